import { crmDashboardAnswer } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
          'CRM dashboard: user totals, users by role, status and plan, monthly sign-ups, newest users, open sessions',
        response: { 200: crmDashboardAnswer },
      },
    },
    () => loadCrmDashboard(app.db),
  );
};
