import type { OrderBy, OrderListAnswer, OrderSortKey } from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type CustomerOrdersQuery = {
  customerId: number;
  q?: string;
  sortBy?: OrderSortKey;
  orderBy?: OrderBy;
  page: number;
  itemsPerPage: number;
};

/**
 * One customer's orders through the orders API's customerId filter. The key starts with 'orders' so
 * that a change made on the order pages also refreshes this list.
 */
export const customerOrdersQueryOptions = (query: CustomerOrdersQuery) =>
  queryOptions({
    queryKey: ['orders', 'list', 'customer', query],
    queryFn: ({ signal }) => api<OrderListAnswer>('/apps/ecommerce/orders', { query, signal }),
    placeholderData: keepPreviousData,
  });
