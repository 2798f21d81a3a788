import type { Role } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * The roles, for the role filter, the role field and the role's rules on a user's page. The key is
 * the roles page's own, so both share one cache entry and one invalidation.
 */
export const roleOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['roles'],
    queryFn: ({ signal }) => api<{ roles: Role[] }>('/apps/roles', { signal }),
    staleTime: 60_000,
  });
