import { useStreamedExport } from '@/components/data-table/use-streamed-export';

/** Downloads every customer of the current filter and sort as customers-YYYY-MM-DD.csv, streamed by the server. */
export function useExportCustomers() {
  return useStreamedExport({
    ns: 'customer',
    path: '/apps/ecommerce/customers/export.csv',
    fileStem: 'customers',
  });
}
