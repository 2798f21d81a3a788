import type { EcommerceDashboardAnswer } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const ecommerceDashboardQueryOptions = () =>
  queryOptions({
    queryKey: ['ecommerce-dashboard'],
    queryFn: ({ signal }) => api<EcommerceDashboardAnswer>('/apps/ecommerce/dashboard', { signal }),
  });
