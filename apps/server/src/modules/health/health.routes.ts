import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readiness } from './health.service.ts';

const healthAnswer = z.object({ status: z.enum(['ok', 'unavailable']), database: z.string() });

const check = z.enum(['ok', 'failed', 'unchecked']);
const readyAnswer = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({
    database: check.describe('The database answers (on the health check’s own connection)'),
    migrations: check.describe('Every migration this version ships is applied'),
    uploads: check.describe(
      'The file storage can take files: DATA_DIR/uploads can be written, or the STORAGE_URL bucket answers',
    ),
  }),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const answers = {
    ok: JSON.stringify(healthAnswer.parse({ status: 'ok', database: app.database.kind })),
    unavailable: JSON.stringify(healthAnswer.parse({ status: 'unavailable', database: app.database.kind })),
  };
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'healthGet',
        tags: ['health'],
        summary: 'Whether this process can reach its database',
        security: [],
        response: { 200: healthAnswer, 503: healthAnswer },
      },
    },
    async (_req, typedReply) => {
      const reply = typedReply as FastifyReply;
      // Its own connection, shared by concurrent checks (db/shared-ping.ts), and an answer written
      // once: a load balancer polling many processes costs as little as possible.
      reply.type('application/json; charset=utf-8');
      try {
        await app.database.ping();
        return reply.send(answers.ok);
      } catch {
        return reply.code(503).send(answers.unavailable);
      }
    },
  );

  /** What the log last said about readiness: it speaks again only when that changes. */
  let lastProblems = '';
  app.get(
    '/api/ready',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'readyGet',
        tags: ['health'],
        summary: 'Whether this process should be sent requests',
        description:
          'For a load balancer or orchestrator: 200 when the database answers, every migration this version ships is applied and the file storage can take files (the upload directory can be written, or the S3 bucket of STORAGE_URL answers a HEAD); 503 with the failed check otherwise (`unchecked`: the migrations, when the database does not answer). Once the process is shutting down, a new connection is refused or answered 503 `{statusCode, error, message}` with `Connection: close`, as every route then is. GET /api/health only says the process is alive and reaches its database.',
        security: [],
        response: { 200: readyAnswer, 503: readyAnswer },
      },
    },
    async (_req, reply) => {
      const { ready, checks, problems } = await readiness(app.database, app.storage);
      const said = problems.join('; ');
      if (said !== lastProblems) {
        if (said) app.log.warn({ problems }, 'not ready');
        else app.log.info('ready again');
        lastProblems = said;
      }
      return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not_ready', checks });
    },
  );
};
