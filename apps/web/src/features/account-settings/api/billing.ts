import type { BillingAddressBody, BillingAnswer, PlanChangeBody } from '@app/contracts/account-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { billingQueryOptions } from '@/lib/queries/billing';

export { billingQueryOptions };

function useBillingMutation<T>(call: (body: T) => Promise<BillingAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => queryClient.setQueryData(billingQueryOptions().queryKey, answer),
  });
}

export const useChangePlan = () =>
  useBillingMutation((body: PlanChangeBody) =>
    api<BillingAnswer>('/account-settings/plan', { method: 'PUT', body }),
  );

export const useSaveBillingAddress = () =>
  useBillingMutation((body: BillingAddressBody) =>
    api<BillingAnswer>('/account-settings/billing-address', { method: 'PUT', body }),
  );
