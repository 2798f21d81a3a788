import type { AuditAction, AuditFieldChange } from '@app/contracts';
import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { auditEntry, auditSettings, deletedRecord, users } from '../../db/schema/index.ts';
import { defineList, type ExportRead } from '../../lib/list-query.ts';

export type AuditRow = {
  id: number;
  at: string;
  actorId: number | null;
  actorName: string | null;
  action: AuditAction;
  table: string;
  recordId: string;
  changes: Record<string, AuditFieldChange>;
  txId: number;
  restorable: boolean;
};

/** Midnight UTC of an ISO date (a value, or a kept statement's placeholder). */
const startOfDay = (date: unknown) => sql`(${date}::date)::timestamp at time zone 'UTC'`;

const columns = {
  id: auditEntry.id,
  at: sql<string>`to_char(${auditEntry.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  actorId: auditEntry.actorId,
  actorName: users.fullName,
  action: sql<AuditAction>`${auditEntry.action}`,
  table: auditEntry.tableName,
  recordId: auditEntry.recordId,
  changes: sql<Record<string, AuditFieldChange>>`${auditEntry.changes}`,
  txId: auditEntry.txId,
  restorable: sql<boolean>`(${auditEntry.action} = 'delete' and exists (select 1 from ${deletedRecord} d
    where d.tx_id = ${auditEntry.txId} and d.table_name = ${auditEntry.tableName}
      and d.record_id = ${auditEntry.recordId} and d.restored_at is null))`,
};

/** What the export reads of each entry: the list's row. */
export const auditExportRead: ExportRead<AuditRow> = { columns, join: (rows) => joinActor(rows) };

const joinActor = (rows: PgSelect) => rows.leftJoin(users, eq(users.id, auditEntry.actorId));

/**
 * The audit trail as a list, declared once (lib/list-query.ts): newest first by default, by (at, id),
 * which audit_entry_at_idx answers in either direction; the actor's name is joined for the page's
 * entries only. Its one sort is `at` (the service asks for it with the direction).
 */
export const auditList = defineList({
  name: 'audit',
  table: auditEntry,
  id: auditEntry.id,
  columns,
  toItem: (row) => row,
  join: joinActor,
  filters: {
    table: {
      where: (v) => eq(auditEntry.tableName, v),
      index: 'audit_entry_record_idx (table_name, record_id, at)',
    },
    recordId: { where: (v) => eq(auditEntry.recordId, v), index: 'audit_entry_record_idx (with the table)' },
    actorId: { where: (v) => eq(auditEntry.actorId, v), index: 'audit_entry_actor_idx (actor_id, at)' },
    action: { where: (v) => eq(auditEntry.action, v), index: 'audit_entry_at_idx (walked, tested per row)' },
    from: { where: (v) => gte(auditEntry.at, startOfDay(v)), index: 'audit_entry_at_idx (at, id)' },
    to: {
      where: (v) => lt(auditEntry.at, sql`${startOfDay(v)} + interval '1 day'`),
      index: 'audit_entry_at_idx',
    },
  },
  // q is a substring of the record id or of the changed values.
  search: {
    text: [auditEntry.recordId, sql`${auditEntry.changes}::text`],
    index: 'none: the entries of the other filters are tested one by one',
  },
  sorts: { at: { by: auditEntry.at, index: 'audit_entry_at_idx (at desc, id desc)' } },
});

export async function findEntry(db: Queryable, id: number) {
  const [row] = await db
    .select({ action: auditEntry.action, txId: auditEntry.txId })
    .from(auditEntry)
    .where(eq(auditEntry.id, id));
  return row;
}

/** The operation's kept before-images that are not back yet, locked so two restores cannot race. */
export function pendingImages(db: Queryable, txId: number) {
  return db
    .select({
      id: deletedRecord.id,
      table: deletedRecord.tableName,
      recordId: deletedRecord.recordId,
      row: deletedRecord.row,
    })
    .from(deletedRecord)
    .where(and(eq(deletedRecord.txId, txId), sql`${deletedRecord.restoredAt} is null`))
    .for('update');
}

export async function hasImages(db: Queryable, txId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: deletedRecord.id })
    .from(deletedRecord)
    .where(eq(deletedRecord.txId, txId))
    .limit(1);
  return Boolean(row);
}

export function restoreRow(db: Queryable, table: string, row: unknown) {
  return db.execute(sql`select audit_restore_row(${table}, ${JSON.stringify(row)}::jsonb)`);
}

export function markRestored(db: Queryable, txId: number) {
  return db
    .update(deletedRecord)
    .set({ restoredAt: sql`now()` })
    .where(and(eq(deletedRecord.txId, txId), sql`${deletedRecord.restoredAt} is null`));
}

/** The updates the delete made to other rows in its transaction (ON DELETE SET NULL): their before values. */
export function setNullSideEffects(db: Queryable, txId: number) {
  return db
    .select({ table: auditEntry.tableName, recordId: auditEntry.recordId, changes: auditEntry.changes })
    .from(auditEntry)
    .where(and(eq(auditEntry.txId, txId), eq(auditEntry.action, 'update')));
}

/** Sets a column back to `before` on the row whose key is `recordId`, if it still holds null. */
export function undoSetNull(
  db: Queryable,
  table: string,
  keyColumns: string[],
  recordId: string,
  column: string,
  before: unknown,
) {
  const keys = recordId.split(':');
  const match = keyColumns.map((k, i) => sql`${sql.identifier(k)}::text = ${keys[i]}`);
  return db.execute(
    sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = (jsonb_populate_record(null::${sql.identifier(table)}, ${JSON.stringify({ [column]: before })}::jsonb)).${sql.identifier(column)}
      where ${sql.join(match, sql` and `)} and ${sql.identifier(column)} is null`,
  );
}

export async function readSettings(db: Queryable) {
  const [row] = await db
    .select({
      retentionDays: auditSettings.retentionDays,
      version: auditSettings.version,
      lastPurgeAt: sql<
        string | null
      >`to_char(${auditSettings.lastPurgeAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
    })
    .from(auditSettings)
    .where(eq(auditSettings.id, 1));
  return row ?? { retentionDays: 30, version: 1, lastPurgeAt: null };
}

export async function writeRetention(db: Queryable, retentionDays: number) {
  await db
    .insert(auditSettings)
    .values({ id: 1, retentionDays })
    .onConflictDoUpdate({ target: auditSettings.id, set: { retentionDays } });
}

const countOf = async (db: Queryable, query: SQL) =>
  Number(((await db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);

/** Deletes what is older than the retention: before-images first, then the entries; counts both. */
export async function purgeOlderThan(db: Queryable, days: number) {
  const cutoff = sql`now() - make_interval(days => ${days})`;
  const deletedRecords = await countOf(
    db,
    sql`with d as (delete from ${deletedRecord} where ${deletedRecord.deletedAt} < ${cutoff} returning 1) select count(*)::int as n from d`,
  );
  const entries = await countOf(
    db,
    sql`with d as (delete from ${auditEntry} where ${auditEntry.at} < ${cutoff} returning 1) select count(*)::int as n from d`,
  );
  await db.update(auditSettings).set({ lastPurgeAt: sql`now()` }).where(eq(auditSettings.id, 1));
  return { entries, deletedRecords };
}
