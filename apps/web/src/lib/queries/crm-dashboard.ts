import type { CrmDashboardAnswer } from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { DateRangeSearch } from '@/lib/date-range';

/**
 * The CRM dashboard's figures, read by its dashboard, the cards catalogue (/pages/cards/*) and the
 * charts catalogue (/charts/*): one cache entry per range. Without a range: the key every CRM dashboard
 * query starts with, for invalidation.
 */
export const crmDashboardQueryOptions = (range?: DateRangeSearch) =>
  queryOptions({
    queryKey: range ? ['crm-dashboard', range] : ['crm-dashboard'],
    queryFn: ({ signal, client }) =>
      api<CrmDashboardAnswer>('/dashboard/crm', { query: range ?? {}, signal, client }),
    placeholderData: keepPreviousData,
  });
