import type { CustomerNotificationsAnswer, CustomerNotificationsBody } from '@app/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { customersQueryOptions } from './get-customers';

const path = (customerId: number) => `/apps/ecommerce/customers/${customerId}/notifications`;

/** The customer's notification choices (the defaults until first saved). */
export const customerNotificationsQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: [...customersQueryOptions().queryKey, 'notifications', customerId],
    queryFn: ({ signal, client }) => api<CustomerNotificationsAnswer>(path(customerId), { signal, client }),
  });

export function useSaveCustomerNotifications(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerNotificationsBody) =>
      api<CustomerNotificationsAnswer>(path(customerId), { method: 'PUT', body }),
    onSuccess: (saved) =>
      queryClient.setQueryData(customerNotificationsQueryOptions(customerId).queryKey, saved),
  });
}
