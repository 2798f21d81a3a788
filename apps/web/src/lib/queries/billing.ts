import type { BillingAnswer } from '@app/contracts/account-settings';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The signed-in user's plan and billing details: the billing tab and the pricing page's "Your plan". */
export const billingQueryOptions = () =>
  queryOptions({
    queryKey: ['account-settings', 'billing'],
    queryFn: ({ signal, client }) => api<BillingAnswer>('/account-settings/billing', { signal, client }),
  });
