import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { oneOf, stamp } from './ecommerce-columns.ts';

/**
 * The mailboxes (docs/email.md): every row of `emails` is one message in one user's mailbox; a
 * message between two app users is two rows (the sender's copy in sent, the recipient's in inbox)
 * that share `message_id` and `thread_key`. Counts for the sidebar live in `email_counts`, kept by
 * statement triggers in the same transaction as every write (migration 0012).
 */

const FOLDERS = ['inbox', 'draft', 'spam', 'sent'];
const LABELS = ['private', 'company', 'personal', 'important'];
const DELIVERY = ['queued', 'delivered', 'failed', 'not_configured'];

export type EmailAddressJson = { email: string; name: string };

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** How much of a body is searchable: its lexemes stay under tsvector's 1 MB even in 4-byte characters. */
export const EMAIL_SEARCHED_BODY_CHARS = 200_000;

export const emails = pgTable(
  'emails',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    folder: text('folder').notNull(),
    fromName: text('from_name').notNull(),
    fromEmail: text('from_email').notNull(),
    fromAvatar: text('from_avatar').notNull().default(''),
    to: jsonb('to').$type<EmailAddressJson[]>().notNull().default([]),
    cc: text('cc').array().notNull().default(sql`'{}'`),
    bcc: text('bcc').array().notNull().default(sql`'{}'`),
    subject: text('subject').notNull().default(''),
    /** Sanitized HTML (lib/sanitize-html.ts sanitizeMailHtml) */
    message: text('message').notNull().default(''),
    isStarred: boolean('is_starred').notNull().default(false),
    labels: text('labels').array().notNull().default(sql`'{}'`),
    isRead: boolean('is_read').notNull().default(false),
    isDeleted: boolean('is_deleted').notNull().default(false),
    time: timestamp('time', { withTimezone: true }).notNull().defaultNow(),
    /** The Message-ID of the thread's first message: every copy of every reply carries it. */
    threadKey: text('thread_key').notNull(),
    /** The e-mail of this mailbox this one answers (reply, reply all). */
    replyToId: integer('reply_to_id'),
    messageId: text('message_id').notNull(),
    inReplyTo: text('in_reply_to'),
    references: text('references').array().notNull().default(sql`'{}'`),
    deliveryStatus: text('delivery_status'),
    deliveryError: text('delivery_error'),
    /** A queued message leaves no earlier than this (the undo-send delay). */
    sendAfter: timestamp('send_after', { withTimezone: true }),
    /** A delivery loop's claim on a due message, and until when it holds (a crashed process's claim expires). */
    deliveryClaim: uuid('delivery_claim'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    createdAt: stamp('created_at'),
    /**
     * q's words (docs/email.md): subject, sender (name and address) and the body's text (tags and
     * entities dropped), with @ and . as spaces (an address or a host is found by any of its parts), in
     * the 'simple' configuration (lower case, no stemming, no stop words: mail is written in any language).
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql.raw(
        `to_tsvector('simple'::regconfig, translate(subject || ' ' || from_name || ' ' || from_email || ' ' || left(regexp_replace(message, '<[^>]*>|&[#a-zA-Z0-9]+;', ' ', 'g'), ${EMAIL_SEARCHED_BODY_CHARS}), '@.', '  '))`,
      ),
    ),
  },
  (t) => [
    // Keyset pages of a folder (inbox, draft, spam, sent) and of the trash, newest first. Ascending on
    // purpose: read backwards they give ORDER BY time DESC, id DESC (NULLS FIRST, the default); an
    // index declared DESC (NULLS LAST) would not serve that order at all.
    index('emails_folder_idx').on(t.ownerId, t.folder, t.isDeleted, t.time, t.id),
    index('emails_trash_idx').on(t.ownerId, t.time, t.id).where(sql`${t.isDeleted}`),
    index('emails_starred_idx').on(t.ownerId, t.time, t.id).where(sql`${t.isStarred} and not ${t.isDeleted}`),
    // One per label, in the list's order: a label page walks it like a folder (docs/email.md).
    ...LABELS.map((label) =>
      index(`emails_label_${label}_idx`)
        .on(t.ownerId, t.time, t.id)
        .where(sql`${t.labels} @> array[${sql.raw(`'${label}'`)}] and not ${t.isDeleted}`),
    ),
    // q: a trigram search of the subject and the sender's name.
    index('emails_subject_trgm_idx').using('gin', t.subject.op('gin_trgm_ops')),
    index('emails_from_name_trgm_idx').using('gin', t.fromName.op('gin_trgm_ops')),
    // q: the words of the whole mail, body included. Without a pending list (fastupdate off) a search
    // never reads unsorted recent entries, and the planner sees the index's true cost (docs/email.md).
    index('emails_search_idx').using('gin', t.searchVector).with({ fastupdate: false }),
    // The thread of a message in one mailbox.
    index('emails_thread_idx').on(t.ownerId, t.threadKey, t.time),
    // The delivery loop's queue.
    index('emails_due_idx').on(t.sendAfter).where(sql`${t.deliveryStatus} = 'queued'`),
    check('emails_folder_check', sql`${t.folder} in (${oneOf(FOLDERS)})`),
    check('emails_labels_check', sql`${t.labels} <@ array[${oneOf(LABELS)}]`),
    check(
      'emails_delivery_status_check',
      sql`${t.deliveryStatus} is null or ${t.deliveryStatus} in (${oneOf(DELIVERY)})`,
    ),
  ],
);

/** Files attached to e-mails (or uploaded for a message being written: `email_id` null). */
export const emailAttachments = pgTable(
  'email_attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emailId: integer('email_id').references(() => emails.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    bytes: integer('bytes').notNull(),
    type: text('type').notNull(),
    /** Where app.storage keeps the bytes; copies of one file (recipients, forwards) share it. */
    storageKey: text('storage_key').notNull(),
    createdAt: stamp('created_at'),
  },
  (t) => [
    index('email_attachments_email_idx').on(t.emailId),
    index('email_attachments_owner_idx').on(t.ownerId, t.createdAt),
    index('email_attachments_key_idx').on(t.storageKey),
    check('email_attachments_bytes_check', sql`${t.bytes} >= 0`),
  ],
);

/** The sidebar counts of each mailbox (emailsMeta), kept by the triggers of migration 0012. */
export const emailCounts = pgTable('email_counts', {
  ownerId: integer('owner_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  inboxUnread: integer('inbox_unread').notNull().default(0),
  drafts: integer('drafts').notNull().default(0),
  spamUnread: integer('spam_unread').notNull().default(0),
  starred: integer('starred').notNull().default(0),
});
