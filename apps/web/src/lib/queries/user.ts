import type { ListParams, UserListAnswer, UserListQuery } from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Users are listed by the user pages and on the roles page, whose changes rename users' roles. */
export type UsersQuery = ListParams<UserListQuery>;

export const getUsers = (query: UsersQuery, signal?: AbortSignal, client?: object) =>
  api<UserListAnswer>('/apps/users', { query, signal, client });

/** Without a query: the key every users query starts with (lists, stats, details), for invalidation. */
export const usersQueryOptions = (query?: UsersQuery) =>
  queryOptions({
    queryKey: query ? ['users', 'list', query] : ['users'],
    queryFn: ({ signal, client }) => getUsers(query ?? { page: 1, itemsPerPage: 10 }, signal, client),
    placeholderData: keepPreviousData,
  });
