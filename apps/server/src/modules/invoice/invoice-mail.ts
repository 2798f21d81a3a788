import type { InvoiceDetailAnswer, InvoicePdfLanguage } from '@app/contracts';
import type { Queryable } from '../../db/client.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { getShopSettings } from '../shop-settings/shop-settings.service.ts';
import { pdfWords } from './invoice-pdf-words.ts';

/** Who the invoice mail is from: the company of Settings → Store details (docs/invoices.md). */
export type InvoiceSender = {
  /** The legal name, else the store name: the display name of From and the footer's first line. */
  name: string;
  /** The footer's address lines, empty ones left out. */
  address: string[];
  /** The sender e-mail, else the store e-mail; undefined when neither is set. */
  replyTo: string | undefined;
};

export async function invoiceSender(db: Queryable): Promise<InvoiceSender> {
  const s = (await getShopSettings(db)).storeDetails;
  const address = [
    s.address,
    s.apartment,
    [s.postalCode, s.city, s.state].filter(Boolean).join(' '),
    s.country,
  ].filter(Boolean);
  return {
    name: s.legalName || s.storeName,
    address,
    replyTo: s.senderEmail || s.storeEmail || undefined,
  };
}

/** The HTML and plain-text parts: the message, the invoice's sums, and the company as footer. */
export function invoiceMail(
  detail: InvoiceDetailAnswer,
  message: string,
  language: InvoicePdfLanguage,
  sender: InvoiceSender,
) {
  return {
    html: mailHtml(detail, message, language, sender),
    text: mailText(detail, message, language, sender),
  };
}

/** The message's paragraphs, and the number, total, balance and due date of the invoice. */
function mailParts(detail: InvoiceDetailAnswer, message: string, language: InvoicePdfLanguage) {
  const words = pdfWords[language];
  const money = new Intl.NumberFormat(words.locale, { style: 'currency', currency: 'USD' });
  const day = new Intl.DateTimeFormat(words.locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const { invoice } = detail;
  const paragraphs = message.split(/\r?\n\r?\n/).filter((p) => p.trim());
  const rows: [string, string][] = [
    [words.total, money.format(invoice.total)],
    [words.balance, money.format(invoice.balance)],
    [words.due, day.format(new Date(`${invoice.dueDate}T00:00:00Z`))],
  ];
  return { words, paragraphs, title: words.title(invoice.id), rows };
}

function mailHtml(
  detail: InvoiceDetailAnswer,
  message: string,
  language: InvoicePdfLanguage,
  sender: InvoiceSender,
): string {
  const { words, paragraphs, title, rows } = mailParts(detail, message, language);
  const body = paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\r?\n/g, '<br>')}</p>`).join('');
  return `<div dir="${words.dir}">${body}<p><strong>${escapeHtml(title)}</strong></p><table>${rows
    .map(([k, v]) => `<tr><td>${escapeHtml(k)}</td><td dir="ltr">${escapeHtml(v)}</td></tr>`)
    .join('')}</table><p>${[sender.name, ...sender.address].map(escapeHtml).join('<br>')}</p></div>`;
}

/** The plain-text part, written out rather than derived from the table (which ran "Total$5.00" together). */
function mailText(
  detail: InvoiceDetailAnswer,
  message: string,
  language: InvoicePdfLanguage,
  sender: InvoiceSender,
): string {
  const { paragraphs, title, rows } = mailParts(detail, message, language);
  const footer = [sender.name, ...sender.address].join('\n');
  return [...paragraphs, [title, ...rows.map(([k, v]) => `${k}: ${v}`)].join('\n'), footer].join('\n\n');
}
