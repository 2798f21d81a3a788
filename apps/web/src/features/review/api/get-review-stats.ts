import type { ReviewStatsAnswer } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const reviewStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['reviews', 'stats'],
    queryFn: ({ signal }) => api<ReviewStatsAnswer>('/apps/ecommerce/reviews/stats', { signal }),
  });
