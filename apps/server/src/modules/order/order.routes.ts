import {
  bulkDeleteAnswer,
  bulkDeleteBody,
  editConflictAnswer,
  emptyAnswer,
  messageAnswer,
  orderDetail,
  orderItemBody,
  orderItemParams,
  orderListAnswer,
  orderListQuery,
  orderOwnerBody,
  orderStatsAnswer,
  orderStatusBody,
  shopIdParam,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../auth/plugin.ts';
import { csvAnswer, sendCsv } from '../../lib/csv-stream.ts';
import {
  changeItemQty,
  changeOrderOwner,
  changeOrderStatus,
  getOrder,
  listOrdersPage,
  loadOrderStats,
  readableOrders,
  removeOrders,
} from './order.service.ts';
import { orderCsvColumns, orderExportBatches } from './order-export.service.ts';

const tags = ['e-commerce: orders'];
const read = { access: { action: 'read', subject: 'Order' } } as const;
/** Routes that scope what they answer to the reader's rules on Order (decision 015). */
const readRows = { ...read, rowRules: true } as const;
/** Single-order writes and deletes reach only the orders the rules reach (decision 015). */
const update = { access: { action: 'update', subject: 'Order' }, rowRules: true } as const;
const remove = { access: { action: 'delete', subject: 'Order' }, rowRules: true } as const;

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/apps/ecommerce/orders',
    {
      config: readRows,
      schema: {
        operationId: 'orderList',
        tags,
        summary:
          'A page of orders filtered by q (customer, e-mail or order number), status, payment, customer',
        querystring: orderListQuery,
        response: { 200: orderListAnswer },
      },
    },
    (req) => listOrdersPage(app.db, { ...req.query, ...readableOrders(requireAuth(req).ability) }),
  );

  app.get(
    '/api/apps/ecommerce/orders/export.csv',
    {
      config: readRows,
      schema: {
        operationId: 'orderExport',
        tags,
        summary: 'Every order of the list with its filters and sort, streamed as a CSV file',
        querystring: orderListQuery.omit({ page: true, itemsPerPage: true }),
        response: { 200: csvAnswer('The orders') },
      },
    },
    (req, reply) =>
      sendCsv(
        reply,
        'orders',
        orderCsvColumns,
        orderExportBatches(app.db, { ...req.query, ...readableOrders(requireAuth(req).ability) }),
      ),
  );

  app.get(
    '/api/apps/ecommerce/orders/stats',
    {
      config: read,
      schema: {
        operationId: 'orderStatsGet',
        tags,
        summary: 'Order counts by status and payment',
        response: { 200: orderStatsAnswer },
      },
    },
    () => loadOrderStats(app.db),
  );

  app.get(
    '/api/apps/ecommerce/orders/:id',
    {
      config: readRows,
      schema: {
        operationId: 'orderGet',
        tags,
        summary: 'One order with items, totals, customer, addresses and timeline',
        params: shopIdParam,
        response: { 200: orderDetail, 404: messageAnswer },
      },
    },
    (req) => getOrder(app.db, req.params.id, requireAuth(req).ability),
  );

  app.patch(
    '/api/apps/ecommerce/orders/:id/status',
    {
      config: update,
      schema: {
        operationId: 'orderStatusUpdate',
        tags,
        summary: "Change an order's status; recorded in its timeline",
        params: shopIdParam,
        body: orderStatusBody,
        response: { 200: orderDetail, 404: messageAnswer, 409: editConflictAnswer(orderDetail) },
      },
    },
    (req) => changeOrderStatus(app.db, requireAuth(req), req.params.id, req.body),
  );

  app.patch(
    '/api/apps/ecommerce/orders/:id/owner',
    {
      config: update,
      schema: {
        operationId: 'orderOwnerUpdate',
        tags,
        summary:
          'Hand the order to another staff member (ownerId null: nobody), for "owner = me" rules; it must stay inside your own rules',
        params: shopIdParam,
        body: orderOwnerBody,
        response: {
          200: orderDetail,
          404: messageAnswer,
          409: editConflictAnswer(orderDetail),
        },
      },
    },
    (req) => changeOrderOwner(app.db, requireAuth(req), req.params.id, req.body),
  );

  app.patch(
    '/api/apps/ecommerce/orders/:id/items/:itemId',
    {
      config: update,
      schema: {
        operationId: 'orderItemUpdate',
        tags,
        summary: "Change a line's quantity; the order's totals and the customer's total follow",
        params: orderItemParams,
        body: orderItemBody,
        response: { 200: orderDetail, 404: messageAnswer },
      },
    },
    (req) => changeItemQty(app.db, requireAuth(req), req.params.id, req.params.itemId, req.body.qty),
  );

  app.delete(
    '/api/apps/ecommerce/orders/:id',
    {
      config: remove,
      schema: {
        operationId: 'orderDelete',
        tags,
        summary: 'Delete an order: always 204, also for an unknown id',
        params: shopIdParam,
        response: { 204: emptyAnswer },
      },
    },
    async (req, reply) => {
      await removeOrders(app.db, [req.params.id], requireAuth(req).ability);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/apps/ecommerce/orders/bulk-delete',
    {
      config: remove,
      schema: {
        operationId: 'orderBulkDelete',
        tags,
        summary: 'Delete up to 100 orders at once; unknown ids are skipped',
        body: bulkDeleteBody,
        response: { 200: bulkDeleteAnswer },
      },
    },
    (req) => removeOrders(app.db, req.body.ids, requireAuth(req).ability),
  );
};
