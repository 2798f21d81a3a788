import { analyticsProjectSortKeys } from '@app/contracts';
import { z } from 'zod';
import { dateRangeSearch, toRangeQuery } from '@/lib/date-range';
import type { AnalyticsRange } from '@/lib/queries/analytics-dashboard';
import { sortAndPaging, text, toListParams } from '@/lib/url-search';
import type { AnalyticsProjectsParams } from './api/get-analytics-projects';

/** The dashboard's date range and the projects table's state, in the URL. */
export const analyticsSearch = z.object({
  ...dateRangeSearch,
  q: text(200),
  ...sortAndPaging(analyticsProjectSortKeys),
});
export type AnalyticsSearch = z.output<typeof analyticsSearch>;

/** The period the API is asked for (the shared rule of every dashboard). */
export const toRange = (search: AnalyticsSearch): AnalyticsRange => toRangeQuery(search);

export const toProjectsQuery = (search: AnalyticsSearch): AnalyticsProjectsParams => toListParams(search);
