import type { UserDetail } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { usersQueryOptions } from '@/lib/queries/user';

export const userQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...usersQueryOptions().queryKey, 'detail', id],
    queryFn: ({ signal, client }) => api<UserDetail>(`/apps/users/${id}`, { signal, client }),
  });
