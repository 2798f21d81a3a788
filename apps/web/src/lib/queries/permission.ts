import {
  type ListParams,
  MAX_PAGE_SIZE,
  type PermissionListAnswer,
  type PermissionListQuery,
} from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Permissions are listed by their page and offered, by name, in the role dialog. */
export type PermissionsQuery = ListParams<PermissionListQuery>;

/** Without a query: the key every permissions query starts with, for invalidation. */
export const permissionsQueryOptions = (query?: PermissionsQuery) =>
  queryOptions({
    queryKey: query ? ['permissions', 'list', query] : ['permissions'],
    queryFn: ({ signal, client }) =>
      api<PermissionListAnswer>('/apps/permissions', {
        query: query ?? { page: 1, itemsPerPage: 10 },
        signal,
        client,
      }),
    placeholderData: keepPreviousData,
  });

/** The permissions a role can be given: the first 100 by name. */
export const permissionOptionsQueryOptions = () =>
  permissionsQueryOptions({ sortBy: 'name', orderBy: 'asc', page: 1, itemsPerPage: MAX_PAGE_SIZE });
