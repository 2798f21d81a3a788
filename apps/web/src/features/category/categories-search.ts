import { categorySortKeys } from '@app/contracts';
import { z } from 'zod';
import { PAGE_SIZE_OPTIONS } from '@/app/config';
import type { CategoriesQuery } from './api/get-categories';

/** The list's state in the URL; anything unreadable falls back to the default rather than failing. */
export const categoryListSearch = z.object({
  q: z
    .preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string().trim().max(200).optional())
    .catch(undefined),
  sortBy: z.enum(categorySortKeys).optional().catch(undefined),
  orderBy: z.enum(['asc', 'desc']).optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  itemsPerPage: z.coerce
    .number()
    .refine((n) => PAGE_SIZE_OPTIONS.includes(n))
    .optional()
    .catch(undefined),
});
export type CategoryListSearch = z.output<typeof categoryListSearch>;

export function toCategoriesQuery(search: CategoryListSearch): CategoriesQuery {
  return {
    q: search.q || undefined,
    sortBy: search.sortBy,
    orderBy: search.sortBy ? (search.orderBy ?? 'asc') : undefined,
    page: search.page ?? 1,
    itemsPerPage: search.itemsPerPage ?? 10,
  };
}
