import type { Role } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const rolesQueryOptions = () =>
  queryOptions({
    queryKey: ['roles'],
    queryFn: ({ signal }) => api<{ roles: Role[] }>('/apps/roles', { signal }),
  });
