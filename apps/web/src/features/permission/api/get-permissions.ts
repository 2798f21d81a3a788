import type { OrderBy, PermissionListAnswer } from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type PermissionsQuery = {
  q?: string;
  sortBy?: 'name';
  orderBy?: OrderBy;
  page: number;
  itemsPerPage: number;
};

/** Without a query: the key every permissions query starts with, for invalidation. */
export const permissionsQueryOptions = (query?: PermissionsQuery) =>
  queryOptions({
    queryKey: query ? ['permissions', 'list', query] : ['permissions'],
    queryFn: ({ signal }) =>
      api<PermissionListAnswer>('/apps/permissions', {
        query: query ?? { page: 1, itemsPerPage: 10 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
