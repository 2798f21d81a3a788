import type { FastifyInstance } from 'fastify';
import { purgeAudit } from './audit.service.ts';

const HOUR_MS = 60 * 60 * 1000;

/** Purges past the retention when the app gets ready, then hourly; the timer never keeps the process alive. */
export function startAuditPurge(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = purgeAudit(app.db).catch((error: unknown) => {
      app.log.warn({ err: error }, 'audit purge failed');
    });
  };
  // Awaited at start, before the first request: a small pool is not shared with it.
  app.addHook('onReady', async () => {
    run();
    await running;
    timer = setInterval(run, HOUR_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
