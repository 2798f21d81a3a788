import type { OrderBy } from '@app/contracts';
import { type AnyColumn, asc, desc, type SQL } from 'drizzle-orm';

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

/** Escapes LIKE wildcards so that a search for "50%" means the text "50%". */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
