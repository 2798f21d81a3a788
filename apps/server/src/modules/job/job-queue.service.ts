import { type SQL, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Database, Queryable } from '../../db/client.ts';

/**
 * The one job queue of every background task (decision 024): pg-boss over the database's own client
 * (Database.executeSql), so it runs the same on PGlite and PostgreSQL. A queue is defined once with
 * its retries and lease; a process with JOBS_POLL_MS > 0 works every queue, one that has 0 (tests)
 * runs jobs only when `drain` is called. A job is fetched with FOR UPDATE SKIP LOCKED, so exactly one
 * process runs it; one whose lease (`expireInSeconds`) runs out, as when its process died, is failed by
 * the queue's maintenance and taken again.
 */

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

/**
 * How long a closing process lets its jobs under way finish, after its requests did
 * (lib/graceful-shutdown.ts): less than the close's last 5 s, so the jobs still running are released.
 */
export const JOB_STOP_MS = 4000;

export type Job<T> = { id: string; name: string; data: T; retryCount: number; retryLimit: number };

export type QueueDefinition<T> = {
  name: string;
  /** Attempts after the first; then the job is 'failed' (the dead letter, shown on the Jobs page). */
  retryLimit: number;
  /** The first retry waits between this and twice this; each later one doubles it (pg-boss's backoff). */
  retryDelaySeconds: number;
  /** The lease: a job still active this long after it started is failed and retried. */
  expireInSeconds: number;
  /** A cron expression (UTC): the queue also gets a job on this schedule. */
  cron?: string;
  run(job: Job<T>): Promise<void>;
};

export type SendOptions = {
  /** When the job may run: a time read from the database (its clock decides, as in every query). */
  startAfter?: Date;
  /** At most one job per this many seconds across processes (a start-up task of N processes). */
  singletonSeconds?: number;
  /** Sends within this transaction: the job exists if and only if the transaction commits. */
  tx?: Queryable;
};

export type JobQueue = {
  readonly boss: PgBoss;
  define<T>(definition: QueueDefinition<T>): void;
  /** Installs or upgrades the queue's tables, creates the queues and their schedules, then works them. */
  start(): Promise<void>;
  send(name: string, data: object | null, options?: SendOptions): Promise<string | null>;
  /**
   * Asks this process's worker of the queue to fetch now rather than at its next poll (after a send
   * whose transaction has committed); nothing when this process works no queue.
   */
  wake(name: string): void;
  /**
   * Runs the queue's jobs in this process until none is left; `ignoreStartAfter` takes the waiting
   * ones too, as if their time had come (tests of the undo delay and the backoff).
   */
  drain(name: string, options?: { ignoreStartAfter?: boolean; max?: number }): Promise<number>;
  /** Stops fetching; waits up to `timeoutMs` for the jobs under way, then fails them so another process retries them. */
  stop(timeoutMs: number): Promise<void>;
  /** The defined queues' names, in the order they were defined. */
  names(): string[];
};

/**
 * pg-boss's insert of a job as a drizzle query, so that it runs in the caller's drizzle transaction.
 * Each `$n` becomes a parameter of its own (drizzle numbers them in order); a `$n` standing twice in
 * pg-boss's statement is sent twice, so each takes the type of the place it stands: `startAfter`
 * goes as a date (see SendOptions), which is valid in each of those places.
 */
function drizzleExecutor(q: Queryable) {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const parts = text.split(/\$(\d+)/);
      // drizzle leaves an undefined value out of the statement: it goes as null.
      const chunks: SQL[] = parts.map((part, i) =>
        i % 2 ? sql`${values[Number(part) - 1] ?? null}` : sql.raw(part),
      );
      return (await q.execute(sql.join(chunks))) as unknown as { rows: Record<string, unknown>[] };
    },
  };
}

export type JobQueueOptions = {
  pollMs: number;
  /** How often expired leases are failed (to be retried elsewhere) and old jobs archived (JOBS_MAINTENANCE_SECONDS). */
  maintenanceSeconds?: number;
  onError(error: unknown): void;
};

