import type { OrderBy } from '@app/contracts';
import { type AnyColumn, asc, desc, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';

export function pageOffset(page: number, itemsPerPage: number): number {
  return (page - 1) * itemsPerPage;
}

export function totalPages(total: number, itemsPerPage: number): number {
  return Math.max(1, Math.ceil(total / itemsPerPage));
}

/** ORDER BY for a whitelisted sort key, with the id as a tie-breaker so pages never overlap. */
export function orderClause<K extends string>(
  columns: Record<K, AnyColumn | SQL>,
  sortBy: K | undefined,
  orderBy: OrderBy | undefined,
  fallback: SQL[],
  idColumn: AnyColumn,
): SQL[] {
  if (!sortBy) return fallback;
  const dir = orderBy === 'desc' ? desc : asc;
  return [dir(columns[sortBy]), dir(idColumn)];
}

/**
 * The ids of the first `n` rows of a list's select of ids (`select({ id }).from(…).$dynamic()`, with
 * the joins its sort needs) under `where`, in `order`: what a kept search reads (lib/kept-searches.ts).
 */
export async function firstIds(
  ids: PgSelect,
  where: SQL | undefined,
  order: SQL[],
  n: number,
): Promise<number[]> {
  const rows = (await ids
    .where(where)
    .orderBy(...order)
    .limit(n)) as { id: number }[];
  return rows.map((row) => row.id);
}

/** Escapes LIKE wildcards so that a search for "50%" means the text "50%". */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Where a page starts and how many rows it holds: numbers, or placeholders of a statement kept per shape. */
export type PageWindow = { limit: number | Placeholder; offset: number | Placeholder };

export function pageWindow(paging: { page: number; itemsPerPage: number }) {
  return { limit: paging.itemsPerPage, offset: pageOffset(paging.page, paging.itemsPerPage) };
}

/** The window of a page statement kept per shape (lib/prepared.ts); `pageWindow` gives its values. */
export const pageSlots = { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') };

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
