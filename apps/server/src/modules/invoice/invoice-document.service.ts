import {
  INVOICE_NOT_FOUND_TEXT,
  type InvoicePdfLanguage,
  type InvoiceSendAnswer,
  type invoiceSendBody,
} from '@app/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppAbility } from '../../auth/ability.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import type { MailOut } from '../mail-out/mail-out.service.ts';
import { getInvoice } from './invoice.service.ts';
import { invoiceIssuer } from './invoice-company.ts';
import { moveStatus } from './invoice-detail.repository.ts';
import { invoiceMail } from './invoice-mail.ts';
import type { InvoicePdfDrawer } from './invoice-pdf-drawer.ts';
import { pdfLanguageOf } from './invoice-pdf-words.ts';
import { mayMove } from './invoice-rules.service.ts';
import { refreshInvoiceTotals } from './invoice-totals.repository.ts';

/**
 * The invoice as a document leaving the app: downloaded as a PDF, or sent by e-mail with the PDF
 * attached. Statuses that move (docs/invoices.md): a download moves a Draft to Downloaded; an e-mail
 * the mail server accepted moves a Draft or Downloaded invoice to Sent (then Past Due if already
 * overdue). Paid, Partial Payment and Past Due never move back; a failed or undeliverable e-mail
 * moves nothing.
 */

type SendData = z.output<typeof invoiceSendBody>;

export const invoicePdfName = (id: number) => `invoice-${id}.pdf`;

/** The language of a PDF for this request: ?lang, the user's profile language, Accept-Language. */
export async function pdfLanguageFor(
  db: Db,
  lang: InvoicePdfLanguage | undefined,
  userId: number | undefined,
  acceptLanguage: string | undefined,
): Promise<InvoicePdfLanguage> {
  if (lang) return lang;
  const [user] = userId
    ? await db.select({ language: users.language }).from(users).where(eq(users.id, userId))
    : [];
  return pdfLanguageOf(undefined, user?.language, acceptLanguage);
}

/**
 * The PDF a person downloads: a Draft becomes Downloaded (when the reader's update rules reach it as
 * a Draft and as Downloaded: a reader's download changes nothing), and the file shows the status after
 * the download. An invoice outside the reader's rules answers 404 (decision 015).
 */
export async function downloadInvoicePdf(
  db: Db,
  pdfs: InvoicePdfDrawer,
  reader: AppAbility,
  id: number,
  language: InvoicePdfLanguage,
): Promise<Buffer> {
  const { invoice } = await getInvoice(db, id, reader);
  const found = { status: invoice.invoiceStatus, clientId: invoice.clientId };
  if (mayMove(reader, found, 'Downloaded'))
    await db.transaction(async (tx) => {
      if (await moveStatus(tx, id, ['Draft'], 'Downloaded')) await refreshInvoiceTotals(tx, [id]);
    });
  return pdfs.draw(await getInvoice(db, id), language);
}

/**
 * Sends the invoice with its PDF through mail-out; the answer says whether the mail server took it.
 * The sender's update rules must reach the invoice (404 otherwise) and, when the e-mail would move it
 * to Sent, reach it as Sent too (403 before anything is sent, decision 015).
 */
export async function sendInvoice(
  db: Db,
  mailOut: MailOut,
  pdfs: InvoicePdfDrawer,
  actor: AppAbility,
  id: number,
  data: SendData,
  language: InvoicePdfLanguage,
): Promise<InvoiceSendAnswer> {
  const detail = await getInvoice(db, id);
  const found = { status: detail.invoice.invoiceStatus, clientId: detail.invoice.clientId };
  const to = found.status === 'Draft' || found.status === 'Downloaded' ? 'Sent' : found.status;
  if (!mayMove(actor, found, found.status)) throw notFound(INVOICE_NOT_FOUND_TEXT);
  if (!mayMove(actor, found, to)) {
    throw new HttpError(403, {
      message:
        'You are not allowed to make this change: the record would leave the records your role may change',
    });
  }
  const pdf = await pdfs.draw(detail, language);
  const { replyTo } = await invoiceIssuer(db);
  const result = await mailOut.send({
    kind: 'invoice',
    fromName: detail.company.name,
    replyTo,
    to: data.to,
    subject: data.subject,
    ...invoiceMail(detail, data.message, language),
    attachments: [{ filename: invoicePdfName(id), content: pdf, contentType: 'application/pdf' }],
  });
  if (result.status === 'sent') {
    await db.transaction(async (tx) => {
      if (await moveStatus(tx, id, ['Draft', 'Downloaded'], 'Sent')) await refreshInvoiceTotals(tx, [id]);
    });
  }
  return {
    delivery: {
      status: result.status,
      error: result.status === 'sent' ? null : result.error,
      messageId: result.messageId,
    },
    invoice: await getInvoice(db, id),
  };
}
