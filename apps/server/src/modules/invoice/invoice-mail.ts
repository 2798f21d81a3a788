import type { InvoiceCompany, InvoiceDetailAnswer, InvoicePdfLanguage } from '@app/contracts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { pdfWords } from './invoice-pdf-words.ts';

/** The HTML and plain-text parts: the message, the invoice's sums, and its company as footer. */
export function invoiceMail(detail: InvoiceDetailAnswer, message: string, language: InvoicePdfLanguage) {
  return {
    html: mailHtml(detail, message, language, detail.company),
    text: mailText(detail, message, language, detail.company),
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
  company: InvoiceCompany,
): string {
  const { words, paragraphs, title, rows } = mailParts(detail, message, language);
  const body = paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\r?\n/g, '<br>')}</p>`).join('');
  return `<div dir="${words.dir}">${body}<p><strong>${escapeHtml(title)}</strong></p><table>${rows
    .map(([k, v]) => `<tr><td>${escapeHtml(k)}</td><td dir="ltr">${escapeHtml(v)}</td></tr>`)
    .join('')}</table><p>${[company.name, ...company.address].map(escapeHtml).join('<br>')}</p></div>`;
}

/** The plain-text part, written out rather than derived from the table (which ran "Total$5.00" together). */
function mailText(
  detail: InvoiceDetailAnswer,
  message: string,
  language: InvoicePdfLanguage,
  company: InvoiceCompany,
): string {
  const { paragraphs, title, rows } = mailParts(detail, message, language);
  const footer = [company.name, ...company.address].join('\n');
  return [...paragraphs, [title, ...rows.map(([k, v]) => `${k}: ${v}`)].join('\n'), footer].join('\n\n');
}
