import type { BulkDeleteAnswer } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ordersQueryOptions } from '@/lib/queries/order';

/** Up to 100 orders at once; the answer says how many were deleted. */
export function useBulkDeleteOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      api<BulkDeleteAnswer>('/apps/ecommerce/orders/bulk-delete', { method: 'POST', body: { ids } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersQueryOptions().queryKey }),
  });
}
