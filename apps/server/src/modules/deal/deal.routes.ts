import { emptyAnswer, messageAnswer, shopIdParam, validationErrorAnswer } from '@app/contracts';
import { deal, dealCreateBody, dealListAnswer, dealListQuery } from '@app/contracts/deal';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createDeal, listDealsPage, removeDeal } from './deal.service.ts';

const tags = ['apps: deals'];
const access = (action: 'read' | 'create' | 'delete') => ({ access: { action, subject: 'Deal' } }) as const;

export const dealRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/deals',
    {
      config: access('read'),
      schema: {
        operationId: 'dealList',
        tags,
        summary: 'A page of deals, newest first (or by start date); q is a part of the title or the code',
        querystring: dealListQuery,
        response: { 200: dealListAnswer },
      },
    },
    (req) => listDealsPage(app.db, req.query),
  );

  app.post(
    '/api/deals',
    {
      config: access('create'),
      schema: {
        operationId: 'dealCreate',
        tags,
        summary:
          'Create a deal: 400 with the field and reason on bad input (a product id that does not exist on productIds), 409 on a code used already',
        body: dealCreateBody,
        response: { 201: deal, 400: validationErrorAnswer, 409: validationErrorAnswer },
      },
    },
    async (req, reply) => reply.code(201).send(await createDeal(app.db, req.body)),
  );

  app.delete(
    '/api/deals/:id',
    {
      config: access('delete'),
      schema: {
        operationId: 'dealDelete',
        tags,
        summary: 'Delete a deal',
        params: shopIdParam,
        response: { 204: emptyAnswer, 404: messageAnswer },
      },
    },
    async (req, reply) => {
      await removeDeal(app.db, req.params.id);
      return reply.code(204).send(null);
    },
  );
};
