import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { categories, products } from '../../db/schema/index.ts';
import { type KeysetAfter, keyset } from '../../lib/keyset.ts';
import { listFilter, type ProductFilter, productSortColumns } from './product.repository.ts';

export type ProductExportRow = KeysetAfter & {
  productName: string;
  productBrand: string | null;
  category: string;
  sku: string;
  priceCents: number;
  discountedPriceCents: number | null;
  qty: number;
  stock: boolean;
  status: string;
};

/** One batch of the export in the list's sort, after the last row of the batch before. */
export function exportProductsBatch(
  db: Queryable,
  query: ProductFilter,
  after: KeysetAfter | undefined,
  size: number,
): Promise<ProductExportRow[]> {
  const sort = keyset(query.sortBy && productSortColumns[query.sortBy], products.id, query.orderBy);
  return db
    .select({
      id: products.id,
      key: sort.key,
      productName: products.name,
      productBrand: sql<string | null>`${products.brand}`,
      category: categories.name,
      sku: products.sku,
      priceCents: products.priceCents,
      discountedPriceCents: products.discountedPriceCents,
      qty: products.qty,
      stock: products.stock,
      status: products.status,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(listFilter(query), sort.after(after)))
    .orderBy(...sort.order)
    .limit(size);
}
