import type { OrderDetail } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * The timelines of a few of the customer's orders, read through the order details API (the orders'
 * own cache key, so the order pages and this tab share the answers).
 */
export const orderDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['orders', 'detail', id],
    queryFn: ({ signal }) => api<OrderDetail>(`/apps/ecommerce/orders/${id}`, { signal }),
  });
