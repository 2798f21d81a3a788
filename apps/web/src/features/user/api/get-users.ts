import type { OrderBy, UserListAnswer, UserPlan, UserStatus, userSortKeys } from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type UserSortKey = (typeof userSortKeys)[number];
export type UsersQuery = {
  q?: string;
  role?: string;
  plan?: UserPlan;
  status?: UserStatus;
  sortBy?: UserSortKey;
  orderBy?: OrderBy;
  page: number;
  itemsPerPage: number;
};

export const getUsers = (query: UsersQuery, signal?: AbortSignal) =>
  api<UserListAnswer>('/apps/users', { query, signal });

/** Without a query: the key every users query starts with, for invalidation. */
export const usersQueryOptions = (query?: UsersQuery) =>
  queryOptions({
    queryKey: query ? ['users', 'list', query] : ['users'],
    queryFn: ({ signal }) => getUsers(query ?? { page: 1, itemsPerPage: 10 }, signal),
    placeholderData: keepPreviousData,
  });
