import type { OrderStatsAnswer } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const orderStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['orders', 'stats'],
    queryFn: ({ signal }) => api<OrderStatsAnswer>('/apps/ecommerce/orders/stats', { signal }),
  });
