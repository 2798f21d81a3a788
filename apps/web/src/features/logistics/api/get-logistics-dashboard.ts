import type { LogisticsDashboardAnswer, LogisticsMapStyleAnswer } from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type DashboardRange = { from?: string; to?: string };

/** Without a range: the key every dashboard query starts with, for invalidation. */
export const logisticsDashboardQueryOptions = (range?: DashboardRange) =>
  queryOptions({
    queryKey: range ? ['logistics', 'dashboard', range] : ['logistics', 'dashboard'],
    queryFn: ({ signal }) =>
      api<LogisticsDashboardAnswer>('/apps/logistics/dashboard', { query: range ?? {}, signal }),
    placeholderData: keepPreviousData,
  });

export const mapStyleQueryOptions = () =>
  queryOptions({
    queryKey: ['logistics', 'map-style'],
    queryFn: ({ signal }) => api<LogisticsMapStyleAnswer>('/apps/logistics/map-style', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
