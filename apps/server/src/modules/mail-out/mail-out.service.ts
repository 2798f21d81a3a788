import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import type { Job, JobQueue } from '../job/job-queue.service.ts';

/**
 * The app's one way to send mail out of itself (docs/mail-out.md). With SMTP_URL the message goes to
 * that server through nodemailer as a proper MIME message (HTML and plain-text parts, attachments,
 * Reply-To, Message-ID, In-Reply-To and References); without it, nothing leaves the machine: the
 * message is kept in mail_outbox with the status 'not_configured' and the log says only that (kind,
 * recipients and outbox id, never the content: account mail carries tokens). Every message, delivered or not,
 * gets a row in mail_outbox, so "what did we send, and did it arrive at the server?" has an answer.
 *
 * Two ways in: `send` talks to the server now and returns its answer (an invoice's sender is shown
 * whether the server took it); `queue` writes the row as 'queued' with a job of the 'mail-out' queue
 * in one transaction and returns at once (account mail, the buyer's confirmation: nobody waits on a
 * mail server, and a process that stops or dies leaves the mail to another, decision 024). The job
 * sends it, retries a refusal with backoff, and after the last attempt leaves it 'failed'.
 */

export type OutgoingAttachment = { filename: string; content: Buffer; contentType: string };

export type OutgoingMail = {
  /** What sent it: 'email', 'invoice', 'password-reset', 'verify-email', … */
  kind: string;
  /** Defaults to MAIL_FROM. A display name may be given: `Name <address>`. */
  from?: string;
  /** A display name put before the address of `from` (or MAIL_FROM's), replacing its own name. */
  fromName?: string;
  /** Where the recipients' answers go, when not to the sender's address. */
  replyTo?: string;
  to: string[];
  cc?: string[];
  bcc?: string[];
  subject: string;
  html: string;
  /** Plain-text part; derived from the HTML when absent. */
  text?: string;
  attachments?: OutgoingAttachment[];
  /** `<id@host>`; a new one is made when absent. */
  messageId?: string;
  inReplyTo?: string;
  references?: string[];
};

/** What `queue` takes: no attachments (the job reads the message back from its outbox row). */
export type QueuedMail = Omit<OutgoingMail, 'attachments' | 'inReplyTo' | 'references'>;

export type QueuedResult = { status: 'queued' | 'not_configured'; messageId: string; outboxId: number };

export type MailOutResult =
  | { status: 'sent'; messageId: string; outboxId: number; response: string }
  | { status: 'failed'; messageId: string; outboxId: number; error: string }
  | { status: 'not_configured'; messageId: string; outboxId: number; error: string };

export const NOT_CONFIGURED_TEXT = 'not delivered: no mail server configured';

export type MailOut = {
  /** True when SMTP_URL is set: messages to outside addresses can really leave. */
  readonly configured: boolean;
  send(mail: OutgoingMail, db?: Queryable): Promise<MailOutResult>;
  /**
   * Keeps the message as 'queued' and puts its delivery on the 'mail-out' queue, in `tx` when given
   * (the mail exists if and only if the caller's transaction commits), else in a transaction of its
   * own after which this process's worker is woken. Without SMTP_URL the row is 'not_configured' and
   * no job is made.
   */
  queue(mail: QueuedMail, tx?: Queryable): Promise<QueuedResult>;
  /** Wakes this process's mail-out worker, once the transaction given to `queue` has committed. */
  wake(): void;
  close(): void;
};

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

