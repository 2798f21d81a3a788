import type { OrderListQuery } from '@app/contracts';
import { paymentStatuses } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { type CsvColumn, EXPORT_BATCH_SIZE } from '../../lib/csv-stream.ts';
import { orderList, type RowReach } from './order.repository.ts';
import { type OrderExportRow, orderExportRead } from './order-export.repository.ts';

/** The list's query without its paging: what the export filters and sorts by. */
export type OrderListFilter = Omit<OrderListQuery, 'page' | 'itemsPerPage'> & RowReach;

const METHOD_LABELS: Record<string, string> = { paypalLogo: 'PayPal', mastercard: 'Mastercard' };
const STATUS_LABELS: Record<string, string> = {
  'Out for Delivery': 'Out for delivery',
  'Ready to Pickup': 'Ready to pick up',
};

/** The columns of the web's order export (English labels, as the list shows them in English). */
export const orderCsvColumns: CsvColumn<OrderExportRow>[] = [
  { header: 'Order', value: (o) => o.order },
  { header: 'Date', value: (o) => o.createdAt },
  { header: 'Customer', value: (o) => o.customer },
  { header: 'E-mail', value: (o) => o.email },
  { header: 'Total', value: (o) => (o.spentCents / 100).toFixed(2) },
  {
    header: 'Payment',
    value: (o) => paymentStatuses[o.payment as keyof typeof paymentStatuses] ?? 'Pending',
  },
  { header: 'Status', value: (o) => STATUS_LABELS[o.status] ?? o.status },
  { header: 'Method', value: (o) => `${METHOD_LABELS[o.method] ?? o.method} ${o.methodNumber}` },
];

/** Every order of the list's filter and sort, batch after batch, each read by its own query. */
export function orderExportBatches(db: Db, query: OrderListFilter, batchSize = EXPORT_BATCH_SIZE) {
  return orderList.exportBatches(db, orderExportRead, query, batchSize);
}
