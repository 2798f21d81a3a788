import { type DashboardPeriod, lastDaysPeriod } from '@app/contracts';
import { z } from 'zod';

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined);

/**
 * The period of every dashboard in its URL (`?from=YYYY-MM-DD&to=YYYY-MM-DD`), spread into the
 * route's search schema. A malformed day is dropped (the server's default applies); the server
 * checks the rest (real dates, span) and answers 400 for what it refuses.
 */
export const dateRangeSearch = { from: day, to: day };
export type DateRangeSearch = { from?: string; to?: string };

/** The range the API is asked for: a range typed backwards is read the right way round. */
export function toRangeQuery(search: DateRangeSearch): DateRangeSearch {
  const { from, to } = search;
  if (from && to && from > to) return { from: to, to: from };
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

export const RANGE_PRESETS = ['7', '30', '90', 'year'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The period a preset names today (UTC): the last 7, 30 or 90 days, or this year to date. */
export function presetPeriod(preset: RangePreset, now = Date.now()): DashboardPeriod {
  if (preset === 'year') return { from: `${isoDay(now).slice(0, 4)}-01-01`, to: isoDay(now) };
  return lastDaysPeriod(Number(preset), now);
}

/** Which preset a period is, if any. */
export function presetOf(period: DashboardPeriod | undefined, now = Date.now()): RangePreset | undefined {
  if (!period) return undefined;
  return RANGE_PRESETS.find((p) => {
    const q = presetPeriod(p, now);
    return q.from === period.from && q.to === period.to;
  });
}
