import type { ProductDetail } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productsQueryOptions } from './get-products';

export const productQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...productsQueryOptions().queryKey, 'detail', id],
    queryFn: ({ signal, client }) => api<ProductDetail>(`/apps/ecommerce/products/${id}`, { signal, client }),
  });
