import {
  customerDetail,
  customerIdParam,
  customerListAnswer,
  customerListQuery,
  customerUpdateBody,
  editConflictAnswer,
  emptyAnswer,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../auth/plugin.ts';
import { csvAnswer, sendCsv } from '../../lib/csv-stream.ts';
import { getCustomer, listCustomersPage, readableCustomers, updateCustomer } from './customer.service.ts';
import { customerCsvColumns, customerExportBatches } from './customer-export.service.ts';

const tags = ['e-commerce: customers'];
/** Every customer route scopes what it answers or changes to the caller's rules (decision 015). */
const read = { access: { action: 'read', subject: 'Customer' }, rowRules: true } as const;
const update = { access: { action: 'update', subject: 'Customer' }, rowRules: true } as const;

export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/apps/ecommerce/customers',
    {
      config: read,
      schema: {
        operationId: 'customerList',
        tags,
        summary: 'A page of customers filtered by q (name, country or e-mail) and country, sorted',
        querystring: customerListQuery,
        response: { 200: customerListAnswer },
      },
    },
    (req) => listCustomersPage(app.db, { ...req.query, ...readableCustomers(requireAuth(req).ability) }),
  );

  app.get(
    '/api/apps/ecommerce/customers/export.csv',
    {
      config: read,
      schema: {
        operationId: 'customerExport',
        tags,
        summary: 'Every customer of the list with its filters and sort, streamed as a CSV file',
        querystring: customerListQuery.omit({ page: true, itemsPerPage: true }),
        response: { 200: csvAnswer('The customers') },
      },
    },
    (req, reply) =>
      sendCsv(
        reply,
        'customers',
        customerCsvColumns,
        customerExportBatches(app.db, { ...req.query, ...readableCustomers(requireAuth(req).ability) }),
      ),
  );

  app.get(
    '/api/apps/ecommerce/customers/:id',
    {
      config: read,
      schema: {
        operationId: 'customerGet',
        tags,
        summary: 'One customer by the six-digit customerId, with status, contact and addresses; 404 empty',
        params: customerIdParam,
        response: { 200: customerDetail, 404: emptyAnswer },
      },
    },
    (req) => getCustomer(app.db, req.params.id, requireAuth(req).ability),
  );

  app.patch(
    '/api/apps/ecommerce/customers/:id',
    {
      config: update,
      schema: {
        operationId: 'customerUpdate',
        tags,
        summary: 'Change some fields of a customer (by customerId)',
        params: customerIdParam,
        body: customerUpdateBody,
        response: { 200: customerDetail, 404: emptyAnswer, 409: editConflictAnswer(customerDetail) },
      },
    },
    (req) => updateCustomer(app.db, requireAuth(req).ability, req.params.id, req.body),
  );
};
