import { z } from 'zod';
import { orderBy, pagingQuery, searchText } from './common.ts';
import { type DashboardRangeQuery, dashboardPeriod, dashboardRangeQuery } from './dashboard-range.ts';

/** Web analytics and the analytics projects (spec 001 §3, §7; issue 10; docs/analytics.md). */

export const MAX_ANALYTICS_BATCH = 50;
export const analyticsDevices = ['desktop', 'mobile', 'tablet', 'bot'] as const;
export type AnalyticsDevice = (typeof analyticsDevices)[number];

/** One page view the browser saw: the app's own path (no query), when, and the referrer of a landing. */
export const pageViewEvent = z.object({
  type: z.literal('page_view', 'must be page_view'),
  path: z
    .string('must be text')
    .min(1, 'must not be empty')
    .max(300, 'is too long')
    .regex(/^\/[^\s?#]*$/, 'must be a path of this app, starting with /'),
  /** Milliseconds since the epoch; the server keeps its own clock when this is off by over an hour. */
  at: z.number('must be a number').int('must be a whole number').positive().optional(),
  referrer: z.string('must be text').max(2000, 'is too long').optional(),
});

/** POST /api/analytics/events: a batch the web app sends (with sendBeacon or fetch keepalive). */
export const analyticsEventsBody = z.object({
  visitorId: z
    .string('must be text')
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters, digits, - or _'),
  events: z
    .array(pageViewEvent, 'must be a list')
    .min(1, 'must hold at least one event')
    .max(MAX_ANALYTICS_BATCH, `must hold at most ${MAX_ANALYTICS_BATCH} events`),
});
export type AnalyticsEventsBody = z.infer<typeof analyticsEventsBody>;

/** GET /api/dashboard/analytics: the shared dashboard period (from, to; the last 30 days by default). */
export const analyticsDashboardQuery = dashboardRangeQuery;
export type AnalyticsDashboardQuery = DashboardRangeQuery;

const count = z.number().int().nonnegative();
const totals = z.object({
  visits: count,
  pageViews: count,
  signUps: count,
  orders: count,
  /** Orders per 100 visits, one decimal. */
  conversion: z.number(),
});
const keyed = z.array(z.object({ key: z.string(), views: count }));

export const analyticsDashboardAnswer = z.object({
  period: dashboardPeriod,
  /** The same number of days just before. */
  previousPeriod: dashboardPeriod,
  totals,
  previous: totals,
  /** Every day of the range, oldest first. */
  daily: z.array(
    z.object({ day: z.string(), visits: count, pageViews: count, signUps: count, orders: count }),
  ),
  /** The most viewed paths (at most 10). */
  topPages: keyed,
  /** Page views per device. */
  devices: keyed,
  /** Page views per source (referrer host, or direct), at most 10. */
  sources: keyed,
});
export type AnalyticsDashboardAnswer = z.infer<typeof analyticsDashboardAnswer>;

export const analyticsProjectSortKeys = ['project', 'leader', 'progress'] as const;

/** GET /api/dashboard/analytics/projects. sortBy project sorts by the project's name. */
export const analyticsProjectsQuery = z.object({
  q: searchText,
  sortBy: z
    .enum(analyticsProjectSortKeys, `must be one of ${analyticsProjectSortKeys.join(', ')}`)
    .optional(),
  orderBy,
  ...pagingQuery,
});
export type AnalyticsProjectsQuery = z.infer<typeof analyticsProjectsQuery>;

export const analyticsProject = z.object({
  id: z.number(),
  logo: z.string(),
  name: z.string(),
  /** The project's type, 'React Project'. */
  project: z.string(),
  leader: z.string(),
  progress: z.number(),
  /** Time spent, 'hours:minutes'. */
  hours: z.string(),
  team: z.array(z.string()),
  extraMembers: z.number().optional(),
});
export type AnalyticsProject = z.infer<typeof analyticsProject>;

export const analyticsProjectsAnswer = z.object({
  projects: z.array(analyticsProject),
  total: z.number(),
});
export type AnalyticsProjectsAnswer = z.infer<typeof analyticsProjectsAnswer>;
