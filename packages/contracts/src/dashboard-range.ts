import { z } from 'zod';

/**
 * The period every dashboard shows (issue 10, docs/dashboards.md): `from` and `to`, UTC days, both
 * included, in the query and in the web app's URL. Missing: the DASHBOARD_DEFAULT_DAYS days ending
 * today (or ending at `to`). Each figure that depends on time is also given for the previous period,
 * the same number of days just before `from`.
 */
export const DASHBOARD_DEFAULT_DAYS = 30;
/** The longest period a dashboard answers for (two years), so a request stays a bounded range scan. */
export const DASHBOARD_MAX_DAYS = 731;

const DAY_MS = 86_400_000;
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const isoDay = z
  .string('must be a date')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine((t) => {
    const d = new Date(`${t}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(t);
  }, 'is not a real date');
const optionalDay = z.preprocess((v) => (v === '' || v === null ? undefined : v), isoDay.optional());

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The query of every dashboard call: 400 when a day is not a real date, `to` is before `from`, or the span is too long. */
export const dashboardRangeQuery = z
  .object({ from: optionalDay, to: optionalDay })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'must not be before from' })
  .refine((q) => !q.from || !q.to || daysBetween(q.from, q.to) < DASHBOARD_MAX_DAYS, {
    path: ['to'],
    message: `must be less than ${DASHBOARD_MAX_DAYS} days after from`,
  })
  // `from` alone runs to today: the same bound, counted from today.
  .refine((q) => !q.from || q.to || daysBetween(q.from, toDay(Date.now())) < DASHBOARD_MAX_DAYS, {
    path: ['from'],
    message: `must be less than ${DASHBOARD_MAX_DAYS} days before today when to is not given`,
  });
export type DashboardRangeQuery = z.infer<typeof dashboardRangeQuery>;

export const dashboardPeriod = z.object({ from: z.string(), to: z.string() });
export type DashboardPeriod = z.infer<typeof dashboardPeriod>;

/**
 * The period a query names, with its defaults spelled out, and the previous period of equal length.
 * `from` alone runs to today (or to `from` when it is in the future); `to` alone starts
 * DASHBOARD_DEFAULT_DAYS - 1 days before it.
 */
export function resolveDashboardRange(query: DashboardRangeQuery, now = Date.now()) {
  const to = query.to ?? (query.from && dayMs(query.from) > now ? query.from : toDay(now));
  const from = query.from ?? toDay(dayMs(to) - (DASHBOARD_DEFAULT_DAYS - 1) * DAY_MS);
  const days = daysBetween(from, to) + 1;
  return {
    current: { from, to },
    previous: { from: toDay(dayMs(from) - days * DAY_MS), to: toDay(dayMs(from) - DAY_MS) },
    days,
  };
}

/** The last `days` UTC days ending today, as a period. */
export function lastDaysPeriod(days: number, now = Date.now()): DashboardPeriod {
  return { from: toDay(now - (days - 1) * DAY_MS), to: toDay(now) };
}

/** Every UTC day of a period, oldest first. */
export function daysOf(period: DashboardPeriod): string[] {
  const out: string[] = [];
  for (let t = dayMs(period.from); t <= dayMs(period.to); t += DAY_MS) out.push(toDay(t));
  return out;
}

/** Change from the previous period in percent, one decimal; null when the previous period had nothing. */
export function changePercent(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}
