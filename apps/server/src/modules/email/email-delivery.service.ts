import type { EmailDeliveryStatus } from '@app/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Queryable } from '../../db/client.ts';
import { emails } from '../../db/schema/index.ts';
import type { FileStorage } from '../../lib/file-storage.ts';
import { sanitizeMailHtml } from '../../lib/sanitize-html.ts';
import type { Job, JobQueue } from '../job/job-queue.service.ts';
import { type MailOut, type MailOutResult, newMessageId } from '../mail-out/mail-out.service.ts';
import { attachmentsOf, type EmailRow, usersByAddress } from './email.repository.ts';

/**
 * The outbox (docs/email.md, decision 024): a sent message waits in its sender's sent folder as
 * 'queued'; the transaction that sends it also puts a job on the 'email-delivery' queue that starts
 * after the undo delay. The job claims the message (its claim is the job's id, so the job's own retry
 * may take it again, and any other job waits), hands the copies to app users' inboxes and the rest to
 * mail-out, then records the result and drops the claim in one transaction. A mail server that fails
 * makes the job fail: the queue retries it with exponential backoff, the message staying 'queued' with
 * the last error; after the last attempt the message is 'failed' (the dead letter) and its sender may
 * send it again ("Retry" in the sent folder).
 */

export type EmailDelivery = {
  /**
   * Runs the delivery jobs due now, at most `max` attempts; `dueBy` pretends the clock is later
   * (tests of the undo delay and the backoff).
   */
  runDue(options?: { dueBy?: Date; max?: number }): Promise<number>;
};

declare module 'fastify' {
  interface FastifyInstance {
    emailDelivery: EmailDelivery;
  }
}

export const EMAIL_DELIVERY_QUEUE = 'email-delivery';
/** Five retries, waiting 30-60 s, 1-2, 2-4, 4-8 and 8-16 min (MAIL_RETRY_SECONDS 30): the last comes 15 to 31 min after the first failure. */
export const EMAIL_DELIVERY_RETRIES = 5;
const LEASE_SECONDS = 5 * 60;

type DeliveryJob = { emailId: number };

/**
 * Puts the delivery of a message on the queue, in the transaction that queued it, to start at its
 * send_after (1 ms later: the Date drops the microseconds, and the job must not find it not yet due).
 */
export async function enqueueDelivery(jobs: JobQueue, tx: Queryable, emailId: number) {
  const [row] = await tx.select({ sendAfter: emails.sendAfter }).from(emails).where(eq(emails.id, emailId));
  const startAfter = row?.sendAfter ? new Date(row.sendAfter.getTime() + 1) : undefined;
  await jobs.send(EMAIL_DELIVERY_QUEUE, { emailId }, { tx, startAfter });
}

/**
 * Takes the message for job `jobId`; false when there is nothing (left) to deliver: delivered, undone,
 * deleted, sent again later (that send has a job of its own), or held by another job, which delivers
 * it (and whose own retry takes it again if its process dies).
 */
async function claim(db: Db, id: number, jobId: string, dueBy: Date | undefined): Promise<boolean> {
  const due = dueBy ? sql`${dueBy.toISOString()}::timestamptz` : sql`now()`;
  const result = (await db.execute(sql`
    update emails set delivery_claim = ${jobId}, claimed_until = now() + make_interval(secs => ${LEASE_SECONDS})
    where id = ${id} and delivery_status in ('queued', 'failed') and send_after <= ${due}
      and (claimed_until is null or claimed_until < now() or delivery_claim = ${jobId})
    returning id`)) as { rows: { id: number }[] };
  return result.rows.length > 0;
}

const lower = (list: string[]) => list.map((a) => a.toLowerCase());

function outcome(result: MailOutResult | null): { status: EmailDeliveryStatus; error: string | null } {
  if (!result || result.status === 'sent') return { status: 'delivered', error: null };
  return { status: result.status, error: result.error };
}

async function deliverOne(
  db: Db,
  storage: FileStorage,
  mailOut: MailOut,
  id: number,
  token: string,
  lastAttempt: boolean,
) {
  const [row] = await db
    .select()
    .from(emails)
    .where(and(eq(emails.id, id), eq(emails.deliveryClaim, token)));
  if (!row) return;
  const recipients = [...new Set(lower([...row.to.map((t) => t.email), ...row.cc, ...row.bcc]))];
  const local = await usersByAddress(db, recipients);
  const localSet = new Set(lower(local.map((u) => u.email)));
  const outside = (list: string[]) => list.filter((a) => !localSet.has(a.toLowerCase()));
  const outsideTo = outside(row.to.map((t) => t.email));
  const outsideCc = outside(row.cc);
  const outsideBcc = outside(row.bcc);
  const files = await attachmentsOf(db, [row.id]);

  let result: MailOutResult | null = null;
  if (outsideTo.length + outsideCc.length + outsideBcc.length > 0) {
    const attachments = [];
    for (const file of files) {
      const content = await storage.get(file.storageKey);
      if (content) attachments.push({ filename: file.fileName, content, contentType: file.type });
    }
    result = await mailOut.send({
      kind: 'email',
      from: `"${row.fromName.replace(/["\\]/g, '')}" <${row.fromEmail}>`,
      to: outsideTo,
      cc: outsideCc,
      bcc: outsideBcc,
      subject: row.subject,
      html: row.message,
      attachments,
      messageId: row.messageId,
      inReplyTo: row.inReplyTo ?? undefined,
      references: row.references.length ? row.references : undefined,
    });
  }
  const { status, error } = outcome(result);
  // A failure before the last attempt leaves the message queued, with its error, for the retry.
  const retrying = status === 'failed' && !lastAttempt;
  await db.transaction(async (tx) => {
    const [mine] = await tx
      .update(emails)
      .set({
        deliveryStatus: retrying ? 'queued' : status,
        deliveryError: error,
        deliveryClaim: null,
        claimedUntil: null,
      })
      .where(
        and(
          eq(emails.id, id),
          eq(emails.deliveryClaim, token),
          inArray(emails.deliveryStatus, ['queued', 'failed']),
        ),
      )
      .returning({ id: emails.id });
    if (retrying) return;
    // The claim expired and another process took the message over: it delivers the copies.
    if (!mine || local.length === 0) return;
    await copyToInboxes(
      tx as unknown as Db,
      row,
      local.map((u) => u.id),
    );
  });
  if (status === 'failed') throw new Error(error ?? 'the mail server refused the message');
}

