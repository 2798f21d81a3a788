import {
  bulkDeleteAnswer,
  bulkDeleteBody,
  emptyAnswer,
  messageAnswer,
  review,
  reviewListAnswer,
  reviewListQuery,
  reviewStatsAnswer,
  reviewStatusBody,
  shopIdParam,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bulkDeleteReviews,
  changeReviewStatus,
  deleteReview,
  listReviewsPage,
  loadReviewStats,
} from './review.service.ts';

const tags = ['e-commerce: reviews'];
const read = { access: { action: 'read', subject: 'Review' } } as const;
const remove = { access: { action: 'delete', subject: 'Review' } } as const;

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/apps/ecommerce/reviews',
    {
      config: read,
      schema: {
        operationId: 'reviewList',
        tags,
        summary: 'A page of reviews filtered by q, status (All for every one), rating and product, sorted',
        querystring: reviewListQuery,
        response: { 200: reviewListAnswer },
      },
    },
    (req) => listReviewsPage(app.db, req.query),
  );

  app.get(
    '/api/apps/ecommerce/reviews/stats',
    {
      config: read,
      schema: {
        operationId: 'reviewStatsGet',
        tags,
        summary: 'Rating distribution 1-5, average rating, pending and published counts',
        response: { 200: reviewStatsAnswer },
      },
    },
    () => loadReviewStats(app.db),
  );

  app.patch(
    '/api/apps/ecommerce/reviews/:id',
    {
      config: { access: { action: 'update', subject: 'Review' } },
      schema: {
        operationId: 'reviewStatusUpdate',
        tags,
        summary: 'Publish or unpublish a review',
        params: shopIdParam,
        body: reviewStatusBody,
        response: { 200: review, 404: messageAnswer },
      },
    },
    (req) => changeReviewStatus(app.db, req.params.id, req.body.status),
  );

  app.delete(
    '/api/apps/ecommerce/reviews/:id',
    {
      config: remove,
      schema: {
        operationId: 'reviewDelete',
        tags,
        summary: 'Delete a review: 204, or 404 with an empty body',
        params: shopIdParam,
        response: { 204: emptyAnswer, 404: emptyAnswer },
      },
    },
    async (req, reply) => {
      await deleteReview(app.db, req.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/apps/ecommerce/reviews/bulk-delete',
    {
      config: remove,
      schema: {
        operationId: 'reviewBulkDelete',
        tags,
        summary: 'Delete up to 100 reviews at once; unknown ids are skipped',
        body: bulkDeleteBody,
        response: { 200: bulkDeleteAnswer },
      },
    },
    (req) => bulkDeleteReviews(app.db, req.body.ids),
  );
};
