import type { InvoiceDetailAnswer } from '@app/contracts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { preloadFonts } from './invoice-pdf-text.ts';
import type { PdfLanguage } from './invoice-pdf-words.ts';

/** What a PDF-drawing thread runs (invoice-pdf-drawer.ts): one invoice in one language. */
export type InvoicePdfTask = { detail: InvoiceDetailAnswer; language: PdfLanguage };

preloadFonts();

export default function drawInvoicePdf({ detail, language }: InvoicePdfTask): Promise<Buffer> {
  return renderInvoicePdf(detail, language);
}
