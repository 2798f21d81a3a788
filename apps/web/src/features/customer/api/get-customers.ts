import type { CustomerListAnswer, CustomerListQuery, ListParams } from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type CustomersQuery = ListParams<CustomerListQuery>;

export const getCustomers = (query: CustomersQuery, signal?: AbortSignal, client?: object) =>
  api<CustomerListAnswer>('/apps/ecommerce/customers', { query, signal, client });

/** Without a query: the key every customer query starts with, for invalidation. */
export const customersQueryOptions = (query?: CustomersQuery) =>
  queryOptions({
    queryKey: query ? ['customers', 'list', query] : ['customers'],
    queryFn: ({ signal, client }) => getCustomers(query ?? { page: 1, itemsPerPage: 10 }, signal, client),
    placeholderData: keepPreviousData,
  });
