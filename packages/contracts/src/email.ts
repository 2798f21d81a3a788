import { z } from 'zod';
import { idInPath, rowId, searchText } from './common.ts';

/**
 * The mailbox (spec 001 §3 Email, §7 GET/POST /api/apps/email; issue 8; docs/email.md). Every
 * app user has a mailbox of their own; an e-mail id of another mailbox answers 404. Times are ISO
 * datetimes; sizes in the spec's text form ("5mb", "120kb") beside the exact byte count.
 */

export const emailFolders = ['inbox', 'draft', 'spam', 'sent'] as const;
export type EmailFolder = (typeof emailFolders)[number];
export const emailFilters = ['inbox', 'draft', 'spam', 'sent', 'starred', 'trashed'] as const;
export type EmailFilter = (typeof emailFilters)[number];
export const emailLabels = ['private', 'company', 'personal', 'important'] as const;
export type EmailLabel = (typeof emailLabels)[number];

/** How far a sent message got (beyond the spec). Mail to app users is 'delivered' at once. */
export const emailDeliveryStatuses = [
  /** In the outbox, waiting out the undo-send delay. */
  'queued',
  /** Handed to the recipients' app mailboxes, or accepted by the SMTP server. */
  'delivered',
  /** The SMTP server refused it or could not be reached: `deliveryError` says why. */
  'failed',
  /** Outside recipients and no SMTP_URL: "not delivered: no mail server configured". */
  'not_configured',
] as const;
export type EmailDeliveryStatus = (typeof emailDeliveryStatuses)[number];

export const EMAIL_NOT_FOUND_TEXT = 'No email found with this id';
export const EMAIL_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const EMAIL_MAX_ATTACHMENTS = 10;
export const EMAIL_MAX_RECIPIENTS = 50;
/** Seconds a sent message waits in the outbox, during which "Undo" brings it back as a draft. */
export const EMAIL_UNDO_SECONDS = 5;

export const emailAddress = z.object({ email: z.string(), name: z.string() });
export const emailSender = emailAddress.extend({ avatar: z.string() });

export const emailAttachment = z.object({
  id: z.number(),
  fileName: z.string(),
  /** An icon or image preview URL for the file type. */
  thumbnail: z.string(),
  /** Download URL (GET, authenticated; Content-Disposition: attachment). */
  url: z.string(),
  /** The spec's text form: "5mb", "120kb". */
  size: z.string(),
  bytes: z.number(),
  type: z.string(),
});
export type EmailAttachment = z.infer<typeof emailAttachment>;

const emailCore = z.object({
  id: z.number(),
  to: z.array(emailAddress),
  from: emailSender,
  subject: z.string(),
  cc: z.array(z.string()),
  bcc: z.array(z.string()),
  /** Sanitized HTML (server-side, lib/sanitize-html.ts); remote images are left for the viewer to hold back. */
  message: z.string(),
  attachments: z.array(emailAttachment),
  isStarred: z.boolean(),
  labels: z.array(z.enum(emailLabels)),
  time: z.string(),
  folder: z.enum(emailFolders),
  isRead: z.boolean(),
  isDeleted: z.boolean(),
  deliveryStatus: z.enum(emailDeliveryStatuses).nullable(),
  deliveryError: z.string().nullable(),
});
export type EmailReply = z.infer<typeof emailCore>;
export const email = emailCore.extend({
  /** The earlier messages of the thread, oldest first (spec: replies). */
  replies: z.array(emailCore),
});
export type Email = z.infer<typeof email>;
/** GET /api/apps/email/{id}: the e-mail with its whole thread, the later messages too (one's own reply). */
export const emailDetail = email.extend({
  /** The later messages of the thread in the mailbox (not drafts, not deleted), oldest first. */
  following: z.array(emailCore),
});
export type EmailDetail = z.infer<typeof emailDetail>;

/** GET /api/apps/email */
export const emailListQuery = z.object({
  q: searchText,
  filter: z.preprocess((v) => (v === '' ? undefined : v), z.enum(emailFilters).optional()),
  label: z.preprocess((v) => (v === '' ? undefined : v), z.enum(emailLabels).optional()),
  /** Keyset paging: the `nextCursor` of the previous page. */
  cursor: z.string().max(200).optional(),
  itemsPerPage: z.coerce.number().int().min(1).max(100).default(50),
});
export type EmailListQuery = z.infer<typeof emailListQuery>;

export const emailsMeta = z.object({
  inbox: z.number(),
  draft: z.number(),
  spam: z.number(),
  star: z.number(),
});
export type EmailsMeta = z.infer<typeof emailsMeta>;

export const emailListAnswer = z.object({
  emails: z.array(email),
  emailsMeta,
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type EmailListAnswer = z.infer<typeof emailListAnswer>;

/** POST /api/apps/email: merge the allowed fields into the caller's e-mails, or toggle a label. */
export const emailUpdateBody = z
  .object({
    ids: z.array(rowId).min(1, 'must name at least one e-mail').max(500),
    data: z
      .object({
        isRead: z.boolean().optional(),
        isStarred: z.boolean().optional(),
        folder: z.enum(emailFolders).optional(),
        isDeleted: z.boolean().optional(),
      })
      .strip()
      .optional(),
    label: z.enum(emailLabels).optional(),
  })
  .refine((b) => b.label !== undefined || (b.data && Object.keys(b.data).length > 0), {
    path: ['data'],
    message: 'must change something: data or label',
  });
export type EmailUpdateBody = z.infer<typeof emailUpdateBody>;

/**
 * POST /api/apps/email/messages (beyond the spec): save a draft (`send: false`) or send (`send:
 * true`). `draftId` updates that draft instead of making a new one; `replyTo` threads the message
 * under that e-mail (reply and reply all), `forwardOf` copies its attachments. `from` and the owner
 * are always the signed-in user, whatever the body says.
 */
export const emailComposeBody = z.object({
  to: z.array(z.string().trim().email('must be an e-mail address')).max(EMAIL_MAX_RECIPIENTS),
  cc: z.array(z.string().trim().email('must be an e-mail address')).max(EMAIL_MAX_RECIPIENTS).default([]),
  bcc: z.array(z.string().trim().email('must be an e-mail address')).max(EMAIL_MAX_RECIPIENTS).default([]),
  subject: z.string().max(500).default(''),
  message: z.string().max(1_000_000).default(''),
  /** Ids from POST /api/apps/email/attachments. */
  attachmentIds: z.array(rowId).max(EMAIL_MAX_ATTACHMENTS).default([]),
  draftId: rowId.optional(),
  replyTo: rowId.optional(),
  forwardOf: rowId.optional(),
  send: z.boolean(),
});
export type EmailComposeBody = z.infer<typeof emailComposeBody>;

/** 201 of compose: the saved draft or the sent message (queued until the undo delay is over). */
export const emailComposeAnswer = z.object({
  email,
  /** When sent: the moment after which "Undo" is no longer possible. */
  undoUntil: z.string().nullable(),
});

/** POST /api/apps/email/{id}/undo-send → 200 {email} back as a draft, or 409 when already gone out. */
export const emailIdParam = z.object({ id: idInPath(2_147_483_647, 'is too large') });

/** POST /api/apps/email/attachments (multipart `file`): type checked by content, not by name. */
export const emailAttachmentAnswer = emailAttachment;

/** GET /api/apps/email/contacts?q= : address autocomplete from the app's users. */
export const emailContactsQuery = z.object({ q: searchText });
export const emailContactsAnswer = z.object({
  contacts: z.array(z.object({ email: z.string(), name: z.string(), avatar: z.string() })),
});
