import { z } from 'zod';

/** The job queue of the background tasks (decision 024), as the admins' Jobs page shows it. */

export const jobStates = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type JobState = (typeof jobStates)[number];

export const JOB_NOT_FOUND_TEXT = 'No job found with this id';
/** How many of the latest failed jobs the page lists. */
export const JOB_FAILURES_SHOWN = 20;

export const jobQueue = z.object({
  name: z.string(),
  /** Jobs per state now; the queue archives completed and cancelled ones after 12 h, failed ones after 7 days. */
  counts: z.object(
    Object.fromEntries(jobStates.map((s) => [s, z.number().int()])) as Record<JobState, z.ZodNumber>,
  ),
  /** Retries after the first attempt before a job is 'failed'. */
  retryLimit: z.number().int(),
  /** The cron expression (UTC) the queue also gets jobs on; null for none. */
  schedule: z.string().nullable(),
});
export type JobQueueSummary = z.infer<typeof jobQueue>;

export const jobFailure = z.object({
  id: z.uuid(),
  queue: z.string(),
  /** Attempts made, the first included. */
  attempts: z.number().int(),
  failedAt: z.iso.datetime({ offset: true }),
  error: z.string(),
});
export type JobFailure = z.infer<typeof jobFailure>;

export const jobsAnswer = z.object({
  queues: z.array(jobQueue),
  /** The latest failed jobs, newest first (at most JOB_FAILURES_SHOWN). */
  failures: z.array(jobFailure),
});
export type JobsAnswer = z.infer<typeof jobsAnswer>;

export const jobIdParam = z.object({ id: z.uuid('must be a job id (a UUID)') });

export const jobRetryAnswer = z.object({ id: z.uuid(), queue: z.string(), state: z.enum(jobStates) });
export type JobRetryAnswer = z.infer<typeof jobRetryAnswer>;
