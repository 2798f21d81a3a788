import type { CustomerDetail } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { customersQueryOptions } from './get-customers';

/** By the six-digit customerId, as in the page's URL. */
export const customerQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: [...customersQueryOptions().queryKey, 'detail', customerId],
    queryFn: ({ signal, client }) =>
      api<CustomerDetail>(`/apps/ecommerce/customers/${customerId}`, { signal, client }),
  });
