import {
  centsToDollars,
  formatDollars,
  type Product,
  type ProductDetail,
  type ProductListQuery,
  type ProductStatus,
  type ProductVariant,
} from '@app/contracts';
import { and, asc, desc, eq, inArray, ne, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { categories, products } from '../../db/schema/index.ts';
import { keptPage, keptTotal } from '../../lib/kept-searches.ts';
import { cappedCount, countStatements, countWith, type ListTotal } from '../../lib/list-count.ts';
import {
  likePattern,
  orderClause,
  type PageWindow,
  pageOfIds,
  pageSlots,
  pageWindow,
  windowOf,
} from '../../lib/paging.ts';
import { listShape, shaped } from '../../lib/prepared.ts';
import { textSearch } from '../../lib/search.ts';

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

export const productSortColumns = {
  product: products.name,
  category: categories.name,
  status: products.status,
  price: products.priceCents,
  qty: products.qty,
  sku: products.sku,
};

/** What the filters compare with: the query's values, or placeholders of the statements kept per shape. */
type FilterValues = Pick<ProductFilter, 'reach'> & {
  [K in 'q' | 'stock' | 'category' | 'categoryId' | 'status']?: ProductFilter[K] | Placeholder;
};

/**
 * The list's filters on the products table alone: a category named in the query becomes a lookup of
 * its ids, so paging and counting never join the categories.
 */
export function listFilter(query: FilterValues): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.q) conditions.push(textSearch(query.q, [products.name, products.brand]));
  if (query.reach) conditions.push(query.reach);
  if (query.stock !== undefined) conditions.push(eq(products.stock, query.stock));
  if (query.category) {
    const named = new QueryBuilder()
      .select({ id: categories.id })
      .from(categories)
      .where(sql`lower(${categories.name}) = lower(${query.category})`);
    // Category names are unique in any case: one value computed first, so the planner treats
    // category_id as fixed and walks (category_id, id) or (category_id, price_cents, id) in order.
    conditions.push(sql`${products.categoryId} = (${named})`);
  }
  if (query.categoryId) conditions.push(eq(products.categoryId, query.categoryId));
  if (query.status) conditions.push(eq(products.status, query.status));
  return and(...conditions);
}

/**
 * The statements of a list call without a row rule, built once per shape (lib/prepared.ts): the
 * filters present and the sort, their values placeholders (q's is its LIKE pattern).
 */
function preparedList(db: Queryable, query: ProductListQuery & RowReach) {
  if (query.reach) return undefined;
  // The same tests as listFilter's, so a shape has exactly the conditions the values would add.
  const filters = {
    q: query.q || undefined,
    stock: query.stock,
    category: query.category || undefined,
    categoryId: query.categoryId || undefined,
    status: query.status || undefined,
  };
  const { key, slots } = listShape('products', filters, query);
  return shaped(db, key, (name) => {
    const where = listFilter(slots);
    const { ids, order } = orderedIds(db, query);
    return {
      page: pageQuery(db, query, where, pageSlots).prepare(`${name}_page`),
      count: countStatements(db, db.select({ id: products.id }).from(products).where(where), `${name}_count`),
      // A search's first n ids in the list's order (pages kept by lib/kept-searches.ts).
      ids: ids
        .where(where)
        .orderBy(...order)
        .limit(sql.placeholder('n'))
        .prepare(`${name}_ids`),
    };
  });
}

/** The products of the given ids with their categories, in any order (a page of kept ids). */
const rowsOfIds = (db: Queryable) =>
  shaped(db, 'products|kept-rows', (name) =>
    db
      .select(productColumns)
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(sql`${products.id} = any(${sql.placeholder('ids')}::int[])`)
      .prepare(`${name}_rows`),
  );

const placeholderValues = (query: ProductListQuery) => ({
  q: query.q ? likePattern(query.q) : undefined,
  stock: query.stock,
  category: query.category,
  categoryId: query.categoryId,
  status: query.status,
  ...pageWindow(query),
});

