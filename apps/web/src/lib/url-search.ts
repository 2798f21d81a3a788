import { type OrderBy, PAGE_SIZE_OPTIONS } from '@app/contracts';
import { z } from 'zod';

/**
 * Pieces of the lists' URL search schemas. A list's URL is typed by hand or shared, so anything
 * unreadable falls back to "not set" rather than failing the page.
 */

export const DEFAULT_PAGE_SIZE = 10;

/** Free text; a hand-typed `?q=1013` arrives as a number and is still the text 1013. */
export const text = (max: number) =>
  z
    .preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string().trim().max(max).optional())
    .catch(undefined);

/** One of a fixed set of values. */
export const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values).optional().catch(undefined);

/** The sort and paging every list has, after its own filters: spread last into the list's schema. */
export const sortAndPaging = <T extends readonly [string, ...string[]]>(sortKeys: T) => ({
  sortBy: oneOf(sortKeys),
  orderBy: oneOf(['asc', 'desc'] as const),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  itemsPerPage: z.coerce
    .number()
    .refine((n) => (PAGE_SIZE_OPTIONS as readonly number[]).includes(n))
    .optional()
    .catch(undefined),
});

type ListSearch<S extends string> = {
  q?: string;
  sortBy?: S;
  orderBy?: OrderBy;
  page?: number;
  itemsPerPage?: number;
};

/** The search text, sort and page as the API takes them: a sort without a direction is ascending. */
export function toListParams<S extends string>(search: ListSearch<S>) {
  return {
    q: search.q || undefined,
    sortBy: search.sortBy,
    orderBy: search.sortBy ? (search.orderBy ?? 'asc') : undefined,
    page: search.page ?? 1,
    itemsPerPage: search.itemsPerPage ?? DEFAULT_PAGE_SIZE,
  };
}
