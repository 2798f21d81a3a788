import {
  customerDetail,
  customerIdParam,
  customerListAnswer,
  customerListQuery,
  customerUpdateBody,
  emptyAnswer,
  messageAnswer,
  validationErrorAnswer,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCustomer, listCustomersPage, updateCustomer } from './customer.service.ts';

const tags = ['e-commerce: customers'];
const denied = { 401: messageAnswer, 403: messageAnswer };

export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/apps/ecommerce/customers',
    {
      config: { access: { action: 'read', subject: 'Customer' } },
      schema: {
        tags,
        summary: 'A page of customers filtered by q (name, country or e-mail) and country, sorted',
        querystring: customerListQuery,
        response: { 200: customerListAnswer, 400: validationErrorAnswer, ...denied },
      },
    },
    (req) => listCustomersPage(app.db, req.query),
  );

  app.get(
    '/api/apps/ecommerce/customers/:id',
    {
      config: { access: { action: 'read', subject: 'Customer' } },
      schema: {
        tags,
        summary: 'One customer by the six-digit customerId, with status, contact and addresses; 404 empty',
        params: customerIdParam,
        response: { 200: customerDetail, 400: validationErrorAnswer, 404: emptyAnswer, ...denied },
      },
    },
    (req) => getCustomer(app.db, req.params.id),
  );

  app.patch(
    '/api/apps/ecommerce/customers/:id',
    {
      config: { access: { action: 'update', subject: 'Customer' } },
      schema: {
        tags,
        summary: 'Change some fields of a customer (by customerId)',
        params: customerIdParam,
        body: customerUpdateBody,
        response: {
          200: customerDetail,
          400: validationErrorAnswer,
          404: emptyAnswer,
          409: validationErrorAnswer,
          ...denied,
        },
      },
    },
    (req) => updateCustomer(app.db, req.params.id, req.body),
  );
};
