import { JOB_FAILURES_SHOWN, type JobFailure, type JobState } from '@app/contracts';
import type { Database } from '../../db/client.ts';

/**
 * What pg-boss's API does not list: its failed jobs and a job's queue by id, read from its own
 * tables (schema `pgboss`, created and upgraded by pg-boss; decision 024). Nothing here writes.
 */

type FailureRow = {
  id: string;
  name: string;
  retry_count: number;
  completed_on: Date | string;
  output: { message?: unknown } | null;
};

const iso = (value: Date | string) => new Date(value).toISOString();

export async function latestFailures(
  database: Pick<Database, 'executeSql'>,
  queues: string[],
): Promise<JobFailure[]> {
  if (queues.length === 0) return [];
  const { rows } = await database.executeSql(
    `select id, name, retry_count, completed_on, output from pgboss.job
     where state = 'failed' and name = any($1::text[])
     order by completed_on desc, id limit $2`,
    [queues, JOB_FAILURES_SHOWN],
  );
  return (rows as FailureRow[]).map((r) => ({
    id: r.id,
    queue: r.name,
    attempts: Number(r.retry_count) + 1,
    failedAt: iso(r.completed_on),
    error: typeof r.output?.message === 'string' ? r.output.message : 'failed without a message',
  }));
}

/** Jobs per queue (every one of `queues`, empty ones too) and state (finished ones until pg-boss archives them). */
export async function countsByState(
  database: Pick<Database, 'executeSql'>,
  queues: string[],
): Promise<Map<string, Map<JobState, number>>> {
  const counts = new Map(queues.map((name) => [name, new Map<JobState, number>()]));
  if (queues.length === 0) return counts;
  const { rows } = await database.executeSql(
    'select name, state::text as state, count(*)::int as n from pgboss.job where name = any($1::text[]) group by 1, 2',
    [queues],
  );
  for (const r of rows as { name: string; state: JobState; n: number }[]) {
    const queue = counts.get(r.name) ?? new Map<JobState, number>();
    queue.set(r.state, Number(r.n));
    counts.set(r.name, queue);
  }
  return counts;
}

export async function jobById(
  database: Pick<Database, 'executeSql'>,
  id: string,
): Promise<{ id: string; name: string; state: JobState } | null> {
  const { rows } = await database.executeSql(
    'select id, name, state::text as state from pgboss.job where id = $1::uuid',
    [id],
  );
  return (rows[0] as { id: string; name: string; state: JobState } | undefined) ?? null;
}
