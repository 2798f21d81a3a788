import { productSortKeys, productStatuses } from '@app/contracts';
import { z } from 'zod';
import { PAGE_SIZE_OPTIONS } from '@/app/config';
import type { ProductsQuery } from './api/get-products';

/** A hand-typed `?q=123` arrives as a number; it is still the text 123. */
const text = (max: number) =>
  z
    .preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string().trim().max(max).optional())
    .catch(undefined);
const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values).optional().catch(undefined);

/** The list's state in the URL; anything unreadable falls back to the default rather than failing. */
export const productListSearch = z.object({
  q: text(200),
  status: oneOf(productStatuses),
  categoryId: z.coerce.number().int().positive().optional().catch(undefined),
  stock: z
    .preprocess((v) => (typeof v === 'boolean' ? String(v) : v), z.enum(['true', 'false']).optional())
    .catch(undefined),
  sortBy: oneOf(productSortKeys),
  orderBy: oneOf(['asc', 'desc'] as const),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  itemsPerPage: z.coerce
    .number()
    .refine((n) => PAGE_SIZE_OPTIONS.includes(n))
    .optional()
    .catch(undefined),
});
export type ProductListSearch = z.output<typeof productListSearch>;

export const DEFAULT_PAGE_SIZE = 10;

export function toProductsQuery(search: ProductListSearch): ProductsQuery {
  return {
    q: search.q || undefined,
    status: search.status,
    categoryId: search.categoryId,
    stock: search.stock,
    sortBy: search.sortBy,
    orderBy: search.sortBy ? (search.orderBy ?? 'asc') : undefined,
    page: search.page ?? 1,
    itemsPerPage: search.itemsPerPage ?? DEFAULT_PAGE_SIZE,
  };
}

export const hasFilters = (s: ProductListSearch) => Boolean(s.q || s.status || s.categoryId || s.stock);
