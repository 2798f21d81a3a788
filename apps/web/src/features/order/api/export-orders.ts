import type { Order } from '@app/contracts';
import { fetchAllPages } from '@/lib/fetch-all-pages';
import { getOrders, type OrdersQuery } from '@/lib/queries/order';

/** Every order matching the filter and sort. */
export const fetchAllOrders = (query: OrdersQuery, signal?: AbortSignal): Promise<Order[]> =>
  fetchAllPages(async (paging) => (await getOrders({ ...query, ...paging }, signal)).orders);
