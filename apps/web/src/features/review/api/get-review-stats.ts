import type { ReviewStatsAnswer } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reviewsQueryOptions } from './get-reviews';

export const reviewStatsQueryOptions = () =>
  queryOptions({
    queryKey: [...reviewsQueryOptions().queryKey, 'stats'],
    queryFn: ({ signal, client }) =>
      api<ReviewStatsAnswer>('/apps/ecommerce/reviews/stats', { signal, client }),
  });
