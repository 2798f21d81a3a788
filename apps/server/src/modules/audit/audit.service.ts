import type {
  AuditEntry,
  AuditExportQuery,
  AuditListAnswer,
  AuditListQuery,
  AuditPurgeAnswer,
  AuditSettings,
  AuditSettingsAnswer,
} from '@app/contracts';
import type { AuthContext } from '../../auth/plugin.ts';
import type { Db } from '../../db/client.ts';
import { auditSettings } from '../../db/schema/index.ts';
import { type CsvColumn, EXPORT_BATCH_SIZE } from '../../lib/csv-stream.ts';
import { claimVersion, guardEdit } from '../../lib/edit-version.ts';
import {
  type AuditRow,
  auditExportRead,
  auditList,
  purgeOlderThan,
  readSettings,
  writeRetention,
} from './audit.repository.ts';
import { visibleEntries } from './audit-scope.ts';

const toEntry = (r: AuditRow): AuditEntry => ({
  id: r.id,
  at: r.at,
  actor: r.actorId === null ? null : { id: r.actorId, fullName: r.actorName },
  action: r.action,
  table: r.table,
  recordId: r.recordId,
  changes: r.changes,
  txId: Number(r.txId),
  restorable: r.restorable,
});

/** The list call of a query: the entries the caller may see (audit-scope.ts), by time, newest first by default. */
const auditCall = <Q extends AuditExportQuery>(actor: AuthContext, query: Q) => ({
  ...query,
  sortBy: 'at',
  orderBy: query.orderBy ?? 'desc',
  reach: visibleEntries(actor),
});

/** A page of the entries the caller may see (audit-scope.ts), and their count. */
export async function listAudit(db: Db, actor: AuthContext, query: AuditListQuery): Promise<AuditListAnswer> {
  const { rows, ...total } = await auditList.page(db, auditCall(actor, query));
  return { entries: rows.map(toEntry), ...total };
}

const value = (v: unknown) =>
  v === null || v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v);

/** The export's columns: one line per entry, its changes as "field: before -> after" lines. */
export const auditCsvColumns: CsvColumn<AuditRow>[] = [
  { header: 'Time', value: (r) => r.at },
  { header: 'Actor id', value: (r) => r.actorId },
  { header: 'Actor', value: (r) => r.actorName },
  { header: 'Action', value: (r) => r.action },
  { header: 'Table', value: (r) => r.table },
  { header: 'Record id', value: (r) => r.recordId },
  {
    header: 'Changes',
    value: (r) =>
      Object.entries(r.changes)
        .map(([field, c]) =>
          c.changed ? `${field}: changed` : `${field}: ${value(c.before)} -> ${value(c.after)}`,
        )
        .join('\n'),
  },
  { header: 'Operation', value: (r) => r.txId },
];

export function auditExportBatches(
  db: Db,
  actor: AuthContext,
  query: AuditExportQuery,
  batchSize = EXPORT_BATCH_SIZE,
) {
  return auditList.exportBatches(db, auditExportRead, auditCall(actor, query), batchSize);
}

export const getAuditSettings = (db: Db): Promise<AuditSettingsAnswer> => readSettings(db);

/** With the version the card loaded, a setting saved meanwhile answers 409 with it (docs/edit-conflicts.md). */
export async function saveAuditSettings(db: Db, body: AuditSettings): Promise<AuditSettingsAnswer> {
  await guardEdit(
    () =>
      db.transaction(async (tx) => {
        await claimVersion(tx, auditSettings, 1, body.version);
        await writeRetention(tx, body.retentionDays);
      }),
    () => readSettings(db),
  );
  return readSettings(db);
}

/** Deletes the entries and before-images older than the retention setting. */
export async function purgeAudit(db: Db): Promise<AuditPurgeAnswer> {
  return db.transaction(async (tx) => {
    const { retentionDays } = await readSettings(tx);
    return purgeOlderThan(tx, retentionDays);
  });
}
