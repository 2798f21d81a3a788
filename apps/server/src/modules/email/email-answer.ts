import type { Email, EmailAttachment, EmailLabel, EmailReply } from '@app/contracts';
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

/**
 * The e-mails with their attachments and their threads' earlier messages (oldest first): two
 * queries for any number of e-mails, through the thread and attachment indexes.
 */
export async function withThreads(db: Queryable, ownerId: number, rows: EmailRow[]): Promise<Email[]> {
  const threads = await threadRows(db, ownerId, [...new Set(rows.map((r) => r.threadKey))]);
  const earlier = (row: EmailRow) =>
    threads.filter(
      (t) =>
        t.threadKey === row.threadKey &&
        t.id !== row.id &&
        (t.time < row.time || (t.time.getTime() === row.time.getTime() && t.id < row.id)),
    );
  const files = await attachmentsOf(db, [...new Set([...rows, ...threads].map((r) => r.id))]);
  const filesOf = (id: number) => files.filter((f) => f.emailId === id);
  return rows.map((row) => ({
    ...toReply(row, filesOf(row.id)),
    replies: earlier(row).map((r) => toReply(r, filesOf(r.id))),
  }));
}
