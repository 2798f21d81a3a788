import type { ListParams, ReviewListAnswer, ReviewListQuery } from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Without a query: the key every review query starts with, for invalidation. */
export const reviewsQueryOptions = (query?: ListParams<ReviewListQuery>) =>
  queryOptions({
    queryKey: query ? ['reviews', 'list', query] : ['reviews'],
    queryFn: ({ signal, client }) =>
      api<ReviewListAnswer>('/apps/ecommerce/reviews', {
        query: query ?? { status: 'All', page: 1, itemsPerPage: 10 },
        signal,
        client,
      }),
    placeholderData: keepPreviousData,
  });
