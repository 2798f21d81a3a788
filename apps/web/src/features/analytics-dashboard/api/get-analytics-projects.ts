import type { AnalyticsProjectsAnswer, AnalyticsProjectsQuery, ListParams } from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type AnalyticsProjectsParams = ListParams<AnalyticsProjectsQuery>;

export const analyticsProjectsQueryOptions = (query: AnalyticsProjectsParams) =>
  queryOptions({
    queryKey: ['analytics-projects', query],
    queryFn: ({ signal, client }) =>
      api<AnalyticsProjectsAnswer>('/dashboard/analytics/projects', { query, signal, client }),
    placeholderData: keepPreviousData,
  });
