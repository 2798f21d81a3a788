import type { BulkDeleteAnswer } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productQueryOptions } from './get-product';
import { productsQueryOptions } from './get-products';

/** Deletes one product (DELETE) or several (bulk-delete); answers how many went. */
export function useDeleteProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]): Promise<number> => {
      if (ids.length === 1) {
        await api<void>(`/apps/ecommerce/products/${ids[0]}`, { method: 'DELETE' });
        return 1;
      }
      const answer = await api<BulkDeleteAnswer>('/apps/ecommerce/products/bulk-delete', {
        method: 'POST',
        body: { ids },
      });
      return answer.deleted;
    },
    onSuccess: (_, ids) => {
      for (const id of ids) queryClient.removeQueries({ queryKey: productQueryOptions(id).queryKey });
      return queryClient.invalidateQueries({ queryKey: productsQueryOptions().queryKey });
    },
  });
}
