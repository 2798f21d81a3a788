import type { UserDetail } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const userQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['users', 'detail', id],
    queryFn: ({ signal }) => api<UserDetail>(`/apps/users/${id}`, { signal }),
  });
