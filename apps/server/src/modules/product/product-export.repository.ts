import { eq, sql } from 'drizzle-orm';
import { categories, products } from '../../db/schema/index.ts';
import type { ExportRead } from '../../lib/list-query.ts';

export type ProductExportRow = {
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

/** What the product export reads of each product (productList reads it batch after batch). */
export const productExportRead: ExportRead<ProductExportRow> = {
  columns: {
    productName: products.name,
    productBrand: sql<string | null>`${products.brand}`,
    category: categories.name,
    sku: products.sku,
    priceCents: products.priceCents,
    discountedPriceCents: products.discountedPriceCents,
    qty: products.qty,
    stock: products.stock,
    status: products.status,
  },
  join: (rows) => rows.innerJoin(categories, eq(categories.id, products.categoryId)),
};
