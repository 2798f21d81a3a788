import {
  bulkDeleteAnswer,
  bulkDeleteBody,
  editConflictAnswer,
  emptyAnswer,
  messageAnswer,
  productBody,
  productDetail,
  productListAnswer,
  productListQuery,
  productStatsAnswer,
  productUpdateBody,
  shopIdParam,
  validationErrorAnswer,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../auth/plugin.ts';
import { csvAnswer, sendCsv } from '../../lib/csv-stream.ts';
import {
  bulkDeleteProducts,
  createProduct,
  deleteProduct,
  getProduct,
  listProductsPage,
  loadProductStats,
  readableProducts,
  updateProduct,
} from './product.service.ts';
import { productCsvColumns, productExportBatches } from './product-export.service.ts';

const tags = ['e-commerce: products'];
const read = { access: { action: 'read', subject: 'Product' } } as const;
/** Routes that scope what they answer or change to the caller's rules on Product (decision 015). */
const readRows = { ...read, rowRules: true } as const;
const update = { access: { action: 'update', subject: 'Product' }, rowRules: true } as const;
const remove = { access: { action: 'delete', subject: 'Product' }, rowRules: true } as const;

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/apps/ecommerce/products',
    {
      config: readRows,
      schema: {
        operationId: 'productList',
        tags,
        summary: 'A page of products filtered by q (name or brand), stock, category and status, sorted',
        querystring: productListQuery,
        response: { 200: productListAnswer },
      },
    },
    (req) => listProductsPage(app.db, { ...req.query, ...readableProducts(requireAuth(req).ability) }),
  );

  app.get(
    '/api/apps/ecommerce/products/export.csv',
    {
      config: readRows,
      schema: {
        operationId: 'productExport',
        tags,
        summary: 'Every product of the list with its filters and sort, streamed as a CSV file',
        querystring: productListQuery.omit({ page: true, itemsPerPage: true }),
        response: { 200: csvAnswer('The products') },
      },
    },
    (req, reply) =>
      sendCsv(
        reply,
        'products',
        productCsvColumns,
        productExportBatches(app.db, { ...req.query, ...readableProducts(requireAuth(req).ability) }),
      ),
  );

  app.get(
    '/api/apps/ecommerce/products/stats',
    {
      config: read,
      schema: {
        operationId: 'productStatsGet',
        tags,
        summary: 'Product counts by status, stock and category, and the inventory value',
        response: { 200: productStatsAnswer },
      },
    },
    () => loadProductStats(app.db),
  );

  app.get(
    '/api/apps/ecommerce/products/:id',
    {
      config: readRows,
      schema: {
        operationId: 'productGet',
        tags,
        summary: 'One product with its description, tags, variants and images',
        params: shopIdParam,
        response: { 200: productDetail, 404: messageAnswer },
      },
    },
    (req) => getProduct(app.db, req.params.id, requireAuth(req).ability),
  );

  app.post(
    '/api/apps/ecommerce/products',
    {
      config: { access: { action: 'create', subject: 'Product' } },
      schema: {
        operationId: 'productCreate',
        tags,
        summary: 'Create a product; the description is sanitized, the sku must be unique',
        body: productBody,
        response: { 201: productDetail, 409: validationErrorAnswer },
      },
    },
    async (req, reply) => reply.code(201).send(await createProduct(app.db, req.body)),
  );

  app.put(
    '/api/apps/ecommerce/products/:id',
    {
      config: update,
      schema: {
        operationId: 'productUpdate',
        tags,
        summary: 'Replace a product',
        params: shopIdParam,
        body: productUpdateBody,
        response: { 200: productDetail, 404: messageAnswer, 409: editConflictAnswer(productDetail) },
      },
    },
    (req) => updateProduct(app.db, requireAuth(req).ability, req.params.id, req.body),
  );

  app.delete(
    '/api/apps/ecommerce/products/:id',
    {
      config: remove,
      schema: {
        operationId: 'productDelete',
        tags,
        summary: 'Delete one product: 204, or 404 with an empty body',
        params: shopIdParam,
        response: { 204: emptyAnswer, 404: emptyAnswer },
      },
    },
    async (req, reply) => {
      await deleteProduct(app.db, req.params.id, requireAuth(req).ability);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/apps/ecommerce/products/bulk-delete',
    {
      config: remove,
      schema: {
        operationId: 'productBulkDelete',
        tags,
        summary: 'Delete up to 100 products at once; unknown ids are skipped',
        body: bulkDeleteBody,
        response: { 200: bulkDeleteAnswer },
      },
    },
    (req) => bulkDeleteProducts(app.db, req.body.ids, requireAuth(req).ability),
  );
};
