import type { LicenceListAnswer, LicenceListQuery, ListParams } from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type LicencesQuery = ListParams<LicenceListQuery>;

/** Without a query: the key every licence query starts with (lists, expiring), for invalidation. */
export const licencesQueryOptions = (query?: LicencesQuery) =>
  queryOptions({
    queryKey: query ? ['licences', 'list', query] : ['licences'],
    queryFn: ({ signal, client }) =>
      api<LicenceListAnswer>('/admin/licences', {
        query: query ?? { page: 1, itemsPerPage: 10 },
        signal,
        client,
      }),
    placeholderData: keepPreviousData,
  });
