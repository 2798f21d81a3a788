import { jobIdParam, jobRetryAnswer, jobsAnswer, messageAnswer, validationErrorAnswer } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobsOverview, retryJob } from './job.service.ts';

const tags = ['jobs'];

export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/jobs',
    {
      config: { access: { action: 'read', subject: 'Job' } },
      schema: {
        operationId: 'jobsOverview',
        tags,
        summary:
          'The background job queues: jobs per state, retries and schedule of each, and the latest failed jobs',
        response: { 200: jobsAnswer },
      },
    },
    () => jobsOverview(app.database, app.jobs),
  );

  app.post(
    '/api/jobs/:id/retry',
    {
      config: { access: { action: 'manage', subject: 'Job' } },
      schema: {
        operationId: 'jobRetry',
        tags,
        summary:
          'Put a failed job back on its queue to run now, with one more attempt; 409 when it did not fail',
        params: jobIdParam,
        response: {
          200: jobRetryAnswer,
          400: validationErrorAnswer,
          404: messageAnswer,
          409: validationErrorAnswer,
        },
      },
    },
    (req) => retryJob(app.database, app.jobs, req.params.id),
  );
};
