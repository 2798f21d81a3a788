import type { LogisticsDashboardAnswer } from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type DashboardRange = { from?: string; to?: string };

/**
 * The logistics dashboard's figures, read by its dashboard and by the charts catalogue (/charts/bar):
 * one cache entry. Without a range: the key every dashboard query starts with, for invalidation.
 */
export const logisticsDashboardQueryOptions = (range?: DashboardRange) =>
  queryOptions({
    queryKey: range ? ['logistics', 'dashboard', range] : ['logistics', 'dashboard'],
    queryFn: ({ signal, client }) =>
      api<LogisticsDashboardAnswer>('/apps/logistics/dashboard', { query: range ?? {}, signal, client }),
    placeholderData: keepPreviousData,
  });
