import type { Role } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * The roles with their rules and user counts: the role cards, the user pages' role filter and field,
 * and the roles a permission is assigned to all read this one cache entry.
 */
export const rolesQueryOptions = () =>
  queryOptions({
    queryKey: ['roles'],
    queryFn: ({ signal, client }) => api<{ roles: Role[] }>('/apps/roles', { signal, client }),
  });
