import type { Email, EmailAttachment, EmailDetail, EmailLabel, EmailReply } from '@app/contracts';
import type { Queryable } from '../../db/client.ts';
import { type AttachmentRow, attachmentsOf, type EmailRow, threadRows } from './email.repository.ts';

/** Rows of the mailbox as the contract's Email answers (spec 001 §3). */

export const attachmentUrl = (id: number) => `/api/apps/email/attachments/${id}/download`;

/** The spec's text size: "512b", "120kb", "5mb", "1.5mb". */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes}b`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)}kb`;
  return `${(bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, '')}mb`;
}

export function toAttachment(row: AttachmentRow): EmailAttachment {
  const url = attachmentUrl(row.id);
  return {
    id: row.id,
    fileName: row.fileName,
    // Images are their own preview; other files show an icon of their `type` in the web app.
    thumbnail: row.type.startsWith('image/') ? url : '',
    url,
    size: sizeText(row.bytes),
    bytes: row.bytes,
    type: row.type,
  };
}

function toReply(row: EmailRow, files: AttachmentRow[]): EmailReply {
  return {
    id: row.id,
    to: row.to,
    from: { email: row.fromEmail, name: row.fromName, avatar: row.fromAvatar },
    subject: row.subject,
    cc: row.cc,
    bcc: row.bcc,
    message: row.message,
    attachments: files.map(toAttachment),
    isStarred: row.isStarred,
    labels: row.labels as EmailLabel[],
    time: row.time.toISOString(),
    folder: row.folder as EmailReply['folder'],
    isRead: row.isRead,
    isDeleted: row.isDeleted,
    deliveryStatus: row.deliveryStatus as EmailReply['deliveryStatus'],
    deliveryError: row.deliveryError,
  };
}

/** Whether a comes before b in a thread: by time, then by id. */
const before = (a: EmailRow, b: EmailRow) =>
  a.time < b.time || (a.time.getTime() === b.time.getTime() && a.id < b.id);

/** The rows' threads and every attachment they need: two queries for any number of e-mails. */
async function loadThreads(db: Queryable, ownerId: number, rows: EmailRow[]) {
  const threads = await threadRows(db, ownerId, [...new Set(rows.map((r) => r.threadKey))]);
  const files = await attachmentsOf(db, [...new Set([...rows, ...threads].map((r) => r.id))]);
  return {
    others: (row: EmailRow) => threads.filter((t) => t.threadKey === row.threadKey && t.id !== row.id),
    answer: (row: EmailRow) =>
      toReply(
        row,
        files.filter((f) => f.emailId === row.id),
      ),
  };
}

/**
 * The e-mails with their attachments and their threads' earlier messages (oldest first), through the
 * thread and attachment indexes.
 */
export async function withThreads(db: Queryable, ownerId: number, rows: EmailRow[]): Promise<Email[]> {
  const { others, answer } = await loadThreads(db, ownerId, rows);
  return rows.map((row) => ({
    ...answer(row),
    replies: others(row)
      .filter((t) => before(t, row))
      .map(answer),
  }));
}

/** One e-mail with its whole thread: the earlier messages (`replies`) and the later ones (`following`). */
export async function withWholeThread(db: Queryable, ownerId: number, row: EmailRow): Promise<EmailDetail> {
  const { others, answer } = await loadThreads(db, ownerId, [row]);
  const thread = others(row);
  return {
    ...answer(row),
    replies: thread.filter((t) => before(t, row)).map(answer),
    following: thread.filter((t) => before(row, t)).map(answer),
  };
}
