import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmptyDatabase, type TestDatabase } from '../../test/test-database.ts';
import {
  againAfterDeadlock,
  createJobQueue,
  type Job,
  type JobQueue,
  type QueueDefinition,
} from './job-queue.service.ts';

/**
 * The queue's promises with two "processes": two JobQueue instances on one database, as two API
 * processes have (on PGlite they share its one connection; on PostgreSQL, TEST_DB=pg, they compete
 * through the pool).
 */
describe('the job queue across processes', () => {
  let db: TestDatabase;
  const opened: JobQueue[] = [];
  beforeAll(async () => {
    db = await openEmptyDatabase();
  });
  afterAll(async () => {
    for (const queue of opened) await queue.stop(1000);
    await db.database.close();
    await db.drop();
  });

  async function processWith<T>(
    pollMs: number,
    definition: Omit<QueueDefinition<T>, 'retryLimit'> & { retryLimit?: number },
  ) {
    const queue = createJobQueue(db.database, { pollMs, onError: () => undefined });
    queue.define<T>({ retryLimit: 2, ...definition });
    await queue.start();
    opened.push(queue);
    return queue;
  }

  const stateOf = async (queue: JobQueue, name: string, id: string) =>
    (await queue.boss.getJobById(name, id))?.state;

  it('runs every job exactly once when two processes work the same queue', async () => {
    const runs: Record<number, string[]> = {};
    const definition = (who: string) => ({
      name: 'test-once',
      retryDelaySeconds: 1,
      expireInSeconds: 60,
      run: async (job: Job<{ n: number }>) => {
        runs[job.data.n] = [...(runs[job.data.n] ?? []), who];
        await new Promise((resolve) => setTimeout(resolve, 20));
      },
    });
    const a = await processWith(500, definition('a'));
    await processWith(500, definition('b'));
    for (let n = 0; n < 30; n++) await a.send('test-once', { n });
    await expect.poll(() => Object.keys(runs).length, { timeout: 30_000, interval: 200 }).toBe(30);
    // Nothing more is taken once every job completed.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(Object.values(runs).every((who) => who.length === 1)).toBe(true);
    const { rows } = await db.database.executeSql(
      "select count(*)::int as n from pgboss.job where name = 'test-once' and state = 'completed'",
    );
    expect(Number(rows[0].n)).toBe(30);
  });

  it('takes again a job whose process died mid-run, once its lease is over', async () => {
    let finished = 0;
    const definition = {
      name: 'test-lease',
      retryDelaySeconds: 1,
      expireInSeconds: 1,
      run: async () => {
        finished++;
      },
    };
    const dead = await processWith(0, definition);
    const alive = await processWith(0, definition);
    const id = (await dead.send('test-lease', { file: 'report.csv' })) as string;
    // The first process takes the job, then is killed: it never completes it.
    const [taken] = await dead.boss.fetch('test-lease');
    expect(taken.id).toBe(id);
    expect(await alive.drain('test-lease', { ignoreStartAfter: true })).toBe(0);

    await new Promise((resolve) => setTimeout(resolve, 1200));
    await alive.boss.expire();
    expect(await stateOf(alive, 'test-lease', id)).toBe('retry');
    expect(await alive.drain('test-lease', { ignoreStartAfter: true })).toBe(1);
    expect(finished).toBe(1);
    expect(await stateOf(alive, 'test-lease', id)).toBe('completed');
  });

  it('releases the jobs still running when a process stops, for another to run them', async () => {
    const started: string[] = [];
    const slow = await processWith(500, {
      name: 'test-stop',
      retryDelaySeconds: 1,
      expireInSeconds: 600,
      run: async (job: Job<object>) => {
        started.push(job.id);
        await new Promise(() => undefined);
      },
    });
    const id = (await slow.send('test-stop', {})) as string;
    await expect.poll(() => started, { timeout: 10_000, interval: 100 }).toEqual([id]);
    await slow.stop(1000);
    opened.splice(opened.indexOf(slow), 1);
    const job = await slow.boss.getJobById('test-stop', id);
    expect(job?.state).toBe('retry');

    let ranElsewhere = 0;
    const other = await processWith(0, {
      name: 'test-stop',
      retryDelaySeconds: 1,
      expireInSeconds: 600,
      run: async () => {
        ranElsewhere++;
      },
    });
    expect(await other.drain('test-stop', { ignoreStartAfter: true })).toBe(1);
    expect(ranElsewhere).toBe(1);
    expect(await stateOf(other, 'test-stop', id)).toBe('completed');
  });
});

describe('a queue set up by processes starting together', () => {
  const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });

  it('tries again when PostgreSQL ends the setup as a deadlock’s victim, and gives up after five', async () => {
    let calls = 0;
    const made = await againAfterDeadlock(async () => {
      calls += 1;
      if (calls < 3) throw deadlock();
      return 'made';
    });
    expect(made).toBe('made');
    expect(calls).toBe(3);

    let tries = 0;
    await expect(
      againAfterDeadlock(async () => {
        tries += 1;
        throw deadlock();
      }),
    ).rejects.toThrow('deadlock detected');
    expect(tries).toBe(5);
  });

  it('does not try again after any other error', async () => {
    let tries = 0;
    const refused = Object.assign(new Error('permission denied'), { code: '42501' });
    await expect(
      againAfterDeadlock(async () => {
        tries += 1;
        throw refused;
      }),
    ).rejects.toThrow('permission denied');
    expect(tries).toBe(1);
  });
});
