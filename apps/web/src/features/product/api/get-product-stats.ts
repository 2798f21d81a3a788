import type { ProductStatsAnswer } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const productStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['products', 'stats'],
    queryFn: ({ signal }) => api<ProductStatsAnswer>('/apps/ecommerce/products/stats', { signal }),
  });
