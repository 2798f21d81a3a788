import {
  EMAIL_NOT_FOUND_TEXT,
  EMAIL_UNDO_SECONDS,
  type Email,
  type EmailComposeBody,
  type UserData,
} from '@app/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client.ts';
import { emailAttachments, emails } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { FileStorage } from '../../lib/file-storage.ts';
import { sanitizeMailHtml } from '../../lib/sanitize-html.ts';
import type { JobQueue } from '../job/job-queue.service.ts';
import { newMessageId } from '../mail-out/mail-out.service.ts';
import { attachableFiles, type EmailRow, findEmail, usersByAddress } from './email.repository.ts';
import { dropFiles, getEmail } from './email.service.ts';
import { enqueueDelivery } from './email-delivery.service.ts';

export type Sender = Pick<UserData, 'id' | 'fullName' | 'email' | 'avatar'>;

/** References kept on a reply: the thread's first message and the latest ones (RFC 5322 allows trimming). */
const MAX_REFERENCES = 20;

async function namedAddresses(db: Queryable, addresses: string[]) {
  const known = await usersByAddress(db, addresses);
  const nameOf = new Map(known.map((u) => [u.email.toLowerCase(), u.fullName]));
  return addresses.map((email) => ({ email, name: nameOf.get(email.toLowerCase()) ?? email.split('@')[0] }));
}

function threading(parent: EmailRow | null, messageId: string) {
  if (!parent) return { threadKey: messageId, inReplyTo: null, references: [] as string[], replyToId: null };
  const references = [...parent.references, parent.messageId];
  const kept =
    references.length > MAX_REFERENCES
      ? [references[0], ...references.slice(-(MAX_REFERENCES - 1))]
      : references;
  return { threadKey: parent.threadKey, inReplyTo: parent.messageId, references: kept, replyToId: parent.id };
}

/**
 * POST /api/apps/email/messages: saves a draft or sends. The sender and owner are the signed-in
 * user (the body cannot name them); the HTML is sanitized here; a sent message waits in the sender's
 * sent folder as 'queued' for EMAIL_UNDO_SECONDS, then the delivery loop (email-delivery.service.ts) takes it.
 */
