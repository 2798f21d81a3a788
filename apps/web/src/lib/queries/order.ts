import type { ListParams, OrderDetail, OrderListAnswer, OrderListQuery } from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Orders are read by the order pages and by a customer's page (their orders, through the
 * customerId filter, and their timelines): one cache, so a change on one shows on the other.
 */
export type OrdersQuery = ListParams<OrderListQuery>;

export const getOrders = (query: OrdersQuery, signal?: AbortSignal, client?: object) =>
  api<OrderListAnswer>('/apps/ecommerce/orders', { query, signal, client });

/** Without a query: the key every order query starts with (lists, stats, details), for invalidation. */
export const ordersQueryOptions = (query?: OrdersQuery) =>
  queryOptions({
    queryKey: query ? ['orders', 'list', query] : ['orders'],
    queryFn: ({ signal, client }) => getOrders(query ?? { page: 1, itemsPerPage: 10 }, signal, client),
    placeholderData: keepPreviousData,
  });

export const orderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...ordersQueryOptions().queryKey, 'detail', id],
    queryFn: ({ signal, client }) => api<OrderDetail>(`/apps/ecommerce/orders/${id}`, { signal, client }),
  });
