import type { Category, ProductStatus } from '@app/contracts';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { categories, products } from '../../db/schema/index.ts';
import { defineList } from '../../lib/list-query.ts';

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

/**
 * The category list, declared once (lib/list-query.ts): by name by default; the parents of the page's
 * categories only are joined. The product count and earnings are columns that triggers keep equal to
 * the products and order items (migration 0009), so no sort aggregates.
 */
export const categoryList = defineList({
  name: 'categories',
  table: categories,
  id: categories.id,
  columns,
  toItem: toCategory,
  join: (rows) => rows.leftJoin(parent, eq(parent.id, categories.parentId)),
  defaultSort: { sortBy: 'name', orderBy: 'asc' },
  changes: ['categories'],
  filters: {},
  search: {
    text: [categories.name, categories.slug, categories.description],
    index: 'categories_{name,slug,description}_trgm_idx (gin_trgm_ops)',
  },
  sorts: {
    name: { by: categories.name, index: 'categories_name_id_idx (name, id)' },
    products: { by: categories.productCount, index: 'categories_product_count_idx (product_count, id)' },
    earning: { by: categories.earningCents, index: 'categories_earning_idx (earning_cents, id)' },
    status: { by: categories.status, index: 'categories_status_id_idx (status, id)' },
  },
});

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
