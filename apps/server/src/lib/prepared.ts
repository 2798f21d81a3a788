import type { Query } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';

/**
 * Statements built once per list shape (decision 011). A list call spent about a
 * quarter of its CPU in drizzle building the same SQL text again for every request; a shape (the
 * filters present, the sort and its direction) always gives the same text, and only the values change.
 * `shaped` keeps, per database handle, what `build` made for a shape key: drizzle prepared queries
 * whose values are placeholders, filled per call. On PostgreSQL they are named statements, so each
 * pool connection parses a shape once; PGlite runs them as unnamed statements.
 */
const statementNames = new Map<string, string>();
const byDatabase = new WeakMap<object, Map<string, unknown>>();

/**
 * What `build` makes for `key` on `db`, made on first use. `build` receives a statement-name prefix
 * unique to the key in this process (PostgreSQL names are per connection, and one key always builds
 * the same texts), so every statement it names must start with it.
 */
export function shaped<T>(db: Queryable, key: string, build: (name: string) => T): T {
  let shapes = byDatabase.get(db);
  if (!shapes) {
    shapes = new Map();
    byDatabase.set(db, shapes);
  }
  const kept = shapes.get(key);
  if (kept !== undefined) return kept as T;
  let name = statementNames.get(key);
  if (!name) {
    name = `shape${statementNames.size + 1}`;
    statementNames.set(key, name);
  }
  const made = build(name);
  shapes.set(key, made);
  return made;
}

/** A statement run as it is (`name` undefined) or prepared under `name`, with placeholder values. */
export type Runnable = { execute(values?: Record<string, unknown>): Promise<unknown> };

/** `query` (already rendered, its params possibly placeholders) as a statement of `db`'s session. */
export function statement(db: Queryable, query: Query, name?: string): Runnable {
  return db._.session.prepareQuery(query, undefined, name, false);
}

/** The rows of a raw statement's answer (node-postgres and PGlite both answer `{ rows }`). */
export async function rowsOf<R = Record<string, unknown>>(
  run: Runnable,
  values?: Record<string, unknown>,
): Promise<R[]> {
  return ((await run.execute(values)) as { rows: R[] }).rows;
}
