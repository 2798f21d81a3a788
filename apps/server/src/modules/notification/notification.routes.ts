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
          'The navbar’s notifications: expiring licences, new orders and new sign-ins, as the user may read them and chose them in the app',
        response: { 200: notificationsAnswer },
      },
    },
    (req) => notificationsFor(app.db, requireAuth(req)),
  );
};