/** Exact up to EXACT_COUNT_LIMIT products, then the planner's estimate, flagged. */
export function countProducts(db: Queryable, query: ProductListQuery & RowReach): Promise<ListTotal> {
  const prepared = preparedList(db, query);
  if (!prepared)
    return cappedCount(db, db.select({ id: products.id }).from(products).where(listFilter(query)));
  const count = () => countWith(db, prepared.count, placeholderValues(query));
  // A search's total is kept with its ids (lib/kept-searches.ts): every page of it has the same.
  return keptTotal(db, query.q ? keptSearch(query) : undefined, count);
}

/**
 * A search as lib/kept-searches.ts keeps it: its values and sort, and the tables whose writes change
 * its rows (the categories: the category filter and sort read their names).
 */
function keptSearch(query: ProductListQuery) {
  const { q, stock, category, categoryId, status, sortBy, orderBy } = query;
  return {
    key: JSON.stringify(['products', q, stock, category, categoryId, status, sortBy, orderBy]),
    tables: ['products', 'categories'],
  };
}

/** The ids of the products in the list's order: the products alone, joined to the categories only to sort by name. */
function orderedIds(db: Queryable, sort: Pick<ProductListQuery, 'sortBy' | 'orderBy'>) {
  const order = orderClause(productSortColumns, sort.sortBy, sort.orderBy, [desc(products.id)], products.id);
  let ids = db.select({ id: products.id }).from(products).$dynamic();
  if (sort.sortBy === 'category') ids = ids.innerJoin(categories, eq(categories.id, products.categoryId));
  return { ids, order };
}

/**
 * A page's ids sorted by category name, without a search: category after category in name order (their
 * (name, id) index; there are few), each giving at most the page's end of its products in id order
 * from (category_id, id). The plain join reads every product of the first category (16,000 of 100,000)
 * to sort them by id for each page. Names are unique (in any case), so this is the list's order,
 * categories.name then products.id. With q the join stays: under a rare match this walk would read
 * every category's products to the end (236 ms against 0.3 ms at 100,000 products).
 */
function perCategoryPage(
  db: Queryable,
  orderBy: ProductListQuery['orderBy'],
  where: SQL | undefined,
  window: PageWindow,
) {
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
 * One page: the ids of the page from the products alone (an index walk in the sort order), then the
 * category of those rows only. Sorting by category name needs the categories, and only then are they read.
 */
function pageQuery(
  db: Queryable,
  sort: Pick<ProductListQuery, 'sortBy' | 'orderBy' | 'q'>,
  where: SQL | undefined,
  paging: Parameters<typeof pageOfIds>[3],
) {
  const { ids, order } = orderedIds(db, sort);
  const page =
    sort.sortBy === 'category' && !sort.q
      ? perCategoryPage(db, sort.orderBy, where, windowOf(paging))
      : pageOfIds(ids, where, order, paging);
  return db
    .select(productColumns)
    .from(page)
    .innerJoin(products, eq(products.id, page.id))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .orderBy(...order);
}

export async function listProducts(db: Queryable, query: ProductListQuery & RowReach): Promise<Product[]> {
  const prepared = preparedList(db, query);
  if (prepared && query.q) {
    // A search's pages come from its kept ids while no product or category was written since.
    const values = placeholderValues(query);
    const read = async (n: number) => (await prepared.ids.execute({ ...values, n })).map((row) => row.id);
    const rows = (ids: number[]) => rowsOfIds(db).execute({ ids });
    const kept = await keptPage(db, keptSearch(query), query, read, rows);
    if (kept) return kept.map(toProduct);
  }
  if (prepared) return (await prepared.page.execute(placeholderValues(query))).map(toProduct);
  return (await pageQuery(db, query, listFilter(query), query)).map(toProduct);
}

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
