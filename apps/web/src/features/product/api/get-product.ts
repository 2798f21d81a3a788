import type { ProductDetail } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const productQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['products', 'detail', id],
    queryFn: ({ signal }) => api<ProductDetail>(`/apps/ecommerce/products/${id}`, { signal }),
  });
