import type { ListParams } from '@app/contracts';
import type { MagnetListAnswer, MagnetListQuery } from '@app/contracts/magnet';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Without a query: the key every magnet query starts with, for invalidation. */
export const magnetsQueryOptions = (query?: ListParams<MagnetListQuery>) =>
  queryOptions({
    queryKey: query ? ['magnets', 'list', query] : ['magnets'],
    queryFn: ({ signal, client }) =>
      api<MagnetListAnswer>('/admin/magnets', {
        query: query ?? { page: 1, itemsPerPage: 10 },
        signal,
        client,
      }),
    placeholderData: keepPreviousData,
  });
