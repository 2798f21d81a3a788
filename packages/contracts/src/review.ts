import { z } from 'zod';
import { listTotal, orderBy, pagingQuery, searchText } from './common.ts';
import { optionalIdFilter, usDate } from './ecommerce-common.ts';

export const reviewStatuses = ['Pending', 'Published'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];
export const reviewSortKeys = ['product', 'reviewer', 'date', 'status'] as const;
export type ReviewSortKey = (typeof reviewSortKeys)[number];

/**
 * GET /api/apps/ecommerce/reviews. q matches product, reviewer, e-mail, head or para; status 'All'
 * (or empty) means no filter. rating and productId are extra filters. Newest first without sortBy.
 */
export const reviewListQuery = z.object({
  q: searchText,
  status: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 'All' : v),
    z.enum(['All', ...reviewStatuses], 'must be one of All, Pending, Published'),
  ),
  rating: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce.number().int('must be 1 to 5').min(1, 'must be 1 to 5').max(5, 'must be 1 to 5').optional(),
  ),
  productId: optionalIdFilter,
  sortBy: z.enum(reviewSortKeys).optional(),
  orderBy,
  ...pagingQuery,
});
export type ReviewListQuery = z.infer<typeof reviewListQuery>;

/** The spec's review (§3) plus productId, customerId and createdAt. */
export const review = z.object({
  id: z.number(),
  product: z.string(),
  productId: z.number(),
  /** The product's brand. */
  companyName: z.string(),
  productImage: z.string().nullable(),
  reviewer: z.string(),
  customerId: z.number(),
  email: z.string(),
  avatar: z.string().nullable(),
  /** 'MM/DD/YYYY', UTC. */
  date: usDate,
  status: z.enum(reviewStatuses),
  /** The rating, 1 to 5. */
  review: z.number().int().min(1).max(5),
  head: z.string(),
  para: z.string(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof review>;

export const reviewListAnswer = z.object({ reviews: z.array(review), ...listTotal });
export type ReviewListAnswer = z.infer<typeof reviewListAnswer>;

/** PATCH /api/apps/ecommerce/reviews/:id: publish or unpublish. */
export const reviewStatusBody = z.object({
  status: z.enum(reviewStatuses, 'must be Pending or Published'),
});
export type ReviewStatusBody = z.infer<typeof reviewStatusBody>;

export const reviewStatsAnswer = z.object({
  total: z.number(),
  /** Mean rating with two decimals; 0 when there are no reviews. */
  average: z.number(),
  /** Ratings 1 to 5, each present, in that order. */
  byRating: z.array(z.object({ rating: z.number(), count: z.number() })),
  pending: z.number(),
  published: z.number(),
  /** Ratings 4 and 5. */
  positive: z.number(),
  /** Reviews of the last 7 days. */
  lastWeek: z.number(),
});
export type ReviewStatsAnswer = z.infer<typeof reviewStatsAnswer>;
