import type { InvoiceStatus } from '@app/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { clients, invoices } from '../../db/schema/index.ts';
import { type KeysetAfter, keyset } from '../../lib/keyset.ts';
import { type InvoiceListFilter, invoiceSortColumns, listFilter, listSort } from './invoice.repository.ts';

export type InvoiceExportRow = KeysetAfter & {
  issuedDate: string;
  dueDate: string;
  client: string;
  company: string;
  companyEmail: string;
  service: string;
  status: InvoiceStatus;
  totalCents: number;
  paidCents: number;
  balanceCents: number;
};

/**
 * One batch of the export in the list's sort (its column, then the number), after the last row of
 * the batch before: the (column, id) indexes answer it without reading the rows already sent. The
 * sort by client has no index across the join: each of its batches sorts the filtered rows.
 */
export function exportInvoicesBatch(
  db: Queryable,
  query: InvoiceListFilter,
  after: InvoiceExportRow | undefined,
  size: number,
): Promise<InvoiceExportRow[]> {
  const { sortBy, orderBy } = listSort(query);
  const sort = keyset(sortBy && invoiceSortColumns[sortBy], invoices.id, orderBy);
  return db
    .select({
      id: invoices.id,
      key: sort.key,
      issuedDate: invoices.issuedDate,
      dueDate: invoices.dueDate,
      client: clients.name,
      company: clients.company,
      companyEmail: clients.companyEmail,
      service: invoices.service,
      status: sql<InvoiceStatus>`${invoices.status}`,
      totalCents: invoices.totalCents,
      paidCents: invoices.paidCents,
      balanceCents: invoices.balanceCents,
    })
    .from(invoices)
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .where(and(listFilter(query), sort.after(after)))
    .orderBy(...sort.order)
    .limit(size);
}