export async function composeEmail(
  db: Db,
  storage: FileStorage,
  jobs: JobQueue,
  me: Sender,
  body: EmailComposeBody,
): Promise<{ email: Email; undoUntil: string | null }> {
  if (body.send && body.to.length + body.cc.length + body.bcc.length === 0) {
    throw badRequest('to', 'must name at least one recipient');
  }
  const dropped: string[] = [];
  const id = await db.transaction(async (tx) => {
    const draft = body.draftId ? await findEmail(tx, me.id, body.draftId, true) : null;
    if (body.draftId && !draft) throw notFound(EMAIL_NOT_FOUND_TEXT);
    if (draft && (draft.folder !== 'draft' || draft.isDeleted)) {
      throw conflict('draftId', 'is no longer a draft (it was sent or deleted)');
    }
    const parent = body.replyTo ? await findEmail(tx, me.id, body.replyTo) : null;
    if (body.replyTo && !parent) throw notFound(EMAIL_NOT_FOUND_TEXT);
    const forwarded = body.forwardOf ? await findEmail(tx, me.id, body.forwardOf) : null;
    if (body.forwardOf && !forwarded) throw notFound(EMAIL_NOT_FOUND_TEXT);

    const wanted = [...new Set(body.attachmentIds)];
    const files = await attachableFiles(tx, me.id, wanted, draft?.id ?? null);
    if (files.length !== wanted.length) {
      throw badRequest('attachmentIds', 'names a file that is not an upload of yours for this message');
    }

    const messageId = draft?.messageId ?? newMessageId(me.email);
    const thread = draft && !parent ? draft : null;
    const values = {
      ownerId: me.id,
      folder: body.send ? 'sent' : 'draft',
      fromName: me.fullName,
      fromEmail: me.email,
      fromAvatar: me.avatar ?? '',
      to: await namedAddresses(tx, body.to),
      cc: body.cc,
      bcc: body.bcc,
      subject: body.subject,
      message: sanitizeMailHtml(body.message),
      isRead: true,
      time: sql`now()`,
      messageId,
      ...(thread
        ? {
            threadKey: thread.threadKey,
            inReplyTo: thread.inReplyTo,
            references: thread.references,
            replyToId: thread.replyToId,
          }
        : threading(parent, messageId)),
      deliveryStatus: body.send ? 'queued' : null,
      deliveryError: null,
      sendAfter: body.send ? sql`now() + make_interval(secs => ${EMAIL_UNDO_SECONDS})` : null,
    };
    let emailId: number;
    if (draft) {
      await tx.update(emails).set(values).where(eq(emails.id, draft.id));
      emailId = draft.id;
      const removed = await tx
        .delete(emailAttachments)
        .where(
          and(
            eq(emailAttachments.emailId, draft.id),
            wanted.length
              ? sql`${emailAttachments.id} <> all(${sql.raw(`array[${wanted.join(',')}]::int[]`)})`
              : undefined,
          ),
        )
        .returning({ key: emailAttachments.storageKey });
      dropped.push(...removed.map((r) => r.key));
    } else {
      const [row] = await tx.insert(emails).values(values).returning({ id: emails.id });
      emailId = row.id;
    }
    if (wanted.length) {
      await tx
        .update(emailAttachments)
        .set({ emailId })
        .where(and(eq(emailAttachments.ownerId, me.id), inArray(emailAttachments.id, wanted)));
    }
    if (forwarded) {
      await tx.execute(sql`
        insert into email_attachments (owner_id, email_id, file_name, bytes, type, storage_key)
        select ${me.id}, ${emailId}, file_name, bytes, type, storage_key
        from email_attachments where email_id = ${forwarded.id} order by id`);
    }
    if (body.send) await enqueueDelivery(jobs, tx, emailId);
    return emailId;
  });
  await dropFiles(db, storage, dropped);
  const email = await getEmail(db, me.id, id);
  const [row] = await db.select({ sendAfter: emails.sendAfter }).from(emails).where(eq(emails.id, id));
  return { email, undoUntil: row?.sendAfter ? row.sendAfter.toISOString() : null };
}

/**
 * POST /api/apps/email/{id}/undo-send: a message still waiting out its delay goes back to the drafts.
 * The row lock makes undo and the delivery loop exclusive: whichever comes first wins.
 */
export async function undoSend(db: Db, ownerId: number, id: number): Promise<Email> {
  await db.transaction(async (tx) => {
    const row = await findEmail(tx, ownerId, id, true);
    if (!row) throw notFound(EMAIL_NOT_FOUND_TEXT);
    const [undone] = await tx
      .update(emails)
      .set({
        folder: 'draft',
        deliveryStatus: null,
        sendAfter: null,
        deliveryClaim: null,
        claimedUntil: null,
      })
      .where(
        and(
          eq(emails.id, id),
          eq(emails.deliveryStatus, 'queued'),
          sql`${emails.sendAfter} > now()`,
          sql`${emails.deliveryClaim} is null`,
        ),
      )
      .returning({ id: emails.id });
    if (!undone) throw conflict('id', 'was already sent: it is too late to undo');
  });
  return getEmail(db, ownerId, id);
}

/**
 * POST /api/apps/email/{id}/retry-send: a message whose delivery failed after its last retry (the
 * dead letter) is queued again, to be delivered now, with the full number of retries.
 */
export async function retrySend(db: Db, jobs: JobQueue, ownerId: number, id: number): Promise<Email> {
  await db.transaction(async (tx) => {
    const row = await findEmail(tx, ownerId, id, true);
    if (!row) throw notFound(EMAIL_NOT_FOUND_TEXT);
    const [queued] = await tx
      .update(emails)
      .set({
        deliveryStatus: 'queued',
        deliveryError: null,
        sendAfter: sql`now()`,
        deliveryClaim: null,
        claimedUntil: null,
      })
      .where(and(eq(emails.id, id), eq(emails.folder, 'sent'), eq(emails.deliveryStatus, 'failed')))
      .returning({ id: emails.id });
    if (!queued) throw conflict('id', 'was not a failed message: only a failed delivery can be tried again');
    await enqueueDelivery(jobs, tx, id);
  });
  return getEmail(db, ownerId, id);
}
