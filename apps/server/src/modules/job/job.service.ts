import { JOB_NOT_FOUND_TEXT, type JobRetryAnswer, type JobsAnswer, jobStates } from '@app/contracts';
import type { Database } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { countsByState, jobById, latestFailures } from './job.repository.ts';
import type { JobQueue } from './job-queue.service.ts';

type Sql = Pick<Database, 'executeSql'>;

/** GET /api/jobs: every queue of the app with its jobs per state, schedule and retries, and the latest failures. */
export async function jobsOverview(database: Sql, jobs: JobQueue): Promise<JobsAnswer> {
  const names = jobs.names();
  const [states, settings, schedules, failures] = await Promise.all([
    countsByState(database, names),
    jobs.boss.getQueues(),
    jobs.boss.getSchedules(),
    latestFailures(database, names),
  ]);
  const queues = names.map((name) => {
    const counted = states.get(name);
    const counts = Object.fromEntries(
      jobStates.map((s) => [s, counted?.get(s) ?? 0]),
    ) as JobsAnswer['queues'][number]['counts'];
    return {
      name,
      counts,
      retryLimit: settings.find((q) => q.name === name)?.retryLimit ?? 0,
      schedule: schedules.find((s) => s.name === name)?.cron ?? null,
    };
  });
  return { queues, failures };
}

/** Jobs per state of each of the app's queues (GET /metrics). */
export const jobCounts = (database: Sql, jobs: JobQueue) => countsByState(database, jobs.names());

/** POST /api/jobs/{id}/retry: a failed job goes back to its queue, with one more attempt, to run now. */
export async function retryJob(database: Sql, jobs: JobQueue, id: string): Promise<JobRetryAnswer> {
  const job = await jobById(database, id);
  if (!job || !jobs.names().includes(job.name)) throw notFound(JOB_NOT_FOUND_TEXT);
  if (job.state !== 'failed') throw conflict('id', `is ${job.state}: only a failed job can be retried`);
  await jobs.boss.retry(job.name, id);
  return { id, queue: job.name, state: 'retry' };
}
