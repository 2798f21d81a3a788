import { z } from 'zod';
import { pagingQuery } from './common.ts';

/** The outbox of mail the app sent itself (docs/mail-out.md), readable by an admin. */

export const mailOutStatuses = ['queued', 'sent', 'failed', 'not_configured'] as const;
export type MailOutStatus = (typeof mailOutStatuses)[number];

export const mailOutboxQuery = z.object({
  kind: z.string().trim().max(40).optional(),
  ...pagingQuery,
});
export type MailOutboxQuery = z.infer<typeof mailOutboxQuery>;

export const mailOutboxEntry = z.object({
  id: z.number(),
  createdAt: z.string(),
  kind: z.string(),
  from: z.string(),
  /** The Reply-To header the message carried; null when it had none (answers go to From). */
  replyTo: z.string().nullable(),
  to: z.array(z.string()),
  cc: z.array(z.string()),
  subject: z.string(),
  text: z.string(),
  attachmentNames: z.array(z.string()),
  messageId: z.string(),
  status: z.enum(mailOutStatuses),
  smtpResponse: z.string().nullable(),
  error: z.string().nullable(),
});
export type MailOutboxEntry = z.infer<typeof mailOutboxEntry>;

export const mailOutboxAnswer = z.object({
  messages: z.array(mailOutboxEntry),
  /** Whether SMTP_URL is set: false means nothing leaves the machine. */
  smtpConfigured: z.boolean(),
  hasMore: z.boolean(),
});
export type MailOutboxAnswer = z.infer<typeof mailOutboxAnswer>;
