import type { Role } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The roles a permission can be assigned to; the key is the roles page's own, so they share one cache. */
export const roleOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['roles'],
    queryFn: ({ signal }) => api<{ roles: Role[] }>('/apps/roles', { signal }),
    staleTime: 60_000,
  });
