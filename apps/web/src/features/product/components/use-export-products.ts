import { useTranslation } from 'react-i18next';
import { useListExport } from '@/components/data-table/use-list-export';
import { fetchAllProducts } from '../api/export-products';
import { productsCsv } from '../product-csv';

/** Downloads every product of the current filter and sort as products-YYYY-MM-DD.csv. */
export function useExportProducts() {
  const { t } = useTranslation('product');
  return useListExport({
    ns: 'product',
    fileStem: 'products',
    fetchAll: fetchAllProducts,
    csv: (rows) => productsCsv(rows, t),
  });
}
