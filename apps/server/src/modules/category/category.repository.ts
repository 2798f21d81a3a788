import type { Category, CategoryListQuery, ProductStatus } from '@app/contracts';
import { and, asc, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { categories, products } from '../../db/schema/index.ts';
import { cappedCount, type ListTotal } from '../../lib/list-count.ts';
import { orderClause, pageOfIds } from '../../lib/paging.ts';
import { textSearch } from '../../lib/search.ts';

/** What a write sets: the product count and earnings belong to the triggers. */
export type CategoryRow = Omit<typeof categories.$inferInsert, 'productCount' | 'earningCents'>;

const parent = alias(categories, 'parent');

const columns = {
  id: categories.id,
  name: categories.name,
  slug: categories.slug,
  description: categories.description,
  image: categories.image,
  parentId: categories.parentId,
  parentName: parent.name,
  status: sql<ProductStatus>`${categories.status}`,
  productCount: categories.productCount,
  earningCents: categories.earningCents,
  createdAt: categories.createdAt,
  version: categories.version,
};

/**
 * Sort keys, each with its (column, id) index. The product count and earnings are columns that
 * triggers keep equal to the products and order items (migration 0009), so no sort aggregates.
 */
const categorySortColumns = {
  name: categories.name,
  products: categories.productCount,
  earning: categories.earningCents,
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
  version: number;
};

function toCategory({ earningCents: cents, createdAt, ...rest }: CategoryRowOut): Category {
  return { ...rest, totalEarning: cents / 100, createdAt: createdAt.toISOString() };
}

/** Exact up to EXACT_COUNT_LIMIT categories, then the planner's estimate, flagged. */
export function countCategories(db: Queryable, query: CategoryListQuery): Promise<ListTotal> {
  return cappedCount(db, db.select({ id: categories.id }).from(categories).where(listFilter(query)));
}

const defaultOrder = [asc(categories.name), asc(categories.id)];

/** One page of ids from the categories alone (an index walk in the sort order), then the parents of that page. */
export async function listCategories(db: Queryable, query: CategoryListQuery): Promise<Category[]> {
  const order = orderClause(categorySortColumns, query.sortBy, query.orderBy, defaultOrder, categories.id);
  const ids = db.select({ id: categories.id }).from(categories).$dynamic();
  const page = pageOfIds(ids, listFilter(query), order, query);
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
