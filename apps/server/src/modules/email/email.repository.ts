import type { EmailFilter, EmailFolder, EmailListQuery, EmailsMeta } from '@app/contracts';
import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { emailAttachments, emailCounts, emails, users } from '../../db/schema/index.ts';
import { defineList, type ExportRead } from '../../lib/list-query.ts';
import { textSearch, wordSearch } from '../../lib/search.ts';

/** All SQL of the mailbox (docs/email.md). Every query names the owner: a mailbox is private. */

export type EmailRow = typeof emails.$inferSelect;
export type AttachmentRow = typeof emailAttachments.$inferSelect;

const mine = (ownerId: number) => eq(emails.ownerId, ownerId);

/**
 * The mailbox as a list, declared once (lib/list-query.ts), newest first, read a cursor's page at a
 * time (`batchAfter` after the cursor's (time, id)); its row rule is the owner: a mailbox is private
 * (emailCall). The filter is a folder, starred or trashed ('any': every folder, for a label alone);
 * deleted mails only under trashed; a label (each label has its own partial index, so its literal
 * goes into the SQL text); q as a substring of the sender's name or the subject (trigram indexes), or
 * as words anywhere in the mail, body included (the search_vector's GIN index).
 */
export const emailList = defineList({
  name: 'emails',
  table: emails,
  id: emails.id,
  columns: { row: emails },
  toItem: (r) => r.row,
  filters: {
    filter: {
      where: (v) => {
        const filter = v as unknown as EmailFilter | 'any';
        if (filter === 'trashed') return sql`${emails.isDeleted}`;
        const kept = sql`not ${emails.isDeleted}`;
        if (filter === 'starred') return sql`${kept} and ${emails.isStarred}`;
        return filter === 'any' ? kept : sql`${kept} and ${eq(emails.folder, filter)}`;
      },
      built: true,
      index:
        'emails_folder_idx (owner_id, folder, is_deleted, time, id), emails_trash_idx, emails_starred_idx',
    },
    label: {
      where: (v) => sql`${emails.labels} @> array[${sql.raw(`'${v as unknown as string}'`)}]`,
      built: true,
      index: 'emails_label_<label>_idx (partial, per label)',
    },
  },
  search: {
    where: (q) => or(textSearch(q, [emails.subject, emails.fromName]), wordSearch(q, emails.searchVector)),
    index: 'emails_subject_trgm_idx, emails_from_name_trgm_idx, emails_search_idx (search_vector)',
  },
  sorts: { time: { by: emails.time, index: 'emails_folder_idx (…, time, id)' } },
});

/** What a page reads of each mail: the whole row. */
export const emailRead: ExportRead<{ row: EmailRow }> = { columns: { row: emails } };

/** A list call of the owner's mailbox: without filter and label the inbox, with a label alone every folder. */
export function emailCall(ownerId: number, query: Pick<EmailListQuery, 'q' | 'filter' | 'label'>) {
  return {
    q: query.q,
    filter: query.filter ?? (query.label ? 'any' : 'inbox'),
    label: query.label,
    sortBy: 'time',
    orderBy: 'desc' as const,
    reach: mine(ownerId),
  };
}

export async function loadMeta(db: Queryable, ownerId: number): Promise<EmailsMeta> {
  const [row] = await db.select().from(emailCounts).where(eq(emailCounts.ownerId, ownerId));
  return {
    inbox: row?.inboxUnread ?? 0,
    draft: row?.drafts ?? 0,
    spam: row?.spamUnread ?? 0,
    star: row?.starred ?? 0,
  };
}

/** The other messages of these threads in the mailbox (not drafts, not deleted), oldest first. */
export function threadRows(db: Queryable, ownerId: number, threadKeys: string[]) {
  if (threadKeys.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(emails)
    .where(
      and(
        mine(ownerId),
        inArray(emails.threadKey, threadKeys),
        ne(emails.folder, 'draft'),
        sql`not ${emails.isDeleted}`,
      ),
    )
    .orderBy(asc(emails.time), asc(emails.id));
}

export function attachmentsOf(db: Queryable, emailIds: number[]) {
  if (emailIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(emailAttachments)
    .where(inArray(emailAttachments.emailId, emailIds))
    .orderBy(asc(emailAttachments.id));
}

export async function findEmail(db: Queryable, ownerId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(emails)
    .where(and(mine(ownerId), eq(emails.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** How many of the ids are e-mails of this mailbox. */
export async function countOwned(db: Queryable, ownerId: number, ids: number[]): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(emails)
    .where(and(mine(ownerId), inArray(emails.id, ids)));
  return row.n;
}

export type EmailChange = {
  isRead?: boolean;
  isStarred?: boolean;
  folder?: EmailFolder;
  isDeleted?: boolean;
};

/** Merges the allowed fields and toggles the label on each e-mail (added where missing, removed where present). */
export async function updateOwned(
  db: Queryable,
  ownerId: number,
  ids: number[],
  change: EmailChange,
  label: string | undefined,
): Promise<void> {
  const set: Record<string, unknown> = { ...change };
  if (label) {
    set.labels = sql`case when ${emails.labels} @> array[${label}]::text[] then array_remove(${emails.labels}, ${label}::text) else ${emails.labels} || array[${label}]::text[] end`;
  }
  await db
    .update(emails)
    .set(set)
    .where(and(mine(ownerId), inArray(emails.id, ids)));
}

/** App users among the addresses (any case), for names and for delivery into their inboxes. */
export function usersByAddress(db: Queryable, addresses: string[]) {
  if (addresses.length === 0) return Promise.resolve([]);
  return db
    .select({ id: users.id, email: users.email, fullName: users.fullName, avatar: users.avatar })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.email})`,
        addresses.map((a) => a.toLowerCase()),
      ),
    );
}

/** Address autocomplete: app users whose name or e-mail holds q (the users' trigram indexes). */
export function findContacts(db: Queryable, q: string, limit: number) {
  return db
    .select({ email: users.email, name: users.fullName, avatar: users.avatar })
    .from(users)
    .where(q ? textSearch(q, [users.fullName, users.email]) : undefined)
    .orderBy(asc(users.fullName), asc(users.id))
    .limit(limit);
}

/** Uploaded files of this owner that may go on the message: not attached yet, or attached to it already. */
export function attachableFiles(db: Queryable, ownerId: number, ids: number[], emailId: number | null) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(emailAttachments)
    .where(
      and(
        eq(emailAttachments.ownerId, ownerId),
        inArray(emailAttachments.id, ids),
        emailId === null
          ? isNull(emailAttachments.emailId)
          : or(isNull(emailAttachments.emailId), eq(emailAttachments.emailId, emailId)),
      ),
    );
}

export async function findAttachment(db: Queryable, ownerId: number, id: number) {
  const [row] = await db
    .select()
    .from(emailAttachments)
    .where(and(eq(emailAttachments.ownerId, ownerId), eq(emailAttachments.id, id)));
  return row ?? null;
}

/** The storage keys among these that no attachment row uses any more. */
export async function unusedKeys(db: Queryable, keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const used = await db
    .selectDistinct({ key: emailAttachments.storageKey })
    .from(emailAttachments)
    .where(inArray(emailAttachments.storageKey, keys));
  const usedSet = new Set(used.map((u) => u.key));
  return [...new Set(keys)].filter((k) => !usedSet.has(k));
}
