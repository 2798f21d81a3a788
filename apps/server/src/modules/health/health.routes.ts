import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthAnswer = z.object({ status: z.enum(['ok', 'unavailable']), database: z.string() });

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
};
