import type { Category, CategoryListQuery, ProductStatus } from '@app/contracts';
import { and, asc, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { categories, orderItems, products } from '../../db/schema/index.ts';
import { cappedCount, type ListTotal } from '../../lib/list-count.ts';
import { orderClause, pageOfIds } from '../../lib/paging.ts';
import { textSearch } from '../../lib/search.ts';

export type CategoryRow = typeof categories.$inferInsert;

const parent = alias(categories, 'parent');
// Qualified by hand: in a query without a join, drizzle writes columns without their table name.
const productCount = sql<number>`(select count(*)::int from products p where p.category_id = "categories"."id")`;
const earningCents = sql<number>`(select coalesce(sum(i.unit_price_cents::bigint * i.qty), 0)
  from order_items i join products p on p.id = i.product_id where p.category_id = "categories"."id")`;

const columns = {
  id: categories.id,
  name: categories.name,
  slug: categories.slug,
  description: categories.description,
  image: categories.image,
  parentId: categories.parentId,
  parentName: parent.name,
  status: sql<ProductStatus>`${categories.status}`,
  productCount,
  earningCents: earningCents.mapWith(Number),
  createdAt: categories.createdAt,
};

/** Sort keys; paging by products or earning swaps in the grouped totals (totalsByCategory). */
const categorySortColumns = {
  name: categories.name,
  products: productCount,
  earning: earningCents,
  status: categories.status,
};

/** q: a trigram search of name, slug and description, on the categories table alone. */
function listFilter(query: CategoryListQuery): SQL | undefined {
  if (!query.q) return undefined;
  return textSearch(query.q, [categories.name, categories.slug, categories.description]);
}

type CategoryRowOut = {
  id: number;
  name: string;
  slug: string;
  description: string;
  image: string | null;
  parentId: number | null;
  parentName: string | null;
  status: ProductStatus;
  productCount: number;
  earningCents: number;
  createdAt: Date;
};

function toCategory({ earningCents: cents, createdAt, ...rest }: CategoryRowOut): Category {
  return { ...rest, totalEarning: cents / 100, createdAt: createdAt.toISOString() };
}

/** Exact up to EXACT_COUNT_LIMIT categories, then the planner's estimate, flagged. */
export function countCategories(db: Queryable, query: CategoryListQuery): Promise<ListTotal> {
  return cappedCount(db, db.select({ id: categories.id }).from(categories).where(listFilter(query)));
}

/** Product counts and earnings of every category in one grouped pass each (not one pass per category). */
function totalsByCategory(db: Queryable) {
  const counts = db
    .select({ categoryId: products.categoryId, n: sql<number>`count(*)::int`.as('n') })
    .from(products)
    .groupBy(products.categoryId)
    .as('counts');
  const earnings = db
    .select({
      categoryId: products.categoryId,
      cents: sql<number>`sum(${orderItems.unitPriceCents}::bigint * ${orderItems.qty})`.as('cents'),
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .groupBy(products.categoryId)
    .as('earnings');
  return { counts, earnings };
}

const defaultOrder = [asc(categories.name), asc(categories.id)];

/**
 * The ids of one page: by name or status an index walk of the categories alone; by products or
 * earning through the grouped totals, the only way to order by them.
 */
function pageOfCategoryIds(db: Queryable, query: CategoryListQuery) {
  const filter = listFilter(query);
  if (query.sortBy !== 'products' && query.sortBy !== 'earning') {
    const order = orderClause(categorySortColumns, query.sortBy, query.orderBy, defaultOrder, categories.id);
    return pageOfIds(db.select({ id: categories.id }).from(categories).$dynamic(), filter, order, query);
  }
  const { counts, earnings } = totalsByCategory(db);
  const totals = {
    ...categorySortColumns,
    products: sql<number>`coalesce(${counts.n}, 0)`,
    earning: sql<number>`coalesce(${earnings.cents}, 0)`,
  };
  const order = orderClause(totals, query.sortBy, query.orderBy, defaultOrder, categories.id);
  const ids = db
    .select({ id: categories.id })
    .from(categories)
    .leftJoin(counts, eq(counts.categoryId, categories.id))
    .leftJoin(earnings, eq(earnings.categoryId, categories.id))
    .$dynamic();
  return pageOfIds(ids, filter, order, query);
}

/** One page, then the parent, product count and earning of that page's categories only. */
export async function listCategories(db: Queryable, query: CategoryListQuery): Promise<Category[]> {
  const page = pageOfCategoryIds(db, query);
  // The same order again, the totals now computed for the page's rows alone.
  const order = orderClause(categorySortColumns, query.sortBy, query.orderBy, defaultOrder, categories.id);
  const rows = await db
    .select(columns)
    .from(page)
    .innerJoin(categories, eq(categories.id, page.id))
    .leftJoin(parent, eq(parent.id, categories.parentId))
    .orderBy(...order);
  return rows.map(toCategory);
}

export async function findCategory(db: Queryable, id: number): Promise<Category | null> {
  const [row] = await db
    .select(columns)
    .from(categories)
    .leftJoin(parent, eq(parent.id, categories.parentId))
    .where(eq(categories.id, id));
  return row ? toCategory(row) : null;
}

export async function categoryExists(db: Queryable, id: number): Promise<boolean> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  return row !== undefined;
}

/** Which of the name (any case) and slug another category holds already. */
export async function takenCategoryFields(
  db: Queryable,
  name: string,
  slug: string,
  exceptId?: number,
): Promise<('name' | 'slug')[]> {
  const rows = await db
    .select({ name: categories.name, slug: categories.slug })
    .from(categories)
    .where(
      and(
        or(sql`lower(${categories.name}) = lower(${name})`, eq(categories.slug, slug)),
        exceptId ? ne(categories.id, exceptId) : undefined,
      ),
    );
  const taken = new Set<'name' | 'slug'>();
  for (const row of rows) {
    if (row.name.toLowerCase() === name.toLowerCase()) taken.add('name');
    if (row.slug === slug) taken.add('slug');
  }
  return [...taken];
}

/** The ids from `id` up through its parents (a chain, so a cycle can be refused). */
export async function ancestorIds(db: Queryable, id: number): Promise<number[]> {
  const result = (await db.execute(sql`
    with recursive up(id, parent_id, depth) as (
      select id, parent_id, 0 from categories where id = ${id}
      union all
      select c.id, c.parent_id, up.depth + 1 from categories c join up on c.id = up.parent_id where up.depth < 50
    )
    select id from up`)) as { rows: { id: number }[] };
  return result.rows.map((r) => Number(r.id));
}

export async function countProductsIn(db: Queryable, id: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(eq(products.categoryId, id));
  return row.n;
}

export async function insertCategory(db: Queryable, row: CategoryRow): Promise<number> {
  const [created] = await db.insert(categories).values(row).returning({ id: categories.id });
  return created.id;
}

export async function updateCategory(db: Queryable, id: number, row: CategoryRow): Promise<boolean> {
  const updated = await db
    .update(categories)
    .set(row)
    .where(eq(categories.id, id))
    .returning({ id: categories.id });
  return updated.length > 0;
}

export async function deleteCategory(db: Queryable, id: number): Promise<boolean> {
  const deleted = await db.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id });
  return deleted.length > 0;
}
