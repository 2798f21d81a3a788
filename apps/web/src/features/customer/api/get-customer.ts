import type { CustomerDetail } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** By the six-digit customerId, as in the page's URL. */
export const customerQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: ['customers', 'detail', customerId],
    queryFn: ({ signal }) => api<CustomerDetail>(`/apps/ecommerce/customers/${customerId}`, { signal }),
  });
