import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { datedFileName, downloadCsv } from '@/lib/csv';
import { fetchAllProducts } from '../api/export-products';
import type { ProductsQuery } from '../api/get-products';
import { productsCsv } from '../product-csv';

/** Downloads every product of the current filter and sort as products-YYYY-MM-DD.csv. */
export function useExportProducts() {
  const { t } = useTranslation('product');
  const [exporting, setExporting] = useState(false);

  const run = async (query: ProductsQuery): Promise<number> => {
    setExporting(true);
    try {
      const products = await fetchAllProducts(query);
      downloadCsv(datedFileName('products'), productsCsv(products, t));
      return products.length;
    } finally {
      setExporting(false);
    }
  };
  return { exporting, run };
}