/** The recipients' copies: unread in their inboxes, without the Bcc list, with the attachments. */
async function copyToInboxes(tx: Db, row: EmailRow, ownerIds: number[]) {
  const inserted = (await tx.execute(sql`
    insert into emails (owner_id, folder, from_name, from_email, from_avatar, "to", cc, subject, message,
      time, thread_key, reply_to_id, message_id, in_reply_to, "references")
    select o.id, 'inbox', e.from_name, e.from_email, e.from_avatar, e."to", e.cc, e.subject, e.message,
      now(), e.thread_key,
      (select p.id from emails p where p.owner_id = o.id and p.thread_key = e.thread_key
        and p.message_id = e.in_reply_to order by p.id limit 1),
      e.message_id, e.in_reply_to, e."references"
    from emails e cross join unnest(${sql.raw(`array[${ownerIds.map(Number).join(',')}]::int[]`)}) as o(id)
    where e.id = ${row.id}
      and not exists (select 1 from emails x where x.owner_id = o.id and x.thread_key = e.thread_key
        and x.message_id = e.message_id and x.folder = 'inbox')
    returning id`)) as { rows: { id: number }[] };
  const ids = inserted.rows.map((r) => Number(r.id));
  if (ids.length === 0) return;
  await tx.execute(sql`
    insert into email_attachments (owner_id, email_id, file_name, bytes, type, storage_key)
    select c.owner_id, c.id, a.file_name, a.bytes, a.type, a.storage_key
    from emails c cross join email_attachments a
    where c.id in (${sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    )}) and a.email_id = ${row.id}
    order by c.id, a.id`);
}

/** A notice another area sends an app user: from a user of the app (the one who acted), to one recipient. */
export type AppNotice = {
  from: { fullName: string; email: string; avatar: string | null };
  to: { id: number; fullName: string; email: string };
  subject: string;
  /** HTML; sanitized here like every message of the mailbox. */
  html: string;
};

/**
 * Delivers notices straight into app users' inboxes, as the delivery loop hands a message to a
 * recipient who is an app user: unread, in the inbox, a thread of its own. No copy in the sender's
 * sent folder (the sender did not write it) and no undo delay. Runs in the caller's transaction.
 */
export async function deliverAppNotices(db: Queryable, notices: AppNotice[]): Promise<void> {
  if (notices.length === 0) return;
  await db.insert(emails).values(
    notices.map((n) => {
      const messageId = newMessageId(n.from.email);
      return {
        ownerId: n.to.id,
        folder: 'inbox',
        fromName: n.from.fullName,
        fromEmail: n.from.email,
        fromAvatar: n.from.avatar ?? '',
        to: [{ email: n.to.email, name: n.to.fullName }],
        subject: n.subject,
        message: sanitizeMailHtml(n.html),
        isRead: false,
        time: sql`now()`,
        messageId,
        threadKey: messageId,
      };
    }),
  );
}

/**
 * The outbox's depth for GET /metrics: messages waiting ('queued'), and of those the ones whose undo
 * delay is over (a number that grows when delivery is stuck). Read through emails_due_idx.
 */
export async function outboxDepth(db: Db): Promise<{ queued: number; due: number }> {
  const result = (await db.execute(sql`
    select count(*)::int as queued, count(*) filter (where send_after <= now())::int as due
    from emails where delivery_status = 'queued'`)) as { rows: { queued: number; due: number }[] };
  const [row] = result.rows;
  return { queued: Number(row?.queued ?? 0), due: Number(row?.due ?? 0) };
}

/** The delivery job: a failed attempt throws, so the queue retries it later. */
export function deliveryJob(db: Db, storage: FileStorage, mailOut: MailOut, dueBy?: () => Date | undefined) {
  return async (job: Job<DeliveryJob>) => {
    if (!(await claim(db, job.data.emailId, job.id, dueBy?.()))) return;
    await deliverOne(db, storage, mailOut, job.data.emailId, job.id, job.retryCount >= job.retryLimit);
  };
}

/** Defines the 'email-delivery' queue and decorates app.emailDelivery. */
export function startEmailDelivery(app: FastifyInstance): void {
  let dueBy: Date | undefined;
  app.jobs.define<DeliveryJob>({
    name: EMAIL_DELIVERY_QUEUE,
    retryLimit: EMAIL_DELIVERY_RETRIES,
    retryDelaySeconds: app.config.MAIL_RETRY_SECONDS,
    expireInSeconds: LEASE_SECONDS,
    run: deliveryJob(app.db, app.storage, app.mailOut, () => dueBy),
  });
  app.decorate('emailDelivery', {
    async runDue(options = {}) {
      dueBy = options.dueBy;
      try {
        return await app.jobs.drain(EMAIL_DELIVERY_QUEUE, {
          ignoreStartAfter: Boolean(options.dueBy),
          max: options.max,
        });
      } finally {
        dueBy = undefined;
      }
    },
  });
}
