import type { OrderDetail, OrderStatusBody } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderQueryOptions, ordersQueryOptions } from '@/lib/queries/order';

/** Moves an order to another status; the answer is the order with its new timeline entry. */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: OrderStatusBody }) =>
      api<OrderDetail>(`/apps/ecommerce/orders/${id}/status`, { method: 'PATCH', body }),
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryOptions(order.id).queryKey, order);
      // Lists and stat cards count statuses.
      return queryClient.invalidateQueries({
        queryKey: ordersQueryOptions().queryKey,
        predicate: (q) => q.queryKey[1] !== 'detail',
      });
    },
  });
}
