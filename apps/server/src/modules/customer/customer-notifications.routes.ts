import {
  customerIdParam,
  customerNotifications,
  emptyAnswer,
  messageAnswer,
  validationErrorAnswer,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getNotifications, saveNotifications } from './customer-notifications.service.ts';

const tags = ['e-commerce: customers'];
const denied = { 401: messageAnswer, 403: messageAnswer };
const url = '/api/apps/ecommerce/customers/:id/notifications';

export const customerNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    url,
    {
      config: { access: { action: 'read', subject: 'Customer' } },
      schema: {
        tags,
        summary: "A customer's notification choices per topic and channel (the defaults until first saved)",
        params: customerIdParam,
        response: { 200: customerNotifications, 400: validationErrorAnswer, 404: emptyAnswer, ...denied },
      },
    },
    (req) => getNotifications(app.db, req.params.id),
  );

  app.put(
    url,
    {
      config: { access: { action: 'update', subject: 'Customer' } },
      schema: {
        tags,
        summary: "Replace a customer's notification choices (every topic, every channel)",
        params: customerIdParam,
        body: customerNotifications,
        response: { 200: customerNotifications, 400: validationErrorAnswer, 404: emptyAnswer, ...denied },
      },
    },
    (req) => saveNotifications(app.db, req.params.id, req.body),
  );
};
