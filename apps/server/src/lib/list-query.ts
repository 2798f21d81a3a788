import type { OrderBy } from '@app/contracts';
import {
  type AnyColumn,
  and,
  asc,
  desc,
  eq,
  inArray,
  or,
  type Placeholder,
  type SQL,
  type Subquery,
  sql,
} from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Queryable } from '../db/client.ts';
import { EXPORT_BATCH_SIZE, keysetBatches } from './csv-stream.ts';
import { keptPage, keptTotal } from './kept-searches.ts';
import { cappedCount, countStatements, countWith, type ListTotal, pageWithTotal } from './list-count.ts';
import { likePattern, pageOffset } from './paging.ts';
import { shaped } from './prepared.ts';
import { type Lookup, numberSearch, searchThrough, textSearch } from './search.ts';

/**
 * One list of the API, declared once (decision 013): its table, the row it answers, its filters, its
 * search and its sorts, each with the index that serves it. `defineList` turns the declaration into
 * the list's page and total (`page`), its rows alone (`rows`), its total alone (`count`) and its
 * export (`exportBatches`). A list call takes one of three paths, chosen here and nowhere else:
 * - kept statements: no row rule and no search through another table or of a number, so one SQL text
 *   per shape (the filters set and the sort) whose values are placeholders (lib/prepared.ts);
 * - a search's kept ids: q without a row rule; its first pages are read once, in the list's order, and
 *   sliced for the next pages until a table it reads is written (lib/kept-searches.ts);
 * - built for the call: a row rule, or a search through another table whose form the planner's
 *   estimates choose for the rows the page needs (lib/search.ts).
 * The total is exact up to 1,000 matching rows, then the planner's estimate (lib/list-count.ts).
 */

/** What a list call asks: its paging, its sort, q, its filters' values and the caller's row rule. */
export type ListCall = {
  page: number;
  itemsPerPage: number;
  q?: string;
  sortBy?: string;
  orderBy?: OrderBy;
  /** The rows the caller's rules reach (decision 015), as SQL from `reachableRows`; none: all. */
  reach?: SQL;
};

/** A list call without its paging: what an export filters and sorts by. */
export type ListFilterCall = Omit<ListCall, 'page' | 'itemsPerPage'>;

/** A filter: the query field of its name compared by `where`, served by `index`. */
export type ListFilter = {
  /** The condition for the field's value, or for the placeholder of a kept statement. */
  where: (value: Placeholder | never) => SQL;
  /** Whether the value filters at all; by default any value but undefined, null, '' and 0. */
  when?: (value: unknown) => boolean;
  /** The condition's SQL depends on the value (a literal of a partial index, a branch): never kept. */
  built?: true;
  /** The index (or indexes) that answers the condition in the list's orders. */
  index: string;
};

/** What q searches: the list's own text columns, a number column's digits, other tables by id. */
export type ListSearch = {
  /** Text columns of the list's table, searched with ILIKE '%q%' (a pg_trgm GIN index each). */
  text?: (AnyColumn | SQL)[];
  /** A number column whose digits q may hold (its `::text` carries a trigram index). */
  number?: AnyColumn;
  /** A condition built for q's value (any other form of search). */
  where?: (q: string) => SQL | undefined;
  /** Other tables the list points at whose rows q may match, as lookups (lib/search.ts). */
  through?: (q: string) => Lookup[];
  index: string;
};

/** A sort: its column, any further tiebreak columns before the id, and the join it needs. */
export type ListSort = {
  by: AnyColumn | SQL;
  /** Columns ordered after `by` and before the id (a joined row's id, so an index walk feeds the rows). */
  tiebreak?: AnyColumn[];
  /** The join the ids of a page need to order by `by` (another table's column). */
  join?: (ids: PgSelect) => PgSelect;
  /** The page's ids in this sort without q, in place of the walk of `by` (products per category). */
  pageWithoutSearch?: (
    db: Queryable,
    orderBy: OrderBy | undefined,
    where: SQL | undefined,
    w: PageWindow,
  ) => Page;
  /** One export batch in this sort, in place of the keyset walk of (by, id). */
  exportBatch?: ExportBatch;
  index: string;
};

