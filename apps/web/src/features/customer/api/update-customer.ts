import type { CustomerDetail, CustomerUpdateBody } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { customerQueryOptions } from './get-customer';
import { customersQueryOptions } from './get-customers';

/** Any change of name, e-mail, country, contact or status. */
export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ customerId, body }: { customerId: number; body: CustomerUpdateBody }) =>
      api<CustomerDetail>(`/apps/ecommerce/customers/${customerId}`, { method: 'PATCH', body }),
    onSuccess: (customer) => {
      queryClient.setQueryData(customerQueryOptions(customer.customerId).queryKey, customer);
      return queryClient.invalidateQueries({
        queryKey: customersQueryOptions().queryKey,
        predicate: (q) => q.queryKey[1] !== 'detail',
      });
    },
  });
}
