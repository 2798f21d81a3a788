import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderQueryOptions, ordersQueryOptions } from '@/lib/queries/order';

export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>(`/apps/ecommerce/orders/${id}`, { method: 'DELETE' }),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: orderQueryOptions(id).queryKey });
      return queryClient.invalidateQueries({ queryKey: ordersQueryOptions().queryKey });
    },
  });
}
