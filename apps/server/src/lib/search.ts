import { type AnyColumn, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type PgColumn, type PgTable, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client.ts';
import { ESTIMATE_ONLY_FROM } from './list-count.ts';
import { likePattern } from './paging.ts';

/**
 * `q` as a case-insensitive substring of any of the text columns. Each column carries a pg_trgm GIN
 * index (gin_trgm_ops), which serves ILIKE '%…%' from three characters on.
 */
export function textSearch(q: string, columns: (AnyColumn | SQL)[]): SQL | undefined {
  const pattern = likePattern(q);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/**
 * `q` as a substring of a number column's digits (an optional leading # allowed), or undefined when
 * q holds anything else, so non-numeric text never casts a whole table's numbers to text. The
 * expression `column::text` must carry its own trigram index.
 */
export function numberSearch(q: string, column: AnyColumn): SQL | undefined {
  const digits = q.trim().replace(/^#/, '');
  if (!/^\d+$/.test(digits)) return undefined;
  return sql`(${column})::text like ${likePattern(digits)}`;
}

/**
 * A search through another table: the list's `fk` points at a row of `table` (by its `id`) for which
 * `match` holds, e.g. "the order's customer has q in the name or e-mail".
 */
export type Lookup = {
  fk: AnyColumn;
  table: PgTable;
  id: PgColumn;
  match: SQL | undefined;
  /**
   * 'hashed': past the first pages of a broad search, `fk in (select …)` inside an OR (a hashed set
   * probed while the list's rows are walked in order) rather than the index form: for a narrow table
   * stored in id order whose other OR arms would force a bitmap heap scan (reviews: 17,000 buffers
   * against 104,000 for q=smith page 100).
   */
  deep?: 'hashed';
};

/** The planner's expectation for a lookup: rows of the other table that match, and all its rows. */
export type LookupEstimate = { matching: number; all: number };

/**
 * Measured at 1,000,000 orders (decision 013): a probe of the walk reads about as many buffers as a
 * member of the set (5 against 4), and the planner counts a customer who matches by name and by e-mail
 * twice, so its matching estimate is about double and the walk it implies half. The set form is taken
 * once the estimated walk reaches a quarter of the estimated matches.
 */
const WALK_PER_SET_ROW = 4;

type PlanNode = { 'Plan Rows'?: number; Plans?: PlanNode[] };

/**
 * One EXPLAIN (no rows read) of a union of each lookup's matching rows and all its rows: the planner's
 * expectation for each lookup, in order.
 */
export async function estimateLookups(db: Queryable, lookups: Lookup[]): Promise<LookupEstimate[]> {
  const ids = (lookup: Lookup, where?: SQL) =>
    sql`(select ${lookup.id} from ${lookup.table}${where ? sql` where ${where}` : sql``})`;
  const members = lookups.flatMap((lookup) => [ids(lookup, lookup.match ?? sql`true`), ids(lookup)]);
  const res = (await db.execute(sql`explain (format json) ${sql.join(members, sql` union all `)}`)) as {
    rows: Record<string, unknown>[];
  };
  const value = Object.values(res.rows[0] ?? {})[0];
  const [{ Plan }] = (typeof value === 'string' ? JSON.parse(value) : value) as { Plan: PlanNode }[];
  const rows = (Plan.Plans ?? []).map((node) => Math.round(node['Plan Rows'] ?? 0));
  return lookups.map((_, i) => ({ matching: rows[2 * i] ?? 0, all: rows[2 * i + 1] ?? 0 }));
}

/** Estimates per request: the page and its count share the parsed query object they are given. */
const taken = new WeakMap<object, Promise<LookupEstimate[]>>();

/**
 * Each lookup as a condition in the form `lookupCondition` chooses, from one EXPLAIN per request
 * (`request`: the parsed query the page and its count are both given).
 */
export async function searchThrough(
  db: Queryable,
  lookups: Lookup[],
  request: object,
  rowsNeeded: number | 'count',
): Promise<SQL[]> {
  let estimates = taken.get(request);
  if (!estimates) {
    estimates = estimateLookups(db, lookups);
    taken.set(request, estimates);
  }
  const expected = await estimates;
  return lookups.map((lookup, i) => lookupCondition(lookup, expected[i], rowsNeeded));
}

/**
 * The lookup as a condition on the list's own table, in whichever of two forms reads fewer rows
 * (every form gives the same rows; a third, `deep: 'hashed'`, is described on Lookup):
 * - the set: `fk = any(array(select id … where match))`, the matching ids computed once, then an index
 *   scan of the list's (fk, id) index, which combines with other index scans in a BitmapOr. It costs
 *   the matching rows whatever the page: right when few match (q=4711: 300 customers) or the page is
 *   deep (q=smith page 100: 25,000 customers beat walking 40,000 orders);
 * - the walk: `(select match from table where id = fk)`, a primary-key probe of each row the list
 *   passes in its own order until the page is full, about `rowsNeeded × all / matching` rows: right
 *   for the first pages of a broad search (q=smith page 1: 400 probes instead of 25,000 customers).
 *   A hashed `in (select …)` computes the whole set first: what made reviews?q=smith page 1 slow.
 * `rowsNeeded` is the page's offset plus its size; for a count (`'count'`) the set form is used while
 * the planner expects fewer matches than cappedCount estimates without reading, otherwise `in (select …)`,
 * whose semi-join estimate is what the count then reports.
 */
export function lookupCondition(lookup: Lookup, estimate: LookupEstimate, rowsNeeded: number | 'count'): SQL {
  const ids = new QueryBuilder().select({ id: lookup.id }).from(lookup.table).where(lookup.match);
  const { matching, all } = estimate;
  const fewMatch =
    rowsNeeded === 'count'
      ? matching < ESTIMATE_ONLY_FROM
      : rowsNeeded * all * WALK_PER_SET_ROW >= matching * matching;
  const deepAndBroad = rowsNeeded !== 'count' && matching >= ESTIMATE_ONLY_FROM;
  if (fewMatch && lookup.deep === 'hashed' && deepAndBroad) return inArray(lookup.fk, ids);
  if (fewMatch) return sql`${lookup.fk} = any(array(${ids}))`;
  if (rowsNeeded === 'count') return inArray(lookup.fk, ids);
  return sql`(select ${lookup.match ?? sql`true`} from ${lookup.table} where ${lookup.id} = ${lookup.fk})`;
}
