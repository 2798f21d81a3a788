import type { ProductBody, ProductDetail, ProductUpdateBody } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productQueryOptions } from './get-product';
import { productsQueryOptions } from './get-products';

/** Creates a product (no id) or replaces one (with its id, and the version the form loaded). */
export function useSaveProduct(id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductBody | ProductUpdateBody) =>
      id === undefined
        ? api<ProductDetail>('/apps/ecommerce/products', { method: 'POST', body })
        : api<ProductDetail>(`/apps/ecommerce/products/${id}`, { method: 'PUT', body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(productQueryOptions(saved.id).queryKey, saved);
      return queryClient.invalidateQueries({
        queryKey: productsQueryOptions().queryKey,
        predicate: (q) => q.queryKey[1] !== 'detail',
      });
    },
  });
}
