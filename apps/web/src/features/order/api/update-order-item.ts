import type { OrderDetail } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderQueryOptions, ordersQueryOptions } from '@/lib/queries/order';

/** Changes a line's quantity; the order's totals come back recomputed. */
export function useUpdateOrderItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, itemId, qty }: { id: number; itemId: number; qty: number }) =>
      api<OrderDetail>(`/apps/ecommerce/orders/${id}/items/${itemId}`, { method: 'PATCH', body: { qty } }),
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryOptions(order.id).queryKey, order);
      return queryClient.invalidateQueries({
        queryKey: ordersQueryOptions().queryKey,
        predicate: (q) => q.queryKey[1] !== 'detail',
      });
    },
  });
}
