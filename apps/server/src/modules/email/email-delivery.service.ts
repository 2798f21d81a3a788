import { randomUUID } from 'node:crypto';
import type { EmailDeliveryStatus } from '@app/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Queryable } from '../../db/client.ts';
import { emails } from '../../db/schema/index.ts';
import type { FileStorage } from '../../lib/file-storage.ts';
import { sanitizeMailHtml } from '../../lib/sanitize-html.ts';
import { type MailOut, type MailOutResult, newMessageId } from '../mail-out/mail-out.service.ts';
import { attachmentsOf, type EmailRow, usersByAddress } from './email.repository.ts';

/**
 * The outbox (docs/email.md): a sent message waits in its sender's sent folder as 'queued' until
 * send_after. Every API process runs this loop; a process claims due messages with FOR UPDATE SKIP
 * LOCKED (a claim that expires, so a crashed process's messages are taken again), hands the copies
 * to app users' inboxes and the rest to mail-out, then records the result and drops the claim in
 * one transaction. Nothing is lost: a failure stays on the sent message with its error.
 */

export type EmailDelivery = {
  /** Delivers every due message now; `dueBy` pretends the clock is later (tests of the undo delay). */
  runDue(options?: { dueBy?: Date }): Promise<number>;
};

declare module 'fastify' {
  interface FastifyInstance {
    emailDelivery: EmailDelivery;
  }
}

const BATCH = 20;
const CLAIM_MINUTES = 5;

async function claimDue(db: Db, token: string, dueBy: Date | undefined): Promise<number[]> {
  const due = dueBy ? sql`${dueBy.toISOString()}::timestamptz` : sql`now()`;
  const result = (await db.execute(sql`
    update emails set delivery_claim = ${token}, claimed_until = now() + make_interval(mins => ${CLAIM_MINUTES})
    where id in (
      select id from emails
      where delivery_status = 'queued' and send_after <= ${due}
        and (claimed_until is null or claimed_until < now())
      order by send_after
      limit ${BATCH}
      for update skip locked
    )
    returning id`)) as { rows: { id: number }[] };
  return result.rows.map((r) => Number(r.id));
}

const lower = (list: string[]) => list.map((a) => a.toLowerCase());

function outcome(result: MailOutResult | null): { status: EmailDeliveryStatus; error: string | null } {
  if (!result || result.status === 'sent') return { status: 'delivered', error: null };
  return { status: result.status, error: result.error };
}

async function deliverOne(db: Db, storage: FileStorage, mailOut: MailOut, id: number, token: string) {
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
  await db.transaction(async (tx) => {
    const [mine] = await tx
      .update(emails)
      .set({ deliveryStatus: status, deliveryError: error, deliveryClaim: null, claimedUntil: null })
      .where(and(eq(emails.id, id), eq(emails.deliveryClaim, token), eq(emails.deliveryStatus, 'queued')))
      .returning({ id: emails.id });
    // The claim expired and another process took the message over: it delivers the copies.
    if (!mine || local.length === 0) return;
    await copyToInboxes(
      tx as unknown as Db,
      row,
      local.map((u) => u.id),
    );
  });
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

export function createEmailDelivery(db: Db, storage: FileStorage, mailOut: MailOut): EmailDelivery {
  return {
    async runDue(options = {}) {
      let delivered = 0;
      for (;;) {
        const token = randomUUID();
        const ids = await claimDue(db, token, options.dueBy);
        for (const id of ids) await deliverOne(db, storage, mailOut, id, token);
        delivered += ids.length;
        if (ids.length < BATCH) return delivered;
      }
    },
  };
}

/** Decorates app.emailDelivery and runs it every EMAIL_DELIVERY_INTERVAL_MS (0: only when called). */
export function startEmailDelivery(app: FastifyInstance): void {
  const delivery = createEmailDelivery(app.db, app.storage, app.mailOut);
  app.decorate('emailDelivery', delivery);
  const every = app.config.EMAIL_DELIVERY_INTERVAL_MS;
  if (!every) return;
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = delivery
      .runDue()
      .catch((error) => app.log.error({ err: error }, 'e-mail delivery failed; it is tried again'))
      .finally(() => {
        running = null;
      });
  }, every);
  timer.unref();
  // No round starts once the app begins to close (while requests in flight finish); a round that has
  // begun finishes before the database closes. A message it has not claimed yet is another
  // process's, or this one's after its restart.
  app.addHook('preClose', async () => {
    clearInterval(timer);
  });
  app.addHook('onClose', async () => {
    await running;
  });
}
