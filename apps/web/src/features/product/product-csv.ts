import type { Product } from '@app/contracts';
import type { TFunction } from 'i18next';
import { type CsvColumn, toCsv } from '@/lib/csv';

/** The exported list: one line per product, headers and words in the interface language, money as plain numbers. */
export function productsCsv(products: readonly Product[], t: TFunction): string {
  const columns: CsvColumn<Product>[] = [
    { header: t('columns.product'), value: (p) => p.productName },
    { header: t('form.brand'), value: (p) => p.productBrand },
    { header: t('columns.category'), value: (p) => p.category },
    { header: t('columns.sku'), value: (p) => p.sku },
    { header: t('columns.price'), value: (p) => p.priceValue.toFixed(2) },
    { header: t('form.discountedPrice'), value: (p) => p.discountedPriceValue?.toFixed(2) ?? '' },
    { header: t('columns.qty'), value: (p) => p.qty },
    { header: t('columns.stock'), value: (p) => (p.stock ? t('stock.in') : t('stock.out')) },
    { header: t('columns.status'), value: (p) => t(`statuses.${p.status}`) },
  ];
  return toCsv(products, columns);
}
