import { MAX_PAGE_SIZE, type PermissionListAnswer } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The permissions a role can be given, by name; it starts with the permissions page's key. */
export const permissionOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['permissions', 'options'],
    queryFn: ({ signal }) =>
      api<PermissionListAnswer>('/apps/permissions', {
        query: { sortBy: 'name', orderBy: 'asc', itemsPerPage: MAX_PAGE_SIZE },
        signal,
      }),
  });
