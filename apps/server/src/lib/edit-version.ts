import { EDIT_CONFLICT_TEXT } from '@app/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client.ts';
import { HttpError } from './errors.ts';

type Versioned = PgTable & { id: PgColumn; version: PgColumn };
type VersionedBy = PgTable & { version: PgColumn };

/** Thrown inside an update's transaction, so that it rolls back; `guardEdit` turns it into the 409. */
class StaleVersion extends Error {}

/**
 * The first statement of an update's transaction when the form sent the version it loaded
 * (docs/edit-conflicts.md): `select … where id = $1 and version = $2 for update`. The lock holds
 * until the transaction ends, so no other write lands between this check and the update; a row at
 * another version stops the transaction before it writes anything. A row that is gone passes, and
 * the update's own check answers its 404. Without a version the update overwrites (last write wins).
 */
export function claimVersion(
  tx: Queryable,
  table: Versioned,
  id: number,
  version: number | undefined,
): Promise<void> {
  return claimVersionBy(tx, table, table.id, id, version);
}

/** `claimVersion` for a table keyed by another column (shop_settings by `section`). */
export async function claimVersionBy(
  tx: Queryable,
  table: VersionedBy,
  key: PgColumn,
  value: number | string,
  version: number | undefined,
): Promise<void> {
  if (version === undefined) return;
  const [claimed] = await tx
    .select({ key })
    .from(table as PgTable)
    .where(and(eq(key, value), eq(table.version, version)))
    .for('update');
  if (claimed) return;
  const [exists] = await tx
    .select({ key })
    .from(table as PgTable)
    .where(eq(key, value));
  if (exists) throw new StaleVersion();
}

/**
 * For a write that changes what the edit forms of other records show without updating their rows (a
 * role's permissions and a permission's roles live in role_permissions): asks each of those records
 * for its next version, so a form open on one of them meets a 409 (the trigger still sets the number).
 * Not for a row this transaction has updated already: that one keeps the version its update set.
 */
export async function touchVersions(tx: Queryable, table: Versioned, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(
    sql`update ${table} set ${sql.identifier('version')} = ${table.version} + 1 where ${inArray(table.id, ids)}`,
  );
}

/** The ids in one list and not in the other: the records whose links a save changed. */
export const changedIds = (before: number[], after: number[]): number[] => [
  ...new Set([...before.filter((id) => !after.includes(id)), ...after.filter((id) => !before.includes(id))]),
];

/** Runs an update; when its version was stale, answers 409 with the record as it is now (`current`). */
export async function guardEdit<T>(update: () => Promise<T>, current: () => Promise<unknown>): Promise<T> {
  try {
    return await update();
  } catch (error) {
    if (!(error instanceof StaleVersion)) throw error;
    throw new HttpError(409, { message: EDIT_CONFLICT_TEXT, current: await current() });
  }
}