/** One export batch of a sort of its own: the rows under `where` after `after`, `size` at least. */
export type ExportBatch = <E>(
  db: Queryable,
  read: ExportRead<E>,
  where: SQL | undefined,
  orderBy: OrderBy | undefined,
  after: KeysetAfter | undefined,
  size: number,
) => Promise<(E & KeysetAfter)[]>;

/** A page of ids as the subquery `page`. */
export type Page = Subquery<'page'> & { id: AnyColumn };

/** The last row of an export batch: its sort column as text (exact, also for timestamps) and its id. */
export type KeysetAfter = { key: string | null; id: number };

/** What an export batch selects and joins to the list's table. */
export type ExportRead<E> = {
  columns: SelectedFields;
  join?: (rows: PgSelect) => PgSelect;
  /** Only for typing the rows: never read. */
  row?: E;
};

export type ListDeclaration<C extends SelectedFields, Out> = {
  /** The list's name: its kept statements' and kept searches' keys start with it. */
  name: string;
  table: PgTable;
  id: PgColumn;
  /** The row the list answers, and how it becomes the answer's item. */
  columns: C;
  toItem: (row: SelectResultFields<C>) => Out;
  /**
   * The tables the row joins for its details. With joins the page is read as ids from the list's
   * table alone (an index walk), then the page's rows are joined.
   */
  join?: (rows: PgSelect) => PgSelect;
  /** Without joins, whether the page is still read as ids first (an index-only walk), then its rows. */
  idsFirst?: boolean;
  /** The sort (and its direction) of a call that asks for none; by default the id, descending. */
  defaultSort?: { sortBy?: string; orderBy: OrderBy };
  /**
   * The tables whose writes change the list's rows (its own, and those its search or sorts read),
   * when the list-change triggers announce every one of them (migration 0034): only then are a
   * search's ids kept (lib/kept-searches.ts).
   */
  changes?: string[];
  filters: Record<string, ListFilter>;
  search?: ListSearch;
  sorts: Record<string, ListSort>;
  /**
   * Which calls without a row rule keep their first pages' ids (lib/kept-searches.ts): by default a
   * search; a list whose filters or a joined sort leave many rows to sort for each page keeps those too.
   */
  keepIds?: (call: ListCall & Record<string, unknown>) => boolean;
};

/**
 * Where a page starts, how many rows it holds and where it ends (offset + limit: how many rows a walk
 * per group must take from each group): numbers, or placeholders of a statement kept per shape.
 */
export type PageWindow = {
  limit: number | Placeholder;
  offset: number | Placeholder;
  end: number | Placeholder;
};

function pageWindow(paging: { page: number; itemsPerPage: number }) {
  const offset = pageOffset(paging.page, paging.itemsPerPage);
  return { limit: paging.itemsPerPage, offset, end: offset + paging.itemsPerPage };
}

/** The window of a page statement kept per shape; `pageWindow` gives its values. */
const pageSlots = {
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
  end: sql.placeholder('end'),
};

/**
 * One page of a list's ids, as the subquery `page`: the filter and the order (with the id tiebreak)
 * run on the main table alone (plus a join only when the sort needs one), so the list joins its
 * details for the page's rows only. `ids` is a dynamic select of the main table's id.
 */
function pageOfIds<T extends PgSelect>(ids: T, where: SQL | undefined, order: SQL[], window: PageWindow) {
  return ids
    .where(where)
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset)
    .as('page');
}

/** The placeholder of a filter (apart from the page window's limit, offset and end). */
const slot = (field: string) => `filter_${field}`;

/** A value that filters: anything but undefined, null, '' and 0 (the contracts' "no filter" values). */
const filtersByDefault = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && value !== 0;

