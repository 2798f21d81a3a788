import { crmDashboardAnswer, dashboardRangeQuery } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../auth/plugin.ts';
import { loadCrmDashboard } from './crm-dashboard.service.ts';

export const crmDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dashboard/crm',
    {
      // Its own subject: authors and subscribers see the dashboard without reading the user list.
      config: { access: { action: 'read', subject: 'Dashboard' } },
      schema: {
        operationId: 'crmDashboardGet',
        tags: ['dashboard'],
        summary:
          'CRM dashboard over a period (from, to): sales and revenue with the previous period, earnings, sales by country, users, projects, transactions, activity; the lists of users, transactions and activity hold only what the reader may read (null: nothing)',
        querystring: dashboardRangeQuery,
        response: { 200: crmDashboardAnswer },
      },
    },
    (req) => loadCrmDashboard(app.db, requireAuth(req).ability, req.query),
  );
};
