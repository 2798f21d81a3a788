import type { OrderBy } from '@app/contracts';
import { type AnyColumn, asc, desc, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';

export function pageOffset(page: number, itemsPerPage: number): number {
  return (page - 1) * itemsPerPage;
}

export function totalPages(total: number, itemsPerPage: number): number {
  return Math.max(1, Math.ceil(total / itemsPerPage));
}

/** What a sort key orders by: a column or expression, or several (a joined row's name, then its id). */
export type SortKey = AnyColumn | SQL | readonly (AnyColumn | SQL)[];

/**
 * ORDER BY for a whitelisted sort key, with the id as a tie-breaker so pages never overlap. A key of
 * several columns orders by each in turn: the customer's name, then the customer's id, lets an index
 * walk of (name, id) feed the rows in order, where the name alone leaves every row of that name to sort.
 */
export function orderClause<K extends string>(
  columns: Record<K, SortKey>,
  sortBy: K | undefined,
  orderBy: OrderBy | undefined,
  fallback: SQL[],
  idColumn: AnyColumn,
): SQL[] {
  if (!sortBy) return fallback;
  const dir = orderBy === 'desc' ? desc : asc;
  const key = columns[sortBy];
  return [...(Array.isArray(key) ? key : [key]).map((column) => dir(column)), dir(idColumn)];
}

/** Escapes LIKE wildcards so that a search for "50%" means the text "50%". */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Where a page starts, how many rows it holds and where it ends (offset + limit: how many rows a walk
 * per group must take from each group): numbers, or placeholders of a statement kept per shape.
 */
export type PageWindow = {
  limit: number | Placeholder;
  offset: number | Placeholder;
  end: number | Placeholder;
};

export function pageWindow(paging: { page: number; itemsPerPage: number }) {
  const offset = pageOffset(paging.page, paging.itemsPerPage);
  return { limit: paging.itemsPerPage, offset, end: offset + paging.itemsPerPage };
}

/** The window of a page statement kept per shape (lib/prepared.ts); `pageWindow` gives its values. */
export const pageSlots = {
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
  end: sql.placeholder('end'),
};

/**
 * One page of a list's ids, as the subquery `page`: the filter and the order (with the id tiebreak)
 * run on the main table alone (plus a join only when the sort needs one), so the list joins its
 * details for the page's rows only. `ids` is a dynamic select of the main table's id.
 */
export function pageOfIds<T extends PgSelect>(
  ids: T,
  where: SQL | undefined,
  order: SQL[],
  paging: { page: number; itemsPerPage: number } | PageWindow,
) {
  const { limit, offset } = 'limit' in paging ? paging : pageWindow(paging);
  return ids
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
    .as('page');
}
