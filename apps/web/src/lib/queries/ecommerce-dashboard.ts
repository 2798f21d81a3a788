import type { EcommerceDashboardAnswer } from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { DateRangeSearch } from '@/lib/date-range';

/**
 * The shop dashboard's figures, read by its dashboard, the cards catalogue (/pages/cards/*) and the
 * charts catalogue (/charts/*): one cache entry per range. Without a range: the key every shop dashboard
 * query starts with, for invalidation.
 */
export const ecommerceDashboardQueryOptions = (range?: DateRangeSearch) =>
  queryOptions({
    queryKey: range ? ['ecommerce-dashboard', range] : ['ecommerce-dashboard'],
    queryFn: ({ signal, client }) =>
      api<EcommerceDashboardAnswer>('/apps/ecommerce/dashboard', { query: range ?? {}, signal, client }),
    placeholderData: keepPreviousData,
  });
