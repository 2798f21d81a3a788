import type { BillingAddress, BillingAnswer, PlanChangeBody } from '@app/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const billingQueryOptions = () =>
  queryOptions({
    queryKey: ['account-settings', 'billing'],
    queryFn: ({ signal }) => api<BillingAnswer>('/account-settings/billing', { signal }),
  });

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
  useBillingMutation((body: BillingAddress) =>
    api<BillingAnswer>('/account-settings/billing-address', { method: 'PUT', body }),
  );
