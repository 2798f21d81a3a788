import type { ReviewListAnswer } from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ReviewsQuery } from '../reviews-search';

/** Without a query: the key every review query starts with, for invalidation. */
export const reviewsQueryOptions = (query?: ReviewsQuery) =>
  queryOptions({
    queryKey: query ? ['reviews', 'list', query] : ['reviews'],
    queryFn: ({ signal }) =>
      api<ReviewListAnswer>('/apps/ecommerce/reviews', {
        query: query ?? { status: 'All', page: 1, itemsPerPage: 10 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
