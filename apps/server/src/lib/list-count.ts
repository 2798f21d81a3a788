import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';

/** Up to this many matching rows (100 pages of 10) a list counts exactly; past it the planner's estimate is enough. */
export const EXACT_COUNT_LIMIT = 1000;

export type ListTotal = { total: number; totalIsEstimate?: true };

type PlanRow = Record<string, unknown>;
type Plan = { Plan?: { 'Plan Rows'?: number } };

async function rowsOf(db: Queryable, query: SQL): Promise<PlanRow[]> {
  return ((await db.execute(query)) as { rows: PlanRow[] }).rows;
}

/** The row count PostgreSQL expects `rows` to return (statistics kept by ANALYZE / autovacuum). */
export async function plannerEstimate(db: Queryable, rows: SQLWrapper): Promise<number> {
  const [row] = await rowsOf(db, sql`explain (format json) ${rows}`);
  const value = Object.values(row ?? {})[0];
  const plans = (typeof value === 'string' ? JSON.parse(value) : value) as Plan[];
  return Math.round(plans[0]?.Plan?.['Plan Rows'] ?? 0);
}

/** Past this many expected rows the planner's estimate is answered without reading any rows. */
export const ESTIMATE_ONLY_FROM = EXACT_COUNT_LIMIT * 10;

/**
 * Counts what `rows` (a select of the list's rows with its filters, without order or paging) returns:
 * exactly while at most EXACT_COUNT_LIMIT match, reading no more than one row past it; otherwise the
 * planner's estimate (never below the limit) flagged with `totalIsEstimate`. When the planner expects
 * far more rows than the limit, its estimate is the answer at once: even a capped count scans too much
 * under a search that matches a few percent of a million rows. Every list counts this way.
 */
export async function cappedCount(db: Queryable, rows: SQLWrapper): Promise<ListTotal> {
  const estimate = await plannerEstimate(db, rows);
  if (estimate >= ESTIMATE_ONLY_FROM) return { total: estimate, totalIsEstimate: true };
  const [row] = await rowsOf(
    db,
    sql`select count(*)::int as n from (${rows} limit ${sql.raw(String(EXACT_COUNT_LIMIT + 1))}) capped`,
  );
  const counted = Number(row.n);
  if (counted <= EXACT_COUNT_LIMIT) return { total: counted };
  return { total: Math.max(EXACT_COUNT_LIMIT + 1, estimate), totalIsEstimate: true };
}

/**
 * A page and its total, one query after the other on one connection: a page that is not full tells
 * the exact total by itself (no count at all), otherwise `count` (a cappedCount) runs.
 */
export async function pageWithTotal<T>(
  paging: { page: number; itemsPerPage: number },
  page: () => Promise<T[]>,
  count: () => Promise<ListTotal>,
): Promise<{ rows: T[] } & ListTotal> {
  const rows = await page();
  const partial = rows.length < paging.itemsPerPage && (rows.length > 0 || paging.page === 1);
  if (partial) return { rows, total: (paging.page - 1) * paging.itemsPerPage + rows.length };
  return { rows, ...(await count()) };
}
