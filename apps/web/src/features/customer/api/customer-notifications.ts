import type { CustomerNotifications } from '@app/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const path = (customerId: number) => `/apps/ecommerce/customers/${customerId}/notifications`;

/** The customer's notification choices (the defaults until first saved). */
export const customerNotificationsQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: ['customers', 'notifications', customerId],
    queryFn: ({ signal }) => api<CustomerNotifications>(path(customerId), { signal }),
  });

export function useSaveCustomerNotifications(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerNotifications) =>
      api<CustomerNotifications>(path(customerId), { method: 'PUT', body }),
    onSuccess: (saved) =>
      queryClient.setQueryData(customerNotificationsQueryOptions(customerId).queryKey, saved),
  });
}
