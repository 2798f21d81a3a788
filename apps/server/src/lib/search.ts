import { type AnyColumn, ilike, inArray, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type PgColumn, PgDialect, type PgTable, QueryBuilder } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import type { Queryable } from '../db/client.ts';
import { ESTIMATE_ONLY_FROM } from './list-count.ts';
import { likePattern } from './paging.ts';

/**
 * `q` as a case-insensitive substring of any of the text columns. Each column carries a pg_trgm GIN
 * index (gin_trgm_ops), which serves ILIKE '%…%' from three characters on. For a statement kept per
 * shape (lib/prepared.ts) `q` is a placeholder, whose value is then `likePattern` of the text.
 */
export function textSearch(q: string | Placeholder, columns: (AnyColumn | SQL)[]): SQL | undefined {
  const pattern = typeof q === 'string' ? likePattern(q) : q;
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

/** The union of each lookup's matching rows and all its rows, whose plan holds the estimates in order. */
function estimateStatement(lookups: Lookup[]): SQL {
  const ids = (lookup: Lookup, where?: SQL) =>
    sql`(select ${lookup.id} from ${lookup.table}${where ? sql` where ${where}` : sql``})`;
  const members = lookups.flatMap((lookup) => [ids(lookup, lookup.match ?? sql`true`), ids(lookup)]);
  return sql.join(members, sql` union all `);
}

/**
 * One EXPLAIN (no rows read) of a union of each lookup's matching rows and all its rows: the planner's
 * expectation for each lookup, in order.
 */
export async function estimateLookups(db: Queryable, lookups: Lookup[]): Promise<LookupEstimate[]> {
  const res = (await db.execute(sql`explain (format json) ${estimateStatement(lookups)}`)) as {
    rows: Record<string, unknown>[];
  };
  const value = Object.values(res.rows[0] ?? {})[0];
  const [{ Plan }] = (typeof value === 'string' ? JSON.parse(value) : value) as { Plan: PlanNode }[];
  const rows = (Plan.Plans ?? []).map((node) => Math.round(node['Plan Rows'] ?? 0));
  return lookups.map((_, i) => ({ matching: rows[2 * i] ?? 0, all: rows[2 * i + 1] ?? 0 }));
}

export type LookupEstimatesOptions = {
  /** Lookups (one search's q through its tables) kept at most, least recently used dropped first. */
  max?: number;
  /** How long an estimate is reused. */
  ttlMs?: number;
  now?: () => number;
  /** Where the estimates come from (estimateLookups; a test counts the calls). */
  estimate?: (db: Queryable, lookups: Lookup[]) => Promise<LookupEstimate[]>;
};

export const DEFAULT_LOOKUP_ESTIMATES = { max: 500, ttlMs: 30_000 };

const dialect = new PgDialect();

/**
 * The planner's estimates of the lookups of recent searches, kept in this process per database so
 * that a search's page, its count, its next pages and the same search by other people send no
 * EXPLAIN of their own (decision 013: that statement made page 1 of a broad search 9-31 ms slower at
 * 1,000,000 orders). Keyed by the estimate statement itself (tables, columns and q's pattern).
 * Estimates are the planner's guesses from statistics that ANALYZE refreshes every few minutes at
 * best, and they only choose between forms that give the same rows, so an estimate some seconds old
 * costs at most a slower plan. Requests that arrive while an EXPLAIN runs wait for that one; a failed
 * EXPLAIN is not kept.
 */
export class LookupEstimates {
  private readonly entries: LRUCache<string, Promise<LookupEstimate[]>>;
  private readonly estimate: NonNullable<LookupEstimatesOptions['estimate']>;

  constructor(options: LookupEstimatesOptions = {}) {
    this.estimate = options.estimate ?? estimateLookups;
    this.entries = new LRUCache<string, Promise<LookupEstimate[]>>({
      max: options.max ?? DEFAULT_LOOKUP_ESTIMATES.max,
      ttl: options.ttlMs ?? DEFAULT_LOOKUP_ESTIMATES.ttlMs,
      // lru-cache reads performance.now() for ttl by default; a test clock must drive it too.
      perf: { now: options.now ?? Date.now },
      ttlAutopurge: false,
      ttlResolution: 0,
    });
  }

  get size(): number {
    return this.entries.size;
  }

  /** The estimates of `lookups`: kept ones while fresh, else one EXPLAIN on `db` (then kept). */
  take(db: Queryable, lookups: Lookup[]): Promise<LookupEstimate[]> {
    const { sql: text, params } = dialect.sqlToQuery(estimateStatement(lookups));
    const key = JSON.stringify([text, params]);
    const kept = this.entries.get(key);
    if (kept) return kept;
    const taking = this.estimate(db, lookups);
    this.entries.set(key, taking);
    taking.catch(() => {
      if (this.entries.peek(key) === taking) this.entries.delete(key);
    });
    return taking;
  }
}

/** One LookupEstimates per database handle: estimates never cross from one database to another. */
const byDatabase = new WeakMap<object, LookupEstimates>();

/** The estimates kept for `db` (the app's database handle; a transaction gets its own). */
export function lookupEstimatesOf(db: Queryable): LookupEstimates {
  let estimates = byDatabase.get(db);
  if (!estimates) {
    estimates = new LookupEstimates();
    byDatabase.set(db, estimates);
  }
  return estimates;
}

/**
 * Each lookup as a condition in the form `lookupCondition` chooses for a page (`rowsNeeded`: its offset
 * plus its size) or a count, from the planner's estimates, taken by one EXPLAIN and then reused for a
 * while (LookupEstimates).
 */
export async function searchThrough(
  db: Queryable,
  lookups: Lookup[],
  rowsNeeded: number | 'count',
): Promise<SQL[]> {
  const expected = await lookupEstimatesOf(db).take(db, lookups);
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

/**
 * The words of q as to_tsquery text: every word must occur, and one of three characters or more also
 * as the start of a longer one (typing "invo" finds "invoice"). @ and . part words, as in the
 * documents searched ("ana@demo.com" is ana, demo and com); each word is quoted so that PostgreSQL's
 * own parser splits the rest as it split the document ("e-mail"); only letters, digits and _ + -
 * remain, so nothing in q is tsquery syntax. Null when q holds no word.
 */
export function wordsQueryText(q: string): string | null {
  const words = q
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_+-]+/gu, ' ')
    .split(' ')
    .filter((w) => /[\p{L}\p{N}]/u.test(w))
    .slice(0, 16);
  if (words.length === 0) return null;
  return words.map((w) => `'${w}'${[...w].length >= 3 ? ':*' : ''}`).join(' & ');
}

/**
 * q's words in a stored tsvector column of the 'simple' configuration (GIN-indexed). The query text
 * is a value the planner sees, so it can tell a rare word (read the index) from a common one (walk the
 * list's own order and test each row).
 */
export function wordSearch(q: string, vector: AnyColumn): SQL | undefined {
  const text = wordsQueryText(q);
  return text === null ? undefined : sql`${vector} @@ to_tsquery('simple', ${text})`;
}