export function defineList<C extends SelectedFields, Out>(list: ListDeclaration<C, Out>) {
  type Row = SelectResultFields<C>;
  /** The row's columns as drizzle selects them (the declaration's type gives the rows' type). */
  const columns: SelectedFields = list.columns;
  const filterNames = Object.keys(list.filters);
  /** A search whose SQL depends on q's value (lookups, a number), so it is never one kept statement. */
  const searchIsBuilt = Boolean(list.search?.number || list.search?.through || list.search?.where);

  /** The filters a call sets, by name, with their values. */
  const setFilters = (call: Record<string, unknown>) => {
    const set: Record<string, unknown> = {};
    for (const name of filterNames) {
      const value = call[name];
      if ((list.filters[name].when ?? filtersByDefault)(value)) set[name] = value;
    }
    return set;
  };

  /** The ORDER BY of the list (the sort, its tiebreaks, the id; the id descending by default). */
  const listOrder = (sortBy: string | undefined, orderBy: OrderBy | undefined): SQL[] => {
    const sort = sortBy ? list.sorts[sortBy] : undefined;
    if (!sort) return [(list.defaultSort?.orderBy === 'asc' ? asc : desc)(list.id)];
    const dir = orderBy === 'desc' ? desc : asc;
    return [dir(sort.by), ...(sort.tiebreak ?? []).map((column) => dir(column)), dir(list.id)];
  };

  /** The ids of the list's rows in its order, joined only to what the sort needs. */
  const orderedIds = (db: Queryable, call: Pick<ListCall, 'sortBy' | 'orderBy'>) => {
    let ids = db.select({ id: list.id }).from(list.table).$dynamic();
    const join = call.sortBy ? list.sorts[call.sortBy]?.join : undefined;
    if (join) ids = join(ids) as typeof ids;
    return { ids, order: listOrder(call.sortBy, call.orderBy) };
  };

  const joined = <T extends PgSelect>(rows: T): T => (list.join ? (list.join(rows) as T) : rows);

  /** The conditions of the filters set, on values or placeholders. */
  const filterConditions = (set: Record<string, unknown>) =>
    Object.entries(set).map(([name, value]) => list.filters[name].where(value as Placeholder));

  /**
   * q as one condition: for a kept statement (`rowsNeeded` undefined) q is the placeholder of its LIKE
   * pattern; otherwise the lookups take the form chosen for the rows needed (a page's offset plus
   * its size, 'count', or 'all' for the export's walk over every row: `in (select …)`).
   */
  const searchCondition = async (
    db: Queryable,
    q: string | Placeholder,
    rowsNeeded: number | 'count' | 'all',
  ): Promise<SQL | undefined> => {
    const search = list.search;
    if (!search) return undefined;
    const parts: (SQL | undefined)[] = [];
    if (search.through && typeof q === 'string') {
      const lookups = search.through(q);
      if (rowsNeeded === 'all') {
        for (const lookup of lookups) {
          const ids = new QueryBuilder().select({ id: lookup.id }).from(lookup.table).where(lookup.match);
          parts.push(inArray(lookup.fk, ids));
        }
      } else parts.push(...(await searchThrough(db, lookups, rowsNeeded)));
    }
    if (search.where && typeof q === 'string') parts.push(search.where(q));
    if (search.text) parts.push(textSearch(q, search.text));
    if (search.number && typeof q === 'string') parts.push(numberSearch(q, search.number));
    return or(...parts);
  };

  /** The call's WHERE, built for its values (the paths without kept statements). */
  const whereOf = async (db: Queryable, call: ListFilterCall, rowsNeeded: number | 'count' | 'all') =>
    and(
      call.q ? await searchCondition(db, call.q, rowsNeeded) : undefined,
      ...filterConditions(setFilters(call)),
      call.reach,
    );

  /** One page of rows: in the list's order, its details joined for the page's ids only. */
  const pageQuery = (db: Queryable, call: ListCall, where: SQL | undefined, window: PageWindow) => {
    const { ids, order } = orderedIds(db, call);
    if (!list.join && !list.idsFirst) {
      return db
        .select(columns)
        .from(list.table)
        .$dynamic()
        .where(where)
        .orderBy(...order)
        .limit(window.limit)
        .offset(window.offset);
    }
    const custom = call.sortBy && !call.q ? list.sorts[call.sortBy]?.pageWithoutSearch : undefined;
    const page = custom ? custom(db, call.orderBy, where, window) : pageOfIds(ids, where, order, window);
    const rows = db.select(columns).from(page).$dynamic();
    return joined(rows.innerJoin(list.table, eq(list.id, page.id))).orderBy(...order);
  };

  /**
   * The statements of a call without a row rule and whose q (if any) is text of the list's own
   * columns, built once per shape; undefined for any other call.
   */
  const keptStatements = (db: Queryable, call: ListCall) => {
    if (call.reach || (call.q && searchIsBuilt)) return undefined;
    if (Object.keys(setFilters(call)).some((field) => list.filters[field].built)) return undefined;
    // A shape: the filters set and the sort (a direction without a sort changes nothing).
    const set = Object.keys({ ...(call.q ? { q: true } : {}), ...setFilters(call) });
    const sort = call.sortBy ? [call.sortBy, call.orderBy ?? ''] : [];
    const key = [list.name, ...set, '/', ...sort].join('|');
    return shaped(db, key, (name) => {
      const slots = Object.fromEntries(set.map((field) => [field, sql.placeholder(slot(field))]));
      const { q, ...filterSlots } = slots;
      const where = and(
        q ? textSearch(q, list.search?.text ?? []) : undefined,
        ...filterConditions(filterSlots),
      );
      const { ids, order } = orderedIds(db, call);
      return {
        page: pageQuery(db, call, where, pageSlots).prepare(`${name}_page`),
        count: countStatements(db, db.select({ id: list.id }).from(list.table).where(where), `${name}_count`),
        ids: ids
          .where(where)
          .orderBy(...order)
          .limit(sql.placeholder('n'))
          .prepare(`${name}_ids`),
      };
    });
  };

  /** A kept statement's placeholder values: q's LIKE pattern, the filters' values and the page window. */
  const placeholderValues = (call: ListCall) => {
    const values: Record<string, unknown> = { ...pageWindow(call) };
    if (call.q) values[slot('q')] = likePattern(call.q);
    for (const [field, value] of Object.entries(setFilters(call))) values[slot(field)] = value;
    return values;
  };

  /** The rows of the given ids, in any order (a page of a search's kept ids). */
  const rowsOfIds = (db: Queryable) =>
    shaped(db, `${list.name}|kept-rows`, (name) =>
      joined(db.select(columns).from(list.table).$dynamic())
        .where(sql`${list.id} = any(${sql.placeholder('ids')}::int[])`)
        .prepare(`${name}_rows`),
    );

  /** A search (q without a row rule) as lib/kept-searches.ts keeps it: its values, sort and tables. */
  const keptSearch = (call: ListCall) => {
    if (!list.changes || call.reach || !(list.keepIds ? list.keepIds(call) : call.q)) return undefined;
    const values = filterNames.map((name) => (call as Record<string, unknown>)[name]);
    return {
      key: JSON.stringify([list.name, call.q, ...values, call.sortBy, call.orderBy]),
      tables: list.changes,
    };
  };

  const items = (rows: unknown[]) => (rows as Row[]).map(list.toItem);

  /** The call with the list's default sort when it asks for none. */
  const sorted = <T extends ListFilterCall>(call: T): T =>
    call.sortBy || !list.defaultSort?.sortBy ? call : { ...call, ...list.defaultSort };

  /** The page's items. */
  async function rows(db: Queryable, asked: ListCall): Promise<Out[]> {
    const call = sorted(asked);
    const kept = keptStatements(db, call);
    const search = keptSearch(call);
    if (search) {
      const read = async (n: number) => {
        if (kept) {
          const found = (await kept.ids.execute({ ...placeholderValues(call), n })) as { id: number }[];
          return found.map((row) => row.id);
        }
        const { ids, order } = orderedIds(db, call);
        const found = (await ids
          .where(await whereOf(db, call, n))
          .orderBy(...order)
          .limit(n)) as { id: number }[];
        return found.map((row) => row.id);
      };
      const byIds = (ids: number[]) => rowsOfIds(db).execute({ ids }) as Promise<{ id: number }[]>;
      const fromKept = await keptPage(db, search, call, read, byIds);
      if (fromKept) return items(fromKept);
    }
    if (kept) return items(await kept.page.execute(placeholderValues(call)));
    const where = await whereOf(db, call, call.page * call.itemsPerPage);
    return items(await pageQuery(db, call, where, pageWindow(call)));
  }

  /** Exact up to EXACT_COUNT_LIMIT rows, then the planner's estimate, flagged; a search's kept with it. */
  function count(db: Queryable, asked: ListCall): Promise<ListTotal> {
    const call = sorted(asked);
    const kept = keptStatements(db, call);
    const counted = kept
      ? () => countWith(db, kept.count, placeholderValues(call))
      : async () =>
          cappedCount(
            db,
            db
              .select({ id: list.id })
              .from(list.table)
              .where(await whereOf(db, call, 'count')),
          );
    return keptTotal(db, keptSearch(call), counted);
  }

  /** The page and its total: a page that is not full tells the total itself (no count). */
  async function page(db: Queryable, call: ListCall): Promise<{ rows: Out[] } & ListTotal> {
    return pageWithTotal(
      call,
      () => rows(db, call),
      () => count(db, call),
    );
  }

  /**
   * The statement of the rows after a given one in the list's sort (its column, then the id; the id
   * descending by default): `(column, id) > (key, id)` (or `<`), which the list's (column, id) indexes
   * answer without reading the rows before it. Wrapped, as a drizzle query runs when awaited.
   */
  async function afterQuery<E>(
    db: Queryable,
    read: ExportRead<E>,
    call: ListFilterCall,
    after: KeysetAfter | undefined,
    size: number,
  ) {
    const where = await whereOf(db, call, 'all');
    const column = call.sortBy ? list.sorts[call.sortBy]?.by : undefined;
    const descending = column ? call.orderBy === 'desc' : list.defaultSort?.orderBy !== 'asc';
    const dir = descending ? desc : asc;
    const cmp = sql.raw(descending ? '<' : '>');
    const key = column ? sql<string | null>`${column}::text` : sql<string | null>`null`;
    let next: SQL | undefined;
    if (after && column) next = sql`(${column}, ${list.id}) ${cmp} (${after.key}, ${after.id})`;
    else if (after) next = sql`${list.id} ${cmp} ${after.id}`;
    let batch = db
      .select({ ...read.columns, id: list.id, key })
      .from(list.table)
      .$dynamic();
    if (read.join) batch = read.join(batch) as typeof batch;
    return {
      query: batch
        .where(and(where, next))
        .orderBy(...(column ? [dir(column), dir(list.id)] : [dir(list.id)]))
        .limit(size),
    };
  }

  /** The rows after a given one (an export's batch, a cursor's page): afterQuery, or the sort's own batch. */
  async function batchAfter<E>(
    db: Queryable,
    read: ExportRead<E>,
    asked: ListFilterCall,
    after: KeysetAfter | undefined,
    size: number,
  ): Promise<(E & KeysetAfter)[]> {
    const call = sorted(asked);
    const custom = call.sortBy ? list.sorts[call.sortBy]?.exportBatch : undefined;
    if (custom) return custom(db, read, await whereOf(db, call, 'all'), call.orderBy, after, size);
    return (await (
      await afterQuery(db, read, call, after, size)
    ).query) as (E & KeysetAfter)[];
  }

  /** Every row of the call's filter and sort, batch after batch, each read by its own query. */
  function exportBatches<E>(
    db: Queryable,
    read: ExportRead<E>,
    call: ListFilterCall,
    batchSize = EXPORT_BATCH_SIZE,
  ): AsyncGenerator<(E & KeysetAfter)[]> {
    return keysetBatches<E & KeysetAfter>(
      (after, size) => batchAfter(db, read, call, after, size),
      batchSize,
    );
  }

  return { page, rows, count, batchAfter, afterQuery, exportBatches };
}
