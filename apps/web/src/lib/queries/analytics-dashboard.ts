import type { AnalyticsDashboardAnswer } from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type AnalyticsRange = { from?: string; to?: string };

/** The analytics dashboard's figures, read by its dashboard and by the charts catalogue (/charts/line). */
export const analyticsDashboardQueryOptions = (range: AnalyticsRange) =>
  queryOptions({
    queryKey: ['analytics-dashboard', range],
    queryFn: ({ signal, client }) =>
      api<AnalyticsDashboardAnswer>('/dashboard/analytics', { query: range, signal, client }),
    placeholderData: keepPreviousData,
  });
