import type { UserStatsAnswer } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { usersQueryOptions } from '@/lib/queries/user';

export const userStatsQueryOptions = () =>
  queryOptions({
    queryKey: [...usersQueryOptions().queryKey, 'stats'],
    queryFn: ({ signal, client }) => api<UserStatsAnswer>('/apps/users/stats', { signal, client }),
  });
