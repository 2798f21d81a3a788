import { useStreamedExport } from '@/components/data-table/use-streamed-export';

/** Downloads every product of the current filter and sort as products-YYYY-MM-DD.csv, streamed by the server. */
export function useExportProducts() {
  return useStreamedExport({
    ns: 'product',
    path: '/apps/ecommerce/products/export.csv',
    fileStem: 'products',
  });
}
