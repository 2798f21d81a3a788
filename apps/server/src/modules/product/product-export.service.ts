import type { Db } from '../../db/client.ts';
import { type CsvColumn, EXPORT_BATCH_SIZE } from '../../lib/csv-stream.ts';
import { type ProductFilter, productList } from './product.repository.ts';
import { type ProductExportRow, productExportRead } from './product-export.repository.ts';

const dollars = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

/** The columns of the web's product export, with English labels. */
export const productCsvColumns: CsvColumn<ProductExportRow>[] = [
  { header: 'Product', value: (p) => p.productName },
  { header: 'Brand', value: (p) => p.productBrand },
  { header: 'Category', value: (p) => p.category },
  { header: 'SKU', value: (p) => p.sku },
  { header: 'Price', value: (p) => dollars(p.priceCents) },
  { header: 'Discounted price', value: (p) => dollars(p.discountedPriceCents) },
  { header: 'Qty', value: (p) => p.qty },
  { header: 'Stock', value: (p) => (p.stock ? 'In stock' : 'Out of stock') },
  { header: 'Status', value: (p) => p.status },
];

/** Every product of the list's filter and sort, batch after batch, each read by its own query. */
export function productExportBatches(db: Db, query: ProductFilter, batchSize = EXPORT_BATCH_SIZE) {
  return productList.exportBatches(db, productExportRead, query, batchSize);
}
