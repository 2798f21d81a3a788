import { randomUUID } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Queryable } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';

/**
 * The app's one way to send mail out of itself (docs/mail-out.md). With SMTP_URL the message goes to
 * that server through nodemailer as a proper MIME message (HTML and plain-text parts, attachments,
 * Reply-To, Message-ID, In-Reply-To and References); without it, nothing leaves the machine: the
 * message is kept in mail_outbox with the status 'not_configured' and the log says only that (kind,
 * recipients and outbox id, never the content: account mail carries tokens). Every message, delivered or not,
 * gets a row in mail_outbox, so "what did we send, and did it arrive at the server?" has an answer.
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

export type MailOutResult =
  | { status: 'sent'; messageId: string; outboxId: number; response: string }
  | { status: 'failed'; messageId: string; outboxId: number; error: string }
  | { status: 'not_configured'; messageId: string; outboxId: number; error: string };

export const NOT_CONFIGURED_TEXT = 'not delivered: no mail server configured';

export type MailOut = {
  /** True when SMTP_URL is set: messages to outside addresses can really leave. */
  readonly configured: boolean;
  send(mail: OutgoingMail, db?: Queryable): Promise<MailOutResult>;
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

export function createMailOut(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'SMTP_TIMEOUT_MS'>,
  defaultDb: Queryable,
  log: Log,
): MailOut {
  const transport = config.SMTP_URL
    ? nodemailer.createTransport({
        url: config.SMTP_URL,
        connectionTimeout: config.SMTP_TIMEOUT_MS,
        greetingTimeout: config.SMTP_TIMEOUT_MS,
        socketTimeout: config.SMTP_TIMEOUT_MS,
      })
    : null;

  return {
    configured: transport !== null,
    async send(mail, db = defaultDb) {
      const from = mail.fromName
        ? withDisplayName(mail.fromName, mail.from ?? config.MAIL_FROM)
        : (mail.from ?? config.MAIL_FROM);
      const messageId = mail.messageId ?? newMessageId(from);
      const text = mail.text ?? htmlToText(mail.html);
      let result: { status: MailOutResult['status']; response?: string; error?: string };
      if (!transport) {
        result = { status: 'not_configured', error: NOT_CONFIGURED_TEXT };
      } else {
        try {
          const info = await transport.sendMail({
            from,
            replyTo: mail.replyTo,
            to: mail.to,
            cc: mail.cc,
            bcc: mail.bcc,
            subject: mail.subject,
            html: mail.html,
            text,
            messageId,
            inReplyTo: mail.inReplyTo,
            references: mail.references,
            attachments: mail.attachments?.map((a) => ({
              filename: a.filename,
              content: a.content,
              contentType: a.contentType,
            })),
          });
          result = { status: 'sent', response: String(info.response ?? '') };
        } catch (error) {
          result = { status: 'failed', error: describeError(error) };
          log.warn({ kind: mail.kind, to: mail.to, error: result.error }, 'mail not delivered');
        }
      }
      const [row] = await db
        .insert(mailOutbox)
        .values({
          kind: mail.kind,
          fromAddress: from,
          replyTo: mail.replyTo ?? null,
          to: mail.to,
          cc: mail.cc ?? [],
          bcc: mail.bcc ?? [],
          subject: mail.subject,
          text,
          html: mail.html,
          attachmentNames: mail.attachments?.map((a) => a.filename) ?? [],
          messageId,
          status: result.status,
          smtpResponse: result.response ?? null,
          error: result.error ?? null,
        })
        .returning({ id: mailOutbox.id });
      const outboxId = row?.id ?? 0;
      // Never the subject, text or links: account mail carries sign-in and reset tokens, and logs are
      // read by more people than the outbox (an admin's page).
      if (result.status === 'not_configured') {
        log.info({ kind: mail.kind, to: mail.to, outboxId }, 'mail kept in the outbox: no SMTP_URL');
      }
      if (result.status === 'sent')
        return { status: 'sent', messageId, outboxId, response: result.response ?? '' };
      return { status: result.status, messageId, outboxId, error: result.error ?? '' };
    },
    close() {
      transport?.close();
    },
  };
}