/** A plain-text rendering of sanitized HTML good enough for the text/plain part. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|tr|blockquote)>/gi, '\n')
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const addressOnly = (from: string) => from.match(/<([^>]+)>/)?.[1] ?? from;

/** `"Name" <address>`, the name quoted (RFC 5322) so that commas, quotes or angle brackets stay in it. */
export function withDisplayName(name: string, from: string): string {
  const quoted = name.replace(/[\r\n]+/g, ' ').replace(/["\\]/g, '\\$&');
  return `"${quoted}" <${addressOnly(from)}>`;
}

/** A Message-ID on the sender's domain, as RFC 5322 asks. */
export function newMessageId(from: string): string {
  const domain = addressOnly(from).split('@')[1] || 'localhost';
  return `<${randomUUID()}@${domain}>`;
}

/** The SMTP error in words: nodemailer's code and the server's answer when there is one. */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const e = error as Error & { code?: string; response?: string; responseCode?: number };
  if (e.response) return `${e.responseCode ?? ''} ${e.response}`.trim();
  if (e.code === 'ECONNECTION' || e.code === 'ESOCKET') return `cannot reach the mail server (${e.message})`;
  return e.code ? `${e.code}: ${e.message}` : e.message;
}

/**
 * How many messages the mail server refused or could not be reached for in the last `hours` (GET
 * /metrics); read through mail_outbox_created_idx, so the cost follows that window's mail, not the
 * whole outbox.
 */
export async function failedMailWithin(db: Queryable, hours: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(
      and(
        gt(mailOutbox.createdAt, sql`now() - make_interval(hours => ${hours})`),
        eq(mailOutbox.status, 'failed'),
      ),
    );
  return Number(row?.n ?? 0);
}

export const MAIL_OUT_QUEUE = 'mail-out';
/** Five retries, waiting 30-60 s, 1-2, 2-4, 4-8 and 8-16 min (pg-boss's backoff), as for users' mail. */
export const MAIL_OUT_RETRIES = 5;

/**
 * The lease of one attempt: beyond its three SMTP waits (connection, greeting, each answer; the queued
 * mail has no attachments to stream), so a job still active then belongs to a process that died, and
 * another process takes it (at the next maintenance, JOBS_MAINTENANCE_SECONDS).
 */
export const mailOutLeaseSeconds = (smtpTimeoutMs: number) => Math.ceil((3 * smtpTimeoutMs) / 1000) + 5;

type Prepared = Omit<OutgoingMail, 'from' | 'fromName' | 'messageId' | 'text'> & {
  from: string;
  messageId: string;
  text: string;
};
type Transmitted = { status: MailOutResult['status']; response?: string; error?: string };

export function createMailOut(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'SMTP_TIMEOUT_MS' | 'MAIL_RETRY_SECONDS'>,
  defaultDb: Db,
  log: Log,
  jobs: JobQueue,
): MailOut {
  const transport = config.SMTP_URL
    ? nodemailer.createTransport({
        url: config.SMTP_URL,
        connectionTimeout: config.SMTP_TIMEOUT_MS,
        greetingTimeout: config.SMTP_TIMEOUT_MS,
        socketTimeout: config.SMTP_TIMEOUT_MS,
      })
    : null;

  function prepare(mail: OutgoingMail): Prepared {
    const from = mail.fromName
      ? withDisplayName(mail.fromName, mail.from ?? config.MAIL_FROM)
      : (mail.from ?? config.MAIL_FROM);
    return {
      ...mail,
      from,
      messageId: mail.messageId ?? newMessageId(from),
      text: mail.text ?? htmlToText(mail.html),
    };
  }

  async function transmit(mail: Prepared): Promise<Transmitted> {
    if (!transport) return { status: 'not_configured', error: NOT_CONFIGURED_TEXT };
    try {
      const info = await transport.sendMail({
        from: mail.from,
        replyTo: mail.replyTo,
        to: mail.to,
        cc: mail.cc,
        bcc: mail.bcc,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: mail.messageId,
        inReplyTo: mail.inReplyTo,
        references: mail.references,
        attachments: mail.attachments?.map((a) => ({
          filename: a.filename,
          content: a.content,
          contentType: a.contentType,
        })),
      });
      return { status: 'sent', response: String(info.response ?? '') };
    } catch (error) {
      const described = describeError(error);
      log.warn({ kind: mail.kind, to: mail.to, error: described }, 'mail not delivered');
      return { status: 'failed', error: described };
    }
  }

  async function record(db: Queryable, mail: Prepared, result: Transmitted | { status: 'queued' }) {
    const [row] = await db
      .insert(mailOutbox)
      .values({
        kind: mail.kind,
        fromAddress: mail.from,
        replyTo: mail.replyTo ?? null,
        to: mail.to,
        cc: mail.cc ?? [],
        bcc: mail.bcc ?? [],
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachmentNames: mail.attachments?.map((a) => a.filename) ?? [],
        messageId: mail.messageId,
        status: result.status,
        smtpResponse: 'response' in result ? (result.response ?? null) : null,
        error: 'error' in result ? (result.error ?? null) : null,
      })
      .returning({ id: mailOutbox.id });
    const outboxId = row?.id ?? 0;
    // Never the subject, text or links: account mail carries sign-in and reset tokens, and logs are
    // read by more people than the outbox (an admin's page).
    if (result.status === 'not_configured') {
      log.info({ kind: mail.kind, to: mail.to, outboxId }, 'mail kept in the outbox: no SMTP_URL');
    }
    return outboxId;
  }

  /**
   * The 'mail-out' job: sends the outbox row if it still waits ('queued'; 'failed' when an admin
   * retried the dead letter on the Jobs page) and records the server's answer. A refusal before the
   * last attempt keeps the row 'queued' with the error and fails the job, for the queue to retry.
   */
  async function deliverQueued(job: Job<{ outboxId: number }>) {
    const waiting = inArray(mailOutbox.status, ['queued', 'failed']);
    const [row] = await defaultDb
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.id, job.data.outboxId), waiting));
    if (!row) return;
    const result = await transmit({
      kind: row.kind,
      from: row.fromAddress,
      replyTo: row.replyTo ?? undefined,
      to: row.to,
      cc: row.cc,
      bcc: row.bcc,
      subject: row.subject,
      html: row.html,
      text: row.text,
      messageId: row.messageId,
    });
    const retrying = result.status !== 'sent' && job.retryCount < job.retryLimit;
    await defaultDb
      .update(mailOutbox)
      .set({
        status: retrying ? 'queued' : result.status,
        smtpResponse: result.response ?? null,
        error: result.error ?? null,
      })
      .where(and(eq(mailOutbox.id, row.id), waiting));
    if (result.status !== 'sent') throw new Error(result.error ?? 'the mail server refused the message');
  }

  jobs.define<{ outboxId: number }>({
    name: MAIL_OUT_QUEUE,
    retryLimit: MAIL_OUT_RETRIES,
    retryDelaySeconds: config.MAIL_RETRY_SECONDS,
    expireInSeconds: mailOutLeaseSeconds(config.SMTP_TIMEOUT_MS),
    run: deliverQueued,
  });

  return {
    configured: transport !== null,
    async send(mail, db = defaultDb) {
      const prepared = prepare(mail);
      const result = await transmit(prepared);
      const outboxId = await record(db, prepared, result);
      if (result.status === 'sent')
        return { status: 'sent', messageId: prepared.messageId, outboxId, response: result.response ?? '' };
      return { status: result.status, messageId: prepared.messageId, outboxId, error: result.error ?? '' };
    },
    async queue(mail, tx) {
      const prepared = prepare(mail);
      if (!transport) {
        const outboxId = await record(tx ?? defaultDb, prepared, {
          status: 'not_configured',
          error: NOT_CONFIGURED_TEXT,
        });
        return { status: 'not_configured', messageId: prepared.messageId, outboxId };
      }
      const put = async (q: Queryable) => {
        const outboxId = await record(q, prepared, { status: 'queued' });
        await jobs.send(MAIL_OUT_QUEUE, { outboxId }, { tx: q });
        return outboxId;
      };
      if (tx) return { status: 'queued', messageId: prepared.messageId, outboxId: await put(tx) };
      const outboxId = await defaultDb.transaction(put);
      jobs.wake(MAIL_OUT_QUEUE);
      return { status: 'queued', messageId: prepared.messageId, outboxId };
    },
    wake: () => jobs.wake(MAIL_OUT_QUEUE),
    close() {
      transport?.close();
    },
  };
}
