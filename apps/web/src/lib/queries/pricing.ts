import type { PricingAnswer } from '@app/contracts/pricing';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The plans (public): the pricing pages and the account settings' plan choice read this one entry. */
export const pricingQueryOptions = () =>
  queryOptions({
    queryKey: ['pricing'],
    queryFn: ({ signal, client }) => api<PricingAnswer>('/pages/pricing', { signal, client }),
    staleTime: 5 * 60_000,
  });
