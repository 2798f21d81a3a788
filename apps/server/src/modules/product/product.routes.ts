import {
  bulkDeleteAnswer,
  bulkDeleteBody,
  emptyAnswer,
  messageAnswer,
  productBody,
  productDetail,
  productListAnswer,
  productListQuery,
  productStatsAnswer,
  shopIdParam,
  validationErrorAnswer,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bulkDeleteProducts,
  createProduct,
  deleteProduct,
  getProduct,
  listProductsPage,
  loadProductStats,
  updateProduct,
} from './product.service.ts';

const tags = ['e-commerce: products'];
const denied = { 401: messageAnswer, 403: messageAnswer };
const read = { access: { action: 'read', subject: 'Product' } } as const;

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/apps/ecommerce/products',
    {
      config: read,
      schema: {
        tags,
        summary: 'A page of products filtered by q (name or brand), stock, category and status, sorted',
        querystring: productListQuery,
        response: { 200: productListAnswer, 400: validationErrorAnswer, ...denied },
      },
    },
    (req) => listProductsPage(app.db, req.query),
  );

  app.get(
    '/api/apps/ecommerce/products/stats',
    {
      config: read,
      schema: {
        tags,
        summary: 'Product counts by status, stock and category, and the inventory value',
        response: { 200: productStatsAnswer, ...denied },
      },
    },
    () => loadProductStats(app.db),
  );

  app.get(
    '/api/apps/ecommerce/products/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'One product with its description, tags, variants and images',
        params: shopIdParam,
        response: { 200: productDetail, 400: validationErrorAnswer, 404: messageAnswer, ...denied },
      },
    },
    (req) => getProduct(app.db, req.params.id),
  );

  app.post(
    '/api/apps/ecommerce/products',
    {
      config: { access: { action: 'create', subject: 'Product' } },
      schema: {
        tags,
        summary: 'Create a product; the description is sanitized, the sku must be unique',
        body: productBody,
        response: { 201: productDetail, 400: validationErrorAnswer, 409: validationErrorAnswer, ...denied },
      },
    },
    async (req, reply) => reply.code(201).send(await createProduct(app.db, req.body)),
  );

  app.put(
    '/api/apps/ecommerce/products/:id',
    {
      config: { access: { action: 'update', subject: 'Product' } },
      schema: {
        tags,
        summary: 'Replace a product',
        params: shopIdParam,
        body: productBody,
        response: {
          200: productDetail,
          400: validationErrorAnswer,
          404: messageAnswer,
          409: validationErrorAnswer,
          ...denied,
        },
      },
    },
    (req) => updateProduct(app.db, req.params.id, req.body),
  );

  app.delete(
    '/api/apps/ecommerce/products/:id',
    {
      config: { access: { action: 'delete', subject: 'Product' } },
      schema: {
        tags,
        summary: 'Delete one product: 204, or 404 with an empty body',
        params: shopIdParam,
        response: { 204: emptyAnswer, 400: validationErrorAnswer, 404: emptyAnswer, ...denied },
      },
    },
    async (req, reply) => {
      await deleteProduct(app.db, req.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/apps/ecommerce/products/bulk-delete',
    {
      config: { access: { action: 'delete', subject: 'Product' } },
      schema: {
        tags,
        summary: 'Delete up to 100 products at once; unknown ids are skipped',
        body: bulkDeleteBody,
        response: { 200: bulkDeleteAnswer, 400: validationErrorAnswer, ...denied },
      },
    },
    (req) => bulkDeleteProducts(app.db, req.body.ids),
  );
};
