import type { FastifyInstance } from 'fastify';
import { purgeAudit } from './audit.service.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Purges past the retention once the server listens, then hourly. The first purge runs in the
 * background: on a large audit table it must not hold back the first request. A failed purge is
 * logged and tried again on the next hour; the timer never keeps the process alive, and closing the
 * app stops it and waits for a purge under way. An app that never listens (tests through `inject`) does not purge
 * by itself. `purge` is for tests.
 */
export function startAuditPurge(
  app: FastifyInstance,
  purge: (db: FastifyInstance['db']) => Promise<unknown> = purgeAudit,
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = purge(app.db).catch((error: unknown) => {
      app.log.warn({ err: error }, 'audit purge failed');
    });
  };
  app.addHook('onListen', async () => {
    run();
    timer = setInterval(run, HOUR_MS);
    timer.unref();
  });
  // No purge starts once the app begins to close; one under way ends before the database closes.
  app.addHook('preClose', async () => {
    clearInterval(timer);
  });
  app.addHook('onClose', async () => {
    await running;
  });
}
