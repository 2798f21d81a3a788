import type { OrderDetail } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const orderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['orders', 'detail', id],
    queryFn: ({ signal }) => api<OrderDetail>(`/apps/ecommerce/orders/${id}`, { signal }),
  });
