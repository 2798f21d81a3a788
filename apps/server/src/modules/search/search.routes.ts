import { MAX_SEARCH_CHILDREN, searchAnswer, searchQuery } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allows } from '../../auth/ability.ts';
import { requireAuth } from '../../auth/plugin.ts';
import { SEARCH_INDEX } from './search.index.ts';

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
    async (req) => {
      const { ability } = requireAuth(req);
      const q = req.query.q.toLowerCase();
      return SEARCH_INDEX.map((section) => ({
        title: section.title,
        category: section.category,
        children: section.entries
          .filter((e) => e.title.toLowerCase().includes(q) && allows(ability, e.access))
          .slice(0, MAX_SEARCH_CHILDREN)
          .map(({ title, url, icon }) => ({ title, url, icon })),
      })).filter((group) => group.children.length > 0);
    },
  );
};
