import type { ListParams } from '@app/contracts';
import type { DealListAnswer, DealListQuery } from '@app/contracts/deal';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Without a query: the key every deal query starts with, for invalidation. */
export const dealsQueryOptions = (query?: ListParams<DealListQuery>) =>
  queryOptions({
    queryKey: query ? ['deals', 'list', query] : ['deals'],
    queryFn: ({ signal, client }) =>
      api<DealListAnswer>('/deals', { query: query ?? { page: 1, itemsPerPage: 10 }, signal, client }),
    placeholderData: keepPreviousData,
  });