export function createJobQueue(database: Pick<Database, 'executeSql'>, options: JobQueueOptions): JobQueue {
  const working = options.pollMs > 0;
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => database.executeSql(text, values) },
    migrate: true,
    // Maintenance (expired leases, archiving) and the cron clock run where jobs are worked.
    supervise: working,
    schedule: working,
    maintenanceIntervalSeconds: options.maintenanceSeconds ?? 30,
    // A dead letter stays on the Jobs page a week (finished jobs 12 h, pg-boss's default).
    archiveFailedAfterSeconds: 7 * 24 * 60 * 60,
  });
  boss.on('error', options.onError);
  const definitions = new Map<string, QueueDefinition<never>>();
  const workers = new Map<string, string>();

  async function runOne<T>(definition: QueueDefinition<T>, job: PgBoss.JobWithMetadata<T>) {
    await definition.run({
      id: job.id,
      name: job.name,
      data: job.data,
      retryCount: job.retryCount,
      retryLimit: job.retryLimit,
    });
  }

  return {
    boss,
    define(definition) {
      definitions.set(definition.name, definition as QueueDefinition<never>);
    },
    async start() {
      await boss.start();
      for (const d of definitions.values()) {
        const settings = {
          name: d.name,
          retryLimit: d.retryLimit,
          retryDelay: d.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: d.expireInSeconds,
        };
        // Processes starting together create the same queue at once: PostgreSQL may pick one of them
        // as a deadlock's victim (pg-boss attaches the queue's partition), and that one tries again,
        // finding the queue made (creating it is idempotent).
        await againAfterDeadlock(() => boss.createQueue(d.name, settings));
        // A queue created by an older version of the app gets today's settings.
        await againAfterDeadlock(() => boss.updateQueue(d.name, settings));
        if (d.cron) {
          const cron = d.cron;
          await againAfterDeadlock(() => boss.schedule(d.name, cron));
        }
      }
      if (!working) return;
      for (const d of definitions.values()) {
        // A worker fetches once per poll; after a job it is woken at once, so a busy queue is worked
        // without pause and an idle one is asked every JOBS_POLL_MS.
        let workerId: string | undefined;
        workerId = await boss.work<never>(
          d.name,
          { pollingIntervalSeconds: options.pollMs / 1000, batchSize: 1, includeMetadata: true },
          async ([job]) => {
            try {
              await runOne(d, job);
            } finally {
              if (workerId) boss.notifyWorker(workerId);
            }
          },
        );
        workers.set(d.name, workerId);
      }
    },
    async send(name, data, { startAfter, singletonSeconds, tx } = {}) {
      return boss.send(name, data as object, {
        ...(startAfter ? { startAfter } : {}),
        ...(singletonSeconds ? { singletonSeconds } : {}),
        ...(tx ? { db: drizzleExecutor(tx) } : {}),
      });
    },
    wake(name) {
      const workerId = workers.get(name);
      if (workerId) boss.notifyWorker(workerId);
    },
    async drain(name, { ignoreStartAfter = false, max = Number.POSITIVE_INFINITY } = {}) {
      const definition = definitions.get(name);
      if (!definition) throw new Error(`no queue named ${name}`);
      let ran = 0;
      while (ran < max) {
        const [job] = await boss.fetch<never>(name, {
          batchSize: 1,
          includeMetadata: true,
          ignoreStartAfter,
        });
        if (!job) return ran;
        ran++;
        try {
          await runOne(definition, job);
          await boss.complete(name, job.id);
        } catch (error) {
          await boss.fail(name, job.id, error as object);
        }
      }
      return ran;
    },
    async stop(timeoutMs) {
      await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
    },
    names: () => [...definitions.keys()],
  };
}

/** `run`, once more (up to five times, after 50–300 ms) when PostgreSQL ended it as a deadlock's victim. */
export async function againAfterDeadlock<T>(run: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if ((error as { code?: string }).code !== '40P01' || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 250));
    }
  }
}
