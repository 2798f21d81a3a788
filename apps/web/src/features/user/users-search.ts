import { type ListParams, type UserListQuery, userPlans, userSortKeys, userStatuses } from '@app/contracts';
import { z } from 'zod';
import { oneOf, sortAndPaging, text, toListParams } from '@/lib/url-search';

/** The list's state in the URL; anything unreadable falls back to the default rather than failing. */
export const userListSearch = z.object({
  q: text(200),
  role: text(50),
  plan: oneOf(userPlans),
  status: oneOf(userStatuses),
  ...sortAndPaging(userSortKeys),
});
export type UserListSearch = z.output<typeof userListSearch>;

export function toUsersQuery(search: UserListSearch): ListParams<UserListQuery> {
  return {
    ...toListParams(search),
    role: search.role || undefined,
    plan: search.plan,
    status: search.status,
  };
}
