import type { ProductStatsAnswer } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productsQueryOptions } from './get-products';

export const productStatsQueryOptions = () =>
  queryOptions({
    queryKey: [...productsQueryOptions().queryKey, 'stats'],
    queryFn: ({ signal, client }) =>
      api<ProductStatsAnswer>('/apps/ecommerce/products/stats', { signal, client }),
  });
