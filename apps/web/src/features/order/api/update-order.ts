import type { OrderDetail, OrderOwnerBody, OrderStatusBody } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderQueryOptions, ordersQueryOptions } from '@/lib/queries/order';

/**
 * A change to one order (`…/orders/:id/<part>`) whose answer is the whole order: the detail takes it as
 * is, and the lists and stat cards (they count statuses, and "owner = me" lists count owners) refetch.
 */
function useOrderPatch<B>(part: 'status' | 'owner') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: B }) =>
      api<OrderDetail>(`/apps/ecommerce/orders/${id}/${part}`, { method: 'PATCH', body }),
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryOptions(order.id).queryKey, order);
      return queryClient.invalidateQueries({
        queryKey: ordersQueryOptions().queryKey,
        predicate: (q) => q.queryKey[1] !== 'detail',
      });
    },
  });
}

/** Moves an order to another status; the answer is the order with its new timeline entry. */
export const useUpdateOrderStatus = () => useOrderPatch<OrderStatusBody>('status');

/** Hands an order to another staff member, or to nobody. */
export const useUpdateOrderOwner = () => useOrderPatch<OrderOwnerBody>('owner');
