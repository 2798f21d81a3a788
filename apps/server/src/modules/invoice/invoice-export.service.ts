import type { Db } from '../../db/client.ts';
import { type CsvColumn, EXPORT_BATCH_SIZE } from '../../lib/csv-stream.ts';
import { type InvoiceListFilter, invoiceCall, invoiceList } from './invoice.repository.ts';
import { type InvoiceExportRow, invoiceExportRead } from './invoice-export.repository.ts';

const money = (cents: number) => (Number(cents) / 100).toFixed(2);

/** The columns of the invoice export (English labels, money in dollars with two decimals). */
export const invoiceCsvColumns: CsvColumn<InvoiceExportRow & { id: number }>[] = [
  { header: 'Invoice', value: (r) => r.id },
  { header: 'Issued', value: (r) => r.issuedDate },
  { header: 'Due', value: (r) => r.dueDate },
  { header: 'Client', value: (r) => r.client },
  { header: 'Company', value: (r) => r.company },
  { header: 'E-mail', value: (r) => r.companyEmail },
  { header: 'Service', value: (r) => r.service },
  { header: 'Status', value: (r) => r.status },
  { header: 'Total', value: (r) => money(r.totalCents) },
  { header: 'Paid', value: (r) => money(r.paidCents) },
  { header: 'Balance', value: (r) => money(r.balanceCents) },
];

/** Every invoice of the list's filter and sort, batch after batch, each read by its own query. */
export function invoiceExportBatches(db: Db, query: InvoiceListFilter, batchSize = EXPORT_BATCH_SIZE) {
  return invoiceList.exportBatches(db, invoiceExportRead, invoiceCall(query), batchSize);
}
