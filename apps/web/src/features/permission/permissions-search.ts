import { z } from 'zod';
import { PAGE_SIZE_OPTIONS } from '@/app/config';
import type { PermissionsQuery } from './api/get-permissions';

/** The list's state in the URL; anything unreadable falls back to the default rather than failing. */
export const permissionListSearch = z.object({
  q: z
    .preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string().trim().max(200).optional())
    .catch(undefined),
  sortBy: z
    .enum(['name'] as const)
    .optional()
    .catch(undefined),
  orderBy: z
    .enum(['asc', 'desc'] as const)
    .optional()
    .catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  itemsPerPage: z.coerce
    .number()
    .refine((n) => PAGE_SIZE_OPTIONS.includes(n))
    .optional()
    .catch(undefined),
});
export type PermissionListSearch = z.output<typeof permissionListSearch>;

export function toPermissionsQuery(search: PermissionListSearch): PermissionsQuery {
  return {
    q: search.q || undefined,
    sortBy: search.sortBy,
    orderBy: search.sortBy ? (search.orderBy ?? 'asc') : undefined,
    page: search.page ?? 1,
    itemsPerPage: search.itemsPerPage ?? 10,
  };
}
