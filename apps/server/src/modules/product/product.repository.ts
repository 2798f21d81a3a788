import {
  centsToDollars,
  formatDollars,
  type OrderBy,
  type ProductDetail,
  type ProductListQuery,
  type ProductStatus,
  type ProductVariant,
} from '@app/contracts';
import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { categories, products } from '../../db/schema/index.ts';
import { defineList, type Page, type PageWindow } from '../../lib/list-query.ts';

export type ProductRow = typeof products.$inferInsert;
/** The products the caller's rules reach (decision 015), as SQL from `reachableRows`; none: all. */
export type RowReach = { reach?: SQL };
/** The list's query without its paging: what an export filters and sorts by. */
export type ProductFilter = Omit<ProductListQuery, 'page' | 'itemsPerPage'> & RowReach;

/** What a rule's condition may test on a product (contracts' rowRuleFields.Product), as columns. */
export const productRuleColumns = { status: products.status, categoryId: products.categoryId };

export const productColumns = {
  id: products.id,
  productName: products.name,
  category: categories.name,
  categoryId: products.categoryId,
  stock: products.stock,
  sku: products.sku,
  priceCents: products.priceCents,
  discountedPriceCents: products.discountedPriceCents,
  qty: products.qty,
  // The column only holds the contract's statuses (a check constraint says so).
  status: sql<ProductStatus>`${products.status}`,
  image: products.image,
  productBrand: products.brand,
  createdAt: products.createdAt,
};

type Row = { priceCents: number; discountedPriceCents: number | null; createdAt: Date };

/** Cents to the spec's price text and to numbers of dollars. */
export function toProduct<R extends Row>({ priceCents, discountedPriceCents, createdAt, ...rest }: R) {
  return {
    ...rest,
    price: formatDollars(priceCents),
    priceValue: centsToDollars(priceCents),
    discountedPrice: discountedPriceCents === null ? null : formatDollars(discountedPriceCents),
    discountedPriceValue: discountedPriceCents === null ? null : centsToDollars(discountedPriceCents),
    createdAt: createdAt.toISOString(),
  };
}

/**
 * A page of products sorted by category without q: one short walk per category (the products'
 * (category_id, id) index, at most offset + limit rows each) in category name order, instead of
 * joining and sorting every product of the list.
 */
function perCategoryPage(
  db: Queryable,
  orderBy: OrderBy | undefined,
  where: SQL | undefined,
  window: PageWindow,
): Page {
  const dir = orderBy === 'desc' ? desc : asc;
  const inCategory = db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.categoryId, categories.id), where))
    .orderBy(dir(products.id))
    .limit(window.end)
    .as('in_category');
  return db
    .select({ id: inCategory.id })
    .from(categories)
    .crossJoinLateral(inCategory)
    .orderBy(dir(categories.name), dir(categories.id), dir(inCategory.id))
    .limit(window.limit)
    .offset(window.offset)
    .as('page');
}

/**
 * The product list, declared once (lib/list-query.ts). Paging and counting read the products table
 * alone (the category filter by name is one id computed first); the categories are joined for the
 * page's rows, or to sort by name.
 */
export const productList = defineList({
  name: 'products',
  table: products,
  id: products.id,
  columns: productColumns,
  toItem: toProduct,
  join: (rows) => rows.innerJoin(categories, eq(categories.id, products.categoryId)),
  changes: ['products', 'categories'],
  filters: {
    stock: {
      where: (v) => eq(products.stock, v),
      when: (v) => v !== undefined,
      index: 'products_stock_idx (stock, id), products_stock_status_idx (stock, status, id)',
    },
    category: {
      // Category names are unique in any case: one value computed first, so the planner treats
      // category_id as fixed and walks (category_id, id) or (category_id, price_cents, id) in order.
      where: (v) =>
        sql`${products.categoryId} = (${new QueryBuilder()
          .select({ id: categories.id })
          .from(categories)
          .where(sql`lower(${categories.name}) = lower(${v})`)})`,
      index: 'categories_name_idx (lower(name)), then products_category_idx / products_category_price_idx',
    },
    categoryId: {
      where: (v) => eq(products.categoryId, v),
      index: 'products_category_idx (category_id, id)',
    },
    status: { where: (v) => eq(products.status, v), index: 'products_status_idx (status, id)' },
  },
  search: {
    text: [products.name, products.brand],
    index: 'products_{name,brand}_trgm_idx (gin_trgm_ops)',
  },
  sorts: {
    product: { by: products.name, index: 'products_name_idx (name, id)' },
    category: {
      by: categories.name,
      join: (ids) => ids.innerJoin(categories, eq(categories.id, products.categoryId)),
      pageWithoutSearch: perCategoryPage,
      index: 'categories_name_id_idx (name, id), products_category_idx (category_id, id)',
    },
    status: { by: products.status, index: 'products_status_idx (status, id)' },
    price: { by: products.priceCents, index: 'products_price_idx (price_cents, id)' },
    qty: { by: products.qty, index: 'products_qty_idx (qty, id)' },
    sku: { by: products.sku, index: 'products_sku_idx' },
  },
});

/** The product's rule fields (productRuleColumns), its row locked until the transaction ends; null when there is none. */
export async function lockProduct(db: Queryable, id: number) {
  const [row] = await db.select(productRuleColumns).from(products).where(eq(products.id, id)).for('update');
  return row ?? null;
}

export async function findProduct(db: Queryable, id: number): Promise<ProductDetail | null> {
  const [row] = await db
    .select({
      ...productColumns,
      barcode: products.barcode,
      description: products.description,
      tags: products.tags,
      variants: sql<ProductVariant[]>`${products.variants}`,
      images: products.images,
      updatedAt: products.updatedAt,
      version: products.version,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, id));
  if (!row) return null;
  return { ...toProduct(row), updatedAt: row.updatedAt.toISOString(), version: row.version };
}

export async function productExists(db: Queryable, id: number): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
  return row !== undefined;
}

export async function skuTaken(db: Queryable, sku: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.sku, sku), exceptId ? ne(products.id, exceptId) : undefined));
  return row !== undefined;
}

export async function insertProduct(db: Queryable, row: ProductRow): Promise<number> {
  const [created] = await db.insert(products).values(row).returning({ id: products.id });
  return created.id;
}

export async function updateProduct(db: Queryable, id: number, row: ProductRow): Promise<boolean> {
  const updated = await db
    .update(products)
    .set({ ...row, updatedAt: sql`now()` })
    .where(eq(products.id, id))
    .returning({ id: products.id });
  return updated.length > 0;
}

/**
 * Deletes products; call it inside a transaction. The rows other writers share are locked first and
 * in the order every other product write takes them: the products (a checkout takes its products'
 * stock before it adds to their category's earnings), then the products' row count (a product insert
 * takes it before its category's count). Left to the triggers, a delete would lock the category
 * (BEFORE DELETE) before the row count (AFTER DELETE), the reverse of an insert, and a concurrent
 * create and delete deadlocked (found by bench/soak.ts at 50 connections). Products outside `reach`
 * (the deleter's rules, decision 015) are skipped like unknown ids.
 */
export async function deleteProducts(db: Queryable, ids: number[], reach?: SQL): Promise<number> {
  if (ids.length === 0) return 0;
  await db.execute(
    sql`select 1 from ${products} where ${inArray(products.id, ids)} order by ${products.id} for update`,
  );
  await db.execute(sql`select 1 from table_row_counts where table_name = 'products' for update`);
  const deleted = await db
    .delete(products)
    .where(and(inArray(products.id, ids), reach))
    .returning({ id: products.id });
  return deleted.length;
}
