import { notificationsAnswer } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../auth/plugin.ts';
import { notificationsFor } from './notification.service.ts';

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/notifications',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'notificationList',
        tags: ['notifications'],
        summary:
          'The navbar’s notifications: what the areas the user may read have to say (expiring licences)',
        response: { 200: notificationsAnswer },
      },
    },
    (req) => notificationsFor(app.db, requireAuth(req)),
  );
};
