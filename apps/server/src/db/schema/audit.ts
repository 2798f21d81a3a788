import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { editVersion } from './edit-version.ts';

/**
 * The audit log (docs/audit.md): one row per written row of a business table, made by the row
 * triggers of migration 0027 in the transaction of the change. `tx_id` groups the rows of one
 * operation; `actor_id` is the signed-in user of the request (app.actor_id), kept as a number so the
 * entry outlives the user.
 */
export const auditEntry = pgTable(
  'audit_entry',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id'),
    action: text('action').notNull(),
    tableName: text('table_name').notNull(),
    recordId: text('record_id').notNull(),
    changes: jsonb('changes').notNull(),
    txId: bigint('tx_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    check('audit_entry_action', sql`${t.action} in ('insert', 'update', 'delete')`),
    index('audit_entry_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_entry_record_idx').on(t.tableName, t.recordId, t.at.desc()),
    index('audit_entry_actor_idx').on(t.actorId, t.at.desc()),
    index('audit_entry_tx_idx').on(t.txId),
  ],
);

/** The before-image of a deleted row of a restorable table, secrets included; never sent as is. */
export const deletedRecord = pgTable(
  'deleted_record',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    txId: bigint('tx_id', { mode: 'number' }).notNull(),
    tableName: text('table_name').notNull(),
    recordId: text('record_id').notNull(),
    row: jsonb('row').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
    restoredAt: timestamp('restored_at', { withTimezone: true }),
  },
  (t) => [index('deleted_record_tx_idx').on(t.txId), index('deleted_record_deleted_at_idx').on(t.deletedAt)],
);

/** How long audit entries and before-images are kept: one row, id 1. */
export const auditSettings = pgTable(
  'audit_settings',
  {
    id: smallint('id').primaryKey().default(1),
    retentionDays: integer('retention_days').notNull().default(30),
    lastPurgeAt: timestamp('last_purge_at', { withTimezone: true }),
    version: editVersion(),
  },
  (t) => [
    check('audit_settings_one_row', sql`${t.id} = 1`),
    check('audit_settings_retention', sql`${t.retentionDays} between 1 and 3650`),
  ],
);
