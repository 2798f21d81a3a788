import { analyticsProjectSortKeys } from '@app/contracts';
import { z } from 'zod';
import { sortAndPaging, text, toListParams } from '@/lib/url-search';
import type { AnalyticsRange } from './api/get-analytics-dashboard';
import type { AnalyticsProjectsParams } from './api/get-analytics-projects';

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined);

/** The dashboard's date range and the projects table's state, in the URL. */
export const analyticsSearch = z.object({
  start: day,
  end: day,
  q: text(200),
  ...sortAndPaging(analyticsProjectSortKeys),
});
export type AnalyticsSearch = z.output<typeof analyticsSearch>;

/** A range typed backwards is read the right way round rather than refused. */
export function toRange(search: AnalyticsSearch): AnalyticsRange {
  const { start, end } = search;
  if (start && end && start > end) return { start: end, end: start };
  return { start, end };
}

export const toProjectsQuery = (search: AnalyticsSearch): AnalyticsProjectsParams => toListParams(search);

/** The last `days` UTC days ending today, as the URL writes them. */
export function lastDays(days: number, now = Date.now()) {
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { start: iso(now - (days - 1) * 86_400_000), end: iso(now) };
}
