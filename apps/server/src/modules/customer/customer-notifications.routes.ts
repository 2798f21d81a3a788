import {
  customerIdParam,
  customerNotificationsAnswer,
  customerNotificationsBody,
  editConflictAnswer,
  emptyAnswer,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../auth/plugin.ts';
import { reachedCustomer } from './customer.service.ts';
import { getNotifications, saveNotifications } from './customer-notifications.service.ts';

const tags = ['e-commerce: customers'];
const url = '/api/apps/ecommerce/customers/:id/notifications';

export const customerNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    url,
    {
      config: { access: { action: 'read', subject: 'Customer' }, rowRules: true },
      schema: {
        operationId: 'customerNotificationsGet',
        tags,
        summary: "A customer's notification choices per topic and channel (the defaults until first saved)",
        params: customerIdParam,
        response: { 200: customerNotificationsAnswer, 404: emptyAnswer },
      },
    },
    async (req) => {
      // A customer outside the caller's rules answers the empty 404 of an unknown one (decision 015).
      await reachedCustomer(app.db, requireAuth(req).ability, 'read', req.params.id);
      return getNotifications(app.db, req.params.id);
    },
  );

  app.put(
    url,
    {
      config: { access: { action: 'update', subject: 'Customer' }, rowRules: true },
      schema: {
        operationId: 'customerNotificationsUpdate',
        tags,
        summary:
          "Replace a customer's notification choices (every topic, every channel); with the customer's version, 409 when it moved",
        params: customerIdParam,
        body: customerNotificationsBody,
        response: {
          200: customerNotificationsAnswer,
          404: emptyAnswer,
          409: editConflictAnswer(customerNotificationsAnswer),
        },
      },
    },
    async (req) => {
      await reachedCustomer(app.db, requireAuth(req).ability, 'update', req.params.id);
      return saveNotifications(app.db, req.params.id, req.body);
    },
  );
};
