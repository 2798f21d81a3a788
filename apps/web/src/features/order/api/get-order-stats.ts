import type { OrderStatsAnswer } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ordersQueryOptions } from '@/lib/queries/order';

export const orderStatsQueryOptions = () =>
  queryOptions({
    queryKey: [...ordersQueryOptions().queryKey, 'stats'],
    queryFn: ({ signal, client }) =>
      api<OrderStatsAnswer>('/apps/ecommerce/orders/stats', { signal, client }),
  });
