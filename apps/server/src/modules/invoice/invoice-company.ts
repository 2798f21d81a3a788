import type { InvoiceCompany } from '@app/contracts';
import type { Queryable } from '../../db/client.ts';
import { getShopSettings } from '../shop-settings/shop-settings.service.ts';

/**
 * Who an invoice is from: the company of Settings → Store details (docs/invoices.md), read here
 * alone for the preview, the PDF, the mail's From and footer, and its Reply-To.
 */
export type InvoiceIssuer = {
  /** The legal name, else the store name, and the address lines that are set. */
  company: InvoiceCompany;
  /** The sender e-mail, else the store e-mail; undefined when neither is set. */
  replyTo: string | undefined;
};

export async function invoiceIssuer(db: Queryable): Promise<InvoiceIssuer> {
  const s = (await getShopSettings(db)).storeDetails;
  const address = [
    s.address,
    s.apartment,
    [s.postalCode, s.city, s.state].filter(Boolean).join(' '),
    s.country,
  ].filter(Boolean);
  return {
    company: { name: s.legalName || s.storeName, address },
    replyTo: s.senderEmail || s.storeEmail || undefined,
  };
}
