import type { InvoiceStatus } from '@app/contracts';
import { eq, sql } from 'drizzle-orm';
import { clients, invoices } from '../../db/schema/index.ts';
import type { ExportRead } from '../../lib/list-query.ts';

export type InvoiceExportRow = {
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
 * What the invoice export reads of each invoice (invoiceList reads it batch after batch in the list's
 * sort; the sort by client has no index across the join: each of its batches sorts the filtered rows).
 */
export const invoiceExportRead: ExportRead<InvoiceExportRow> = {
  columns: {
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
  },
  join: (rows) => rows.innerJoin(clients, eq(clients.id, invoices.clientId)),
};
