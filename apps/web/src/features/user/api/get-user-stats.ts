import type { UserStatsAnswer } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const userStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['users', 'stats'],
    queryFn: ({ signal }) => api<UserStatsAnswer>('/apps/users/stats', { signal }),
  });
