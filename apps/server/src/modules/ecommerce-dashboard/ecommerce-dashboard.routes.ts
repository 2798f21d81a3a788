import { dashboardRangeQuery, ecommerceDashboardAnswer } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../auth/plugin.ts';
import { loadEcommerceDashboard } from './ecommerce-dashboard.service.ts';

export const ecommerceDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/apps/ecommerce/dashboard',
    {
      config: { access: { action: 'read', subject: 'Ecommerce' } },
      schema: {
        operationId: 'ecommerceDashboardGet',
        tags: ['e-commerce: dashboard'],
        summary:
          'Shop dashboard over a period (from, to): revenue, orders and sales by country with the previous period, orders by status, customers, top products, recent orders, 12 months of revenue; top products and recent orders hold only what the reader may read (null: nothing)',
        querystring: dashboardRangeQuery,
        response: { 200: ecommerceDashboardAnswer },
      },
    },
    (req) => loadEcommerceDashboard(app.db, requireAuth(req).ability, req.query),
  );
};
