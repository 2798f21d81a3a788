import { userPlans, userSortKeys, userStatuses } from '@app/contracts';
import { z } from 'zod';
import { PAGE_SIZE_OPTIONS } from '@/app/config';
import type { UsersQuery } from './api/get-users';

/** A hand-typed `?q=123` arrives as a number; it is still the text 123. */
const text = (max: number) =>
  z
    .preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string().trim().max(max).optional())
    .catch(undefined);
const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values).optional().catch(undefined);

/** The list's state in the URL; anything unreadable falls back to the default rather than failing. */
export const userListSearch = z.object({
  q: text(200),
  role: text(50),
  plan: oneOf(userPlans),
  status: oneOf(userStatuses),
  sortBy: oneOf(userSortKeys),
  orderBy: oneOf(['asc', 'desc'] as const),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  itemsPerPage: z.coerce
    .number()
    .refine((n) => PAGE_SIZE_OPTIONS.includes(n))
    .optional()
    .catch(undefined),
});
export type UserListSearch = z.output<typeof userListSearch>;

export const DEFAULT_PAGE_SIZE = 10;

export function toUsersQuery(search: UserListSearch): UsersQuery {
  return {
    q: search.q || undefined,
    role: search.role || undefined,
    plan: search.plan,
    status: search.status,
    sortBy: search.sortBy,
    orderBy: search.sortBy ? (search.orderBy ?? 'asc') : undefined,
    page: search.page ?? 1,
    itemsPerPage: search.itemsPerPage ?? DEFAULT_PAGE_SIZE,
  };
}

export const hasFilters = (s: UserListSearch) => Boolean(s.q || s.role || s.plan || s.status);
