import { ecommerceDashboardAnswer } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
          'Shop dashboard: revenue, orders, customers, top products, sales by country, recent orders, 12 months of revenue',
        response: { 200: ecommerceDashboardAnswer },
      },
    },
    () => loadEcommerceDashboard(app.db),
  );
};
