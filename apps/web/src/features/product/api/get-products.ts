import type { ListParams, ProductListAnswer, ProductListQuery } from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type ProductsQuery = ListParams<ProductListQuery>;

export const getProducts = (query: ProductsQuery, signal?: AbortSignal, client?: object) =>
  api<ProductListAnswer>('/apps/ecommerce/products', { query, signal, client });

/** Without a query: the key every products query starts with, for invalidation. */
export const productsQueryOptions = (query?: ProductsQuery) =>
  queryOptions({
    queryKey: query ? ['products', 'list', query] : ['products'],
    queryFn: ({ signal, client }) => getProducts(query ?? { page: 1, itemsPerPage: 10 }, signal, client),
    placeholderData: keepPreviousData,
  });
