import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openEmptyDatabase, type TestDatabase } from '../../test/test-database.ts';
import { createJobQueue } from '../job/job-queue.service.ts';
import { AUDIT_PURGE_CRON, AUDIT_PURGE_QUEUE, startAuditPurge } from './audit-purge.ts';

describe('the audit purge on the job queue', () => {
  let db: TestDatabase;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    db = await openEmptyDatabase();
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await db.database.executeSql(`delete from pgboss.job where name = '${AUDIT_PURGE_QUEUE}'`);
  });
  afterAll(async () => {
    await db.database.close();
    await db.drop();
  });

  /** A server with the purge on a queue that only the test works, and one route. */
  async function serve(purge: () => Promise<unknown>, listen = true) {
    const app = Fastify();
    app.decorate('db', db.database.db);
    const jobs = createJobQueue(db.database, { pollMs: 0, onError: () => undefined });
    app.decorate('jobs', jobs);
    app.addHook('onClose', () => jobs.stop(1000));
    app.register(async (scope) => {
      startAuditPurge(scope, purge);
      scope.get('/api/ping', async () => ({ ok: true }));
    });
    await app.ready();
    await jobs.start();
    apps.push(app);
    if (listen) await app.listen({ port: 0, host: '127.0.0.1' });
    return jobs;
  }

  const queued = async () => {
    const { rows } = await db.database.executeSql(
      'select state::text as state from pgboss.job where name = $1 order by created_on',
      [AUDIT_PURGE_QUEUE],
    );
    return rows.map((r) => r.state);
  };

  it('is scheduled hourly, and sent once when servers start listening, however many', async () => {
    let purged = 0;
    const purge = async () => {
      purged++;
    };
    const jobs = await serve(purge);
    await serve(purge);
    const schedules = await jobs.boss.getSchedules();
    expect(schedules.find((s) => s.name === AUDIT_PURGE_QUEUE)?.cron).toBe(AUDIT_PURGE_CRON);
    // Fastify runs onListen hooks once listening has begun, without holding listen() back.
    await expect.poll(queued).toEqual(['created']);
    expect(await jobs.drain(AUDIT_PURGE_QUEUE)).toBe(1);
    expect(purged).toBe(1);
    expect(await queued()).toEqual(['completed']);
  });

  it('leaves a failed purge to the queue, which tries it again later', async () => {
    const jobs = await serve(async () => {
      throw new Error('relation "audit_entry" is locked');
    });
    await expect.poll(queued).toEqual(['created']);
    expect(await jobs.drain(AUDIT_PURGE_QUEUE)).toBe(1);
    expect(await queued()).toEqual(['retry']);
  });

  it('sends no purge from an app that never listens', async () => {
    await serve(async () => undefined, false);
    expect(await queued()).toEqual([]);
  });
});
