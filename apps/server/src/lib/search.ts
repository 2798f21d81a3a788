import { type AnyColumn, ilike, or, type SQL, sql } from 'drizzle-orm';
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
