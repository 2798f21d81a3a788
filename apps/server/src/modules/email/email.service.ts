import {
  EMAIL_NOT_FOUND_TEXT,
  type EmailDetail,
  type EmailListAnswer,
  type EmailListQuery,
  type EmailUpdateBody,
} from '@app/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emails } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { FileStorage } from '../../lib/file-storage.ts';
import {
  countOwned,
  emailCall,
  emailList,
  emailRead,
  findContacts,
  findEmail,
  loadMeta,
  unusedKeys,
  updateOwned,
} from './email.repository.ts';
import { withThreads, withWholeThread } from './email-answer.ts';

const CURSOR = /^(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d{1,6})?[+-]\d\d(?::\d\d)?)\|([1-9][0-9]{0,9})$/;

/** The last row of the page before, as the cursor names it: its time as text and its id. */
type ListAfter = { key: string; id: number };

function readCursor(cursor: string | undefined): ListAfter | undefined {
  if (!cursor) return undefined;
  const match = CURSOR.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  const time = match ? Date.parse(match[1].replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')) : Number.NaN;
  if (!match || Number.isNaN(time)) throw badRequest('cursor', 'is not a cursor of this list');
  return { key: match[1], id: Number(match[2]) };
}

const writeCursor = (after: ListAfter) => Buffer.from(`${after.key}|${after.id}`).toString('base64url');

/** GET /api/apps/email: a keyset page of the mailbox, the sidebar counts and the next page's cursor. */
export async function listEmails(db: Db, ownerId: number, query: EmailListQuery): Promise<EmailListAnswer> {
  const after = readCursor(query.cursor);
  // One row more than asked tells that more follow.
  const rows = await emailList.batchAfter(
    db,
    emailRead,
    emailCall(ownerId, query),
    after,
    query.itemsPerPage + 1,
  );
  const page = rows.slice(0, query.itemsPerPage);
  const last = page.at(-1);
  const more = rows.length > query.itemsPerPage && last;
  const [list, emailsMeta] = await Promise.all([
    withThreads(
      db,
      ownerId,
      page.map((r) => r.row),
    ),
    loadMeta(db, ownerId),
  ]);
  return {
    emails: list,
    emailsMeta,
    nextCursor: more && last.key !== null ? writeCursor({ key: last.key, id: last.id }) : null,
  };
}

/**
 * POST /api/apps/email: merges isRead, isStarred, folder and isDeleted into the caller's e-mails and
 * toggles `label` on each. An id that is not an e-mail of the caller's mailbox (another user's, or
 * none) answers 404 and nothing changes.
 */
export async function updateEmails(db: Db, ownerId: number, body: EmailUpdateBody): Promise<void> {
  const ids = [...new Set(body.ids)];
  await db.transaction(async (tx) => {
    if ((await countOwned(tx, ownerId, ids)) !== ids.length) throw notFound(EMAIL_NOT_FOUND_TEXT);
    await updateOwned(tx, ownerId, ids, body.data ?? {}, body.label);
  });
}

/**
 * GET /api/apps/email/{id}: one e-mail of the caller with its whole thread. Reading it changes nothing:
 * the web app marks an opened mail read through the bulk update (docs/email.md).
 */
export async function getEmail(db: Db, ownerId: number, id: number): Promise<EmailDetail> {
  const row = await findEmail(db, ownerId, id);
  if (!row) throw notFound(EMAIL_NOT_FOUND_TEXT);
  return withWholeThread(db, ownerId, row);
}

/** DELETE /api/apps/email/{id}: only an e-mail in the trash is deleted for ever, with its files. */
export async function deleteForever(
  db: Db,
  storage: FileStorage,
  ownerId: number,
  id: number,
): Promise<void> {
  const keys = await db.transaction(async (tx) => {
    const row = await findEmail(tx, ownerId, id, true);
    if (!row) throw notFound(EMAIL_NOT_FOUND_TEXT);
    if (!row.isDeleted) throw conflict('id', 'is not in the trash: move it to the trash first');
    const files = (await tx.execute(
      sql`delete from email_attachments where email_id = ${id} returning storage_key as "key"`,
    )) as { rows: { key: string }[] };
    await tx.delete(emails).where(eq(emails.id, id));
    return files.rows.map((f) => f.key);
  });
  await dropFiles(db, storage, keys);
}

/** Deletes stored files that no attachment row uses any more (copies share one file). */
export async function dropFiles(db: Db, storage: FileStorage, keys: string[]): Promise<void> {
  for (const key of await unusedKeys(db, keys)) {
    // The demo's sample files stay: the seed's rows of other databases may point at them.
    if (!key.startsWith('email/sample-')) await storage.delete(key);
  }
}

/** GET /api/apps/email/contacts: app users for the address fields, at most 8. */
export async function listContacts(db: Db, q: string) {
  const rows = await findContacts(db, q, 8);
  return { contacts: rows.map((r) => ({ email: r.email, name: r.name, avatar: r.avatar ?? '' })) };
}

export { findAttachment } from './email.repository.ts';
export { type AppNotice, deliverAppNotices } from './email-delivery.service.ts';
