import { useStreamedExport } from '@/components/data-table/use-streamed-export';

/** Downloads every order of the current filter and sort as orders-YYYY-MM-DD.csv, streamed by the server. */
export function useExportOrders() {
  return useStreamedExport({ ns: 'order', path: '/apps/ecommerce/orders/export.csv', fileStem: 'orders' });
}
