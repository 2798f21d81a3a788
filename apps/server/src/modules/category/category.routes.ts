import {
  category,
  categoryBody,
  categoryListAnswer,
  categoryListQuery,
  categoryUpdateBody,
  editConflictAnswer,
  emptyAnswer,
  messageAnswer,
  shopIdParam,
  validationErrorAnswer,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createCategory,
  deleteCategory,
  getCategory,
  listCategoriesPage,
  updateCategory,
} from './category.service.ts';

const tags = ['e-commerce: categories'];
const read = { access: { action: 'read', subject: 'Category' } } as const;

export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/apps/ecommerce/categories',
    {
      config: read,
      schema: {
        operationId: 'categoryList',
        tags,
        summary: 'A page of categories with product counts and earnings, filtered by q, sorted',
        querystring: categoryListQuery,
        response: { 200: categoryListAnswer },
      },
    },
    (req) => listCategoriesPage(app.db, req.query),
  );

  app.get(
    '/api/apps/ecommerce/categories/:id',
    {
      config: read,
      schema: {
        operationId: 'categoryGet',
        tags,
        summary: 'One category',
        params: shopIdParam,
        response: { 200: category, 404: messageAnswer },
      },
    },
    (req) => getCategory(app.db, req.params.id),
  );

  app.post(
    '/api/apps/ecommerce/categories',
    {
      config: { access: { action: 'create', subject: 'Category' } },
      schema: {
        operationId: 'categoryCreate',
        tags,
        summary: 'Create a category; name and slug are unique',
        body: categoryBody,
        response: { 201: category, 409: validationErrorAnswer },
      },
    },
    async (req, reply) => reply.code(201).send(await createCategory(app.db, req.body)),
  );

  app.put(
    '/api/apps/ecommerce/categories/:id',
    {
      config: { access: { action: 'update', subject: 'Category' } },
      schema: {
        operationId: 'categoryUpdate',
        tags,
        summary: 'Replace a category',
        params: shopIdParam,
        body: categoryUpdateBody,
        response: { 200: category, 404: messageAnswer, 409: editConflictAnswer(category) },
      },
    },
    (req) => updateCategory(app.db, req.params.id, req.body),
  );

  app.delete(
    '/api/apps/ecommerce/categories/:id',
    {
      config: { access: { action: 'delete', subject: 'Category' } },
      schema: {
        operationId: 'categoryDelete',
        tags,
        summary: 'Delete a category that has no products (409 otherwise)',
        params: shopIdParam,
        response: { 204: emptyAnswer, 404: messageAnswer, 409: messageAnswer },
      },
    },
    async (req, reply) => {
      await deleteCategory(app.db, req.params.id);
      return reply.code(204).send(null);
    },
  );
};
