import { type SQL, sql } from 'drizzle-orm';

/** A period of UTC days, `YYYY-MM-DD`, both included (docs/dashboards.md). */
export type SummaryPeriod = { from: string; to: string };

/**
 * A period cut where the per-month summaries can serve it: `months` from the first day of the first
 * whole month to the first day of the last whole month (null when no month lies wholly inside), and
 * `days`, the partial months at the edges (none, one or two ranges, oldest first).
 */
export type PeriodParts = { days: SummaryPeriod[]; months: SummaryPeriod | null };

const DAY_MS = 86_400_000;

/** Days are UTC calendar days, as everywhere in the dashboards: no local time zone takes part. */
const parse = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return { y, m, d };
};
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const utc = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d);

export function splitPeriod(p: SummaryPeriod): PeriodParts {
  if (p.to < p.from) throw new Error(`splitPeriod: ${p.to} is before ${p.from}`);
  const from = parse(p.from);
  const to = parse(p.to);
  // The first day of the first whole month, and the first day after the last whole month.
  const firstWhole = from.d === 1 ? utc(from.y, from.m, 1) : utc(from.y, from.m + 1, 1);
  const toMs = utc(to.y, to.m, to.d);
  const endsMonth = utc(to.y, to.m + 1, 1) - DAY_MS === toMs;
  const afterWhole = endsMonth ? toMs + DAY_MS : utc(to.y, to.m, 1);
  if (firstWhole >= afterWhole) return { days: [{ ...p }], months: null };
  const lastWhole = new Date(afterWhole - DAY_MS);
  const days: SummaryPeriod[] = [];
  if (p.from < iso(firstWhole)) days.push({ from: p.from, to: iso(firstWhole - DAY_MS) });
  if (!endsMonth) days.push({ from: iso(afterWhole), to: p.to });
  return {
    days,
    months: {
      from: iso(firstWhole),
      to: iso(utc(lastWhole.getUTCFullYear(), lastWhole.getUTCMonth() + 1, 1)),
    },
  };
}

/** The pairs of summary tables: `<name>_day_summary` keyed by `day`, `<name>_month_summary` by `month`. */
export type SummaryName = 'order' | 'order_country' | 'user_signup';

/**
 * The rows of a day/month summary pair that make up a period, as a subquery for `from`: the whole
 * months' rows of `<name>_month_summary` and the edge days' rows of `<name>_day_summary`, with the
 * given columns (named alike in both tables) and `start`, the row's day or month. Summing any column
 * over it gives the period's total; a year reads ~12 month rows and at most ~60 day rows per key.
 * `columns` are written into the SQL as they are: constant column names only, never input.
 */
export function periodRows(p: SummaryPeriod, name: SummaryName, columns: readonly string[]): SQL {
  const { days, months } = splitPeriod(p);
  const list = sql.raw(columns.join(', '));
  const parts: SQL[] = days.map(
    (d) =>
      sql`select ${list}, day as start from ${sql.raw(`${name}_day_summary`)} where day between ${d.from}::date and ${d.to}::date`,
  );
  if (months) {
    parts.push(
      sql`select ${list}, month as start from ${sql.raw(`${name}_month_summary`)} where month between ${months.from}::date and ${months.to}::date`,
    );
  }
  return sql`(${sql.join(parts, sql` union all `)})`;
}
