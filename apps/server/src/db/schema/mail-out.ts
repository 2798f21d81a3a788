import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { oneOf, stamp } from './ecommerce-columns.ts';

/**
 * Every message the app sent out of itself (modules/mail-out, docs/mail-out.md): what, to whom, and
 * what the mail server answered. Without SMTP_URL the message stays here ('not_configured') so an
 * admin can still read it, a password-reset link included. A message handed to the 'mail-out' job
 * queue is 'queued' until the job's attempt succeeds or its last one fails ('error' keeps the last
 * refusal meanwhile).
 */
export const mailOutStatuses = ['queued', 'sent', 'failed', 'not_configured'] as const;

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    createdAt: stamp('created_at'),
    /** What sent it: 'email', 'invoice', 'password-reset', 'verify-email', … */
    kind: text('kind').notNull(),
    fromAddress: text('from_address').notNull(),
    /** The Reply-To header sent, when the sender asked for one. */
    replyTo: text('reply_to'),
    to: text('to').array().notNull(),
    cc: text('cc').array().notNull().default(sql`'{}'`),
    bcc: text('bcc').array().notNull().default(sql`'{}'`),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    attachmentNames: text('attachment_names').array().notNull().default(sql`'{}'`),
    messageId: text('message_id').notNull(),
    status: text('status').notNull(),
    /** The SMTP server's last answer line when it accepted the message. */
    smtpResponse: text('smtp_response'),
    /** Why it was not delivered, in words a person can act on. */
    error: text('error'),
  },
  (t) => [
    index('mail_outbox_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('mail_outbox_kind_idx').on(t.kind, t.createdAt.desc()),
    check('mail_outbox_status_check', sql`${t.status} in (${oneOf(mailOutStatuses)})`),
  ],
);
