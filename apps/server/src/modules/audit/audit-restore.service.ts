import type { AuditFieldChange, AuditRestoreAnswer } from '@app/contracts';
import type { AuthContext } from '../../auth/plugin.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import {
  findEntry,
  hasImages,
  markRestored,
  pendingImages,
  restoreRow,
  setNullSideEffects,
  undoSetNull,
} from './audit.repository.ts';
import { assertMayRestore, type RestoreImage } from './audit-restore-rights.ts';

/**
 * The tables whose deleted rows keep a before-image (the triggers' 'keep'), parents before children:
 * a restore inserts in this order, so every row finds the rows it refers to.
 */
export const RESTORE_ORDER = [
  'users',
  'user_profiles',
  'account_settings',
  'two_factors',
  'customers',
  'customer_addresses',
  'products',
  'orders',
  'order_items',
  'order_events',
  'reviews',
  'referrals',
  'invoices',
  'invoice_items',
  'invoice_payments',
  'emails',
  'email_attachments',
  'calendar_events',
  'calendar_event_guests',
] as const;

/** Primary keys that are not `id` (record ids join them with ':'), as the triggers of migration 0027 name them. */
const KEY_COLUMNS: Record<string, string[]> = {
  user_profiles: ['user_id'],
  account_settings: ['user_id'],
  two_factors: ['user_id'],
  role_permissions: ['role_id', 'permission_id'],
  shop_settings: ['section'],
  calendar_event_guests: ['event_id', 'user_id'],
  deal_products: ['deal_id', 'product_id'],
  licence_users: ['licence_id', 'user_id'],
  plans: ['key'],
};

const errorCode = (error: unknown): { code?: string; constraint?: string } => {
  for (
    let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (typeof e.code === 'string' && /^\d{5}$|^[0-9A-Z]{5}$/.test(e.code)) return e;
  }
  return {};
};

function restoreConflict(error: unknown, table: string, recordId: string): unknown {
  const { code, constraint } = errorCode(error);
  const what = `The ${table} record ${recordId} cannot be restored`;
  if (code === '23503') {
    return new HttpError(409, {
      message: `${what}: a record it refers to no longer exists (${constraint ?? 'foreign key'}). Nothing was restored.`,
    });
  }
  if (code === '23505') {
    return new HttpError(409, {
      message: `${what}: one of its unique values is now used by another record (${constraint ?? 'unique'}). Nothing was restored.`,
    });
  }
  return error;
}

const rank = (table: string) => {
  const i = (RESTORE_ORDER as readonly string[]).indexOf(table);
  return i < 0 ? RESTORE_ORDER.length : i;
};

/** Links the delete cut (ON DELETE SET NULL) are put back on the rows that still have none. */
async function undoSideEffects(tx: Queryable, txId: number): Promise<void> {
  for (const entry of await setNullSideEffects(tx, txId)) {
    const changes = Object.entries(entry.changes as Record<string, AuditFieldChange>);
    const allCut = changes.every(([, c]) => c.after === null && c.before !== null && c.before !== undefined);
    if (!allCut) continue;
    for (const [column, change] of changes) {
      await undoSetNull(
        tx,
        entry.table,
        KEY_COLUMNS[entry.table] ?? ['id'],
        entry.recordId,
        column,
        change.before,
      );
    }
  }
}

/**
 * Puts back every row the operation of audit entry `id` deleted, with their original ids, in one
 * transaction: a row that cannot come back (its parent is gone, a unique value is taken) is a 409
 * and nothing is written; so is one the caller could not create (403, audit-restore-rights.ts). The
 * restore's inserts are audited as the caller's.
 */
export async function restoreDeletion(db: Db, actor: AuthContext, id: number): Promise<AuditRestoreAnswer> {
  const entry = await findEntry(db, id);
  if (!entry) throw notFound('Audit entry not found');
  if (entry.action !== 'delete') throw new HttpError(409, { message: 'Only a deletion can be restored.' });
  return db.transaction(async (tx) => {
    const images = await pendingImages(tx, entry.txId);
    if (images.length === 0) {
      const message = (await hasImages(tx, entry.txId))
        ? 'This deletion has already been restored.'
        : 'Nothing of this deletion was kept (the table keeps no copies, or the retention period has passed).';
      throw new HttpError(409, { message });
    }
    images.sort((a, b) => rank(a.table) - rank(b.table) || a.id - b.id);
    for (const image of images) {
      try {
        await restoreRow(tx, image.table, image.row);
      } catch (error) {
        throw restoreConflict(error, image.table, image.recordId);
      }
    }
    await assertMayRestore(tx, actor, images as RestoreImage[]);
    await undoSideEffects(tx, entry.txId);
    await markRestored(tx, entry.txId);
    return { restored: images.map((i) => ({ table: i.table, recordId: i.recordId })) };
  });
}
