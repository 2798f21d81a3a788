import { fillPlaceholders, type Query, type SQLWrapper, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import type { Queryable } from '../db/client.ts';
import { type Runnable, rowsOf, statement } from './prepared.ts';

/** Up to this many matching rows (100 pages of 10) a list counts exactly; past it the planner's estimate is enough. */
export const EXACT_COUNT_LIMIT = 1000;

export type ListTotal = { total: number; totalIsEstimate?: true };

type Plan = { Plan?: { 'Plan Rows'?: number } };

const dialect = new PgDialect();

async function estimateOf(explain: Runnable, values?: Record<string, unknown>): Promise<number> {
  const [row] = await rowsOf(explain, values);
  const value = Object.values(row ?? {})[0];
  const plans = (typeof value === 'string' ? JSON.parse(value) : value) as Plan[];
  return Math.round(plans[0]?.Plan?.['Plan Rows'] ?? 0);
}

/** Past this many expected rows the planner's estimate is answered without reading any rows. */
export const ESTIMATE_ONLY_FROM = EXACT_COUNT_LIMIT * 10;

/**
 * How a list counts its rows, rendered once: the planner's EXPLAIN of the rows and the capped count.
 * `name` makes the count a named (prepared) statement, for a list shape kept by `shaped`; the
 * EXPLAIN runs unnamed, and only when no estimate is kept (below).
 */
export type CountStatements = { explain: Query; capped: Runnable };

export function countStatements(db: Queryable, rows: SQLWrapper, name?: string): CountStatements {
  const { sql: text, params } = dialect.sqlToQuery(sql`${rows}`);
  const capped = `select count(*)::int as n from (${text} limit ${EXACT_COUNT_LIMIT + 1}) capped`;
  return {
    explain: { sql: `explain (format json) ${text}`, params },
    // A named statement is prepared now and kept; an unnamed one is made when it runs (it may not).
    capped: name
      ? statement(db, { sql: capped, params }, name)
      : { execute: (values) => statement(db, { sql: capped, params }).execute(values) },
  };
}

/** Estimates kept per list query and values, per database handle (a transaction gets its own). */
export const KEPT_ESTIMATES = { max: 1000, ttlMs: 30_000 };
/** The planner's estimate, and whether a capped count of the same rows has passed the limit since. */
type KeptEstimate = { estimate: number; past?: true };
const estimatesByDatabase = new WeakMap<object, LRUCache<string, KeptEstimate>>();

function keptEstimates(db: Queryable): LRUCache<string, KeptEstimate> {
  let kept = estimatesByDatabase.get(db);
  if (!kept) {
    kept = new LRUCache<string, KeptEstimate>({ max: KEPT_ESTIMATES.max, ttl: KEPT_ESTIMATES.ttlMs });
    estimatesByDatabase.set(db, kept);
  }
  return kept;
}

/**
 * Counts what `rows` (a select of the list's rows with its filters, without order or paging) returns:
 * exactly while at most EXACT_COUNT_LIMIT match, reading no more than one row past it; otherwise the
 * planner's estimate (never below the limit) flagged with `totalIsEstimate`. When the planner expects
 * far more rows than the limit, its estimate is the answer at once: even a capped count scans too much
 * under a search that matches a few percent of a million rows. Every list counts this way.
 */
export function cappedCount(db: Queryable, rows: SQLWrapper): Promise<ListTotal> {
  return countWith(db, countStatements(db, rows));
}

/**
 * cappedCount with statements rendered once (countStatements) and the values of their placeholders.
 * The planner's estimate of a list query with given values is kept 30 s (KEPT_ESTIMATES), so the next
 * pages, the reloads and other people's same list send no EXPLAIN: a list call is then its page and
 * its capped count. A kept estimate decides only whether to count: a huge one (ESTIMATE_ONLY_FROM) is
 * answered, flagged, as the planner's own statistics would be until the next ANALYZE; a small one
 * lets the capped count run, whose exact answer does not depend on it, and a count that passes the
 * limit asks the planner again for the total it reports (the rows may have grown since). That total is
 * then kept as past the limit: until it expires, the same list is answered with it, flagged, without
 * counting again. A list of 1,001 to 9,999 rows otherwise sent its page, a count of 1,001 rows and an
 * EXPLAIN on every call (the users at 10,000 orders: 3.1 ms against 1.8 for the same call at 1,000,000).
 */
export async function countWith(
  db: Queryable,
  { explain, capped }: CountStatements,
  values: Record<string, unknown> = {},
): Promise<ListTotal> {
  const kept = keptEstimates(db);
  const key = `${explain.sql}\u0000${JSON.stringify(fillPlaceholders(explain.params, values))}`;
  const freshEstimate = async () => {
    const estimate = await estimateOf(statement(db, explain), values);
    kept.set(key, { estimate });
    return estimate;
  };
  const known = kept.get(key);
  const past = (estimate: number) => ({
    total: Math.max(EXACT_COUNT_LIMIT + 1, estimate),
    totalIsEstimate: true as const,
  });
  if (known?.past) return past(known.estimate);
  const estimate = known?.estimate ?? (await freshEstimate());
  if (estimate >= ESTIMATE_ONLY_FROM) return { total: estimate, totalIsEstimate: true };
  const [row] = await rowsOf<{ n: number }>(capped, values);
  const counted = Number(row.n);
  if (counted <= EXACT_COUNT_LIMIT) return { total: counted };
  const total = known === undefined ? estimate : await freshEstimate();
  kept.set(key, { estimate: total, past: true });
  return past(total);
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
