import {
  type OrderBy,
  type ReviewListQuery,
  type ReviewSortKey,
  reviewSortKeys,
  reviewStatuses,
} from '@app/contracts';
import { z } from 'zod';
import { PAGE_SIZE_OPTIONS } from '@/app/config';

const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values).optional().catch(undefined);

/** The review list's state in the URL; anything unreadable falls back to the default. */
export const reviewListSearch = z.object({
  q: z
    .preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string().trim().max(200).optional())
    .catch(undefined),
  status: oneOf(reviewStatuses),
  sortBy: oneOf(reviewSortKeys),
  orderBy: oneOf(['asc', 'desc'] as const),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  itemsPerPage: z.coerce
    .number()
    .refine((n) => PAGE_SIZE_OPTIONS.includes(n))
    .optional()
    .catch(undefined),
});
export type ReviewListSearch = z.output<typeof reviewListSearch>;
export type ReviewsQuery = {
  q?: string;
  status: ReviewListQuery['status'];
  sortBy?: ReviewSortKey;
  orderBy?: OrderBy;
  page: number;
  itemsPerPage: number;
};

export const DEFAULT_PAGE_SIZE = 10;

export function toReviewsQuery(search: ReviewListSearch): ReviewsQuery {
  return {
    q: search.q || undefined,
    status: search.status ?? 'All',
    sortBy: search.sortBy,
    orderBy: search.sortBy ? (search.orderBy ?? 'asc') : undefined,
    page: search.page ?? 1,
    itemsPerPage: search.itemsPerPage ?? DEFAULT_PAGE_SIZE,
  };
}

export const hasFilters = (s: ReviewListSearch) => Boolean(s.q || s.status);
