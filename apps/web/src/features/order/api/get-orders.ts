import type { OrderBy, OrderListAnswer, OrderSortKey, OrderStatus, PaymentCode } from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type OrdersQuery = {
  q?: string;
  status?: OrderStatus;
  payment?: PaymentCode;
  sortBy?: OrderSortKey;
  orderBy?: OrderBy;
  page: number;
  itemsPerPage: number;
};

export const getOrders = (query: OrdersQuery, signal?: AbortSignal) =>
  api<OrderListAnswer>('/apps/ecommerce/orders', { query, signal });

/** Without a query: the key every order query starts with (lists, stats, details), for invalidation. */
export const ordersQueryOptions = (query?: OrdersQuery) =>
  queryOptions({
    queryKey: query ? ['orders', 'list', query] : ['orders'],
    queryFn: ({ signal }) => getOrders(query ?? { page: 1, itemsPerPage: 10 }, signal),
    placeholderData: keepPreviousData,
  });
