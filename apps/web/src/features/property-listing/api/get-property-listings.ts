import type { ListParams } from '@app/contracts';
import type { PropertyListingListAnswer, PropertyListingListQuery } from '@app/contracts/property-listing';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Without a query: the key every property listing query starts with, for invalidation. */
export const propertyListingsQueryOptions = (query?: ListParams<PropertyListingListQuery>) =>
  queryOptions({
    queryKey: query ? ['property-listings', 'list', query] : ['property-listings'],
    queryFn: ({ signal, client }) =>
      api<PropertyListingListAnswer>('/property-listings', {
        query: query ?? { page: 1, itemsPerPage: 10 },
        signal,
        client,
      }),
    placeholderData: keepPreviousData,
  });
