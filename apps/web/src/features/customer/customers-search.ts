import { customerSortKeys } from '@app/contracts';
import { z } from 'zod';
import { PAGE_SIZE_OPTIONS } from '@/app/config';
import type { CustomersQuery } from './api/get-customers';

/** A hand-typed `?q=123` arrives as a number; it is still the text 123. */
const text = (max: number) =>
  z
    .preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string().trim().max(max).optional())
    .catch(undefined);

/** The customer list's state in the URL; anything unreadable falls back to the default. */
export const customerListSearch = z.object({
  q: text(200),
  country: text(100),
  sortBy: z.enum(customerSortKeys).optional().catch(undefined),
  orderBy: z.enum(['asc', 'desc']).optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  itemsPerPage: z.coerce
    .number()
    .refine((n) => PAGE_SIZE_OPTIONS.includes(n))
    .optional()
    .catch(undefined),
});
export type CustomerListSearch = z.output<typeof customerListSearch>;

export const DEFAULT_PAGE_SIZE = 10;

export function toCustomersQuery(search: CustomerListSearch): CustomersQuery {
  return {
    q: search.q || undefined,
    country: search.country || undefined,
    sortBy: search.sortBy,
    orderBy: search.sortBy ? (search.orderBy ?? 'asc') : undefined,
    page: search.page ?? 1,
    itemsPerPage: search.itemsPerPage ?? DEFAULT_PAGE_SIZE,
  };
}

export const hasFilters = (s: CustomerListSearch) => Boolean(s.q || s.country);
