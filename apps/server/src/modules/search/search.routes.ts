import { searchAnswer, searchQuery } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../auth/plugin.ts';
import { searchPages } from './search.service.ts';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/app-bar/search',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'searchPageList',
        tags: ['search'],
        summary: 'Pages whose title contains q, grouped, at most 5 a group, only those the user may open',
        querystring: searchQuery,
        response: { 200: searchAnswer },
      },
    },
    async (req) => searchPages(requireAuth(req).ability, req.query.q),
  );
};
