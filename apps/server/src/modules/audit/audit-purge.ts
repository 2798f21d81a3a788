import type { FastifyInstance } from 'fastify';
import { purgeAudit } from './audit.service.ts';

export const AUDIT_PURGE_QUEUE = 'audit-purge';
/** At minute 0 of every hour (UTC). */
export const AUDIT_PURGE_CRON = '0 * * * *';

/**
 * The purge past the retention is a job of the 'audit-purge' queue (decision 024): scheduled hourly,
 * and sent once when a server starts listening (at most one per hour however many processes start),
 * so a large backlog does not wait for the hour, and never holds back the first request. A failed
 * purge is retried by the queue, then shown on the Jobs page. An app that never listens (tests
 * through `inject`) sends none by itself. `purge` is for tests.
 */
export function startAuditPurge(
  app: FastifyInstance,
  purge: (db: FastifyInstance['db']) => Promise<unknown> = purgeAudit,
): void {
  app.jobs.define({
    name: AUDIT_PURGE_QUEUE,
    retryLimit: 2,
    retryDelaySeconds: 60,
    expireInSeconds: 30 * 60,
    cron: AUDIT_PURGE_CRON,
    run: async () => {
      await purge(app.db);
    },
  });
  app.addHook('onListen', async () => {
    await app.jobs.send(AUDIT_PURGE_QUEUE, null, { singletonSeconds: 60 * 60 });
  });
}
