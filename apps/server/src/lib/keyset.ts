import type { OrderBy } from '@app/contracts';
import { type AnyColumn, asc, desc, type SQL, sql } from 'drizzle-orm';

/** The last row of a batch: its sort column as text (exact, also for timestamps) and its id. */
export type KeysetAfter = { key: string | null; id: number };

/**
 * The ORDER BY of a list's sort (its column, then the id; the id alone, descending, by default),
 * the key to select with each row, and the condition for the rows after a given one:
 * `(column, id) > (key, id)`, or `<` when descending, which a (column, id) index answers directly.
 */
export function keyset(
  column: AnyColumn | SQL | undefined,
  idColumn: AnyColumn,
  orderBy: OrderBy | undefined,
) {
  const descending = !column || orderBy === 'desc';
  const dir = descending ? desc : asc;
  const cmp = sql.raw(descending ? '<' : '>');
  return {
    order: column ? [dir(column), dir(idColumn)] : [dir(idColumn)],
    key: column ? sql<string | null>`${column}::text` : sql<string | null>`null`,
    after: (last: KeysetAfter | undefined): SQL | undefined => {
      if (!last) return undefined;
      if (column) return sql`(${column}, ${idColumn}) ${cmp} (${last.key}, ${last.id})`;
      return sql`${idColumn} ${cmp} ${last.id}`;
    },
  };
}
