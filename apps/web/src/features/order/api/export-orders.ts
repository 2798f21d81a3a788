import { MAX_PAGE_SIZE, type Order } from '@app/contracts';
import { getOrders, type OrdersQuery } from '@/lib/queries/order';

/** Every order matching the filter and sort, one page of 100 after the other (the API's largest page). */
export async function fetchAllOrders(query: OrdersQuery, signal?: AbortSignal): Promise<Order[]> {
  const all: Order[] = [];
  let page = 1;
  let total = 0;
  do {
    const answer = await getOrders({ ...query, page, itemsPerPage: MAX_PAGE_SIZE }, signal);
    all.push(...answer.orders);
    total = answer.total;
    page += 1;
    if (answer.orders.length === 0) break;
  } while (all.length < total);
  return all;
}
