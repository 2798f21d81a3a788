import type { CustomerListQuery } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { type CsvColumn, EXPORT_BATCH_SIZE } from '../../lib/csv-stream.ts';
import { customerList, type RowReach } from './customer.repository.ts';
import { type CustomerExportRow, customerExportRead } from './customer-export.repository.ts';

/** The list's query without its paging: what the export filters and sorts by. */
export type CustomerFilter = Omit<CustomerListQuery, 'page' | 'itemsPerPage'> & RowReach;

/** The columns of the web's customer export, with English labels. */
export const customerCsvColumns: CsvColumn<CustomerExportRow>[] = [
  { header: 'Customer', value: (c) => c.customer },
  { header: 'E-mail', value: (c) => c.email },
  { header: 'Customer ID', value: (c) => c.customerId },
  { header: 'Country', value: (c) => c.country },
  { header: 'Orders', value: (c) => c.order },
  { header: 'Total spent', value: (c) => (c.totalSpentCents / 100).toFixed(2) },
];

/** Every customer of the list's filter and sort, batch after batch, each read by its own query. */
export function customerExportBatches(db: Db, query: CustomerFilter, batchSize = EXPORT_BATCH_SIZE) {
  return customerList.exportBatches(db, customerExportRead, query, batchSize);
}
