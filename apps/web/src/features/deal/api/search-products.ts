import type { ProductListAnswer } from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The shop's products whose name matches `q`, ten at a time, for the deal's product picker. */
export const dealProductChoicesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['deals', 'products', q],
    queryFn: ({ signal, client }) =>
      api<ProductListAnswer>('/apps/ecommerce/products', { query: { q, itemsPerPage: 10 }, signal, client }),
    placeholderData: keepPreviousData,
  });
