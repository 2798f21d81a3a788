import { invoiceSortKeys, invoiceStatuses } from '@app/contracts';
import { z } from 'zod';
import { oneOf, sortAndPaging, text, toListParams } from '@/lib/url-search';
import type { InvoicesQuery } from './api/get-invoices';

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined);

/** The invoice list's state in the URL; anything unreadable falls back to the default. */
export const invoiceListSearch = z.object({
  q: text(200),
  status: oneOf(invoiceStatuses),
  start: day,
  end: day,
  ...sortAndPaging(invoiceSortKeys),
});
export type InvoiceListSearch = z.output<typeof invoiceListSearch>;

export function toInvoicesQuery(search: InvoiceListSearch): InvoicesQuery {
  // A range typed backwards is read the right way round rather than refused.
  const [start, end] =
    search.start && search.end && search.start > search.end
      ? [search.end, search.start]
      : [search.start, search.end];
  return { ...toListParams(search), status: search.status, start, end };
}
