import { type ProductStatsAnswer, productStatuses } from '@app/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, products } from '../../db/schema/index.ts';

/** Counts by status, stock and category, and the inventory's value, in one read-only snapshot. */
export function productStats(db: Db): Promise<ProductStatsAnswer> {
  return db.transaction(
    async (tx) => {
      const [totals] = await tx
        .select({
          total: sql<number>`count(*)::int`,
          inStock: sql<number>`(count(*) filter (where ${products.stock}))::int`,
          valueCents: sql<number>`coalesce(sum(${products.priceCents}::bigint * ${products.qty}), 0)`.mapWith(
            Number,
          ),
        })
        .from(products);
      const statuses = await tx
        .select({ status: products.status, count: sql<number>`count(*)::int` })
        .from(products)
        .groupBy(products.status);
      const byCategory = await tx
        .select({
          categoryId: categories.id,
          category: categories.name,
          count: sql<number>`count(${products.id})::int`,
        })
        .from(categories)
        .leftJoin(products, eq(products.categoryId, categories.id))
        .groupBy(categories.id, categories.name)
        .orderBy(asc(categories.name), asc(categories.id));
      const byStatus: Record<string, number> = Object.fromEntries(productStatuses.map((s) => [s, 0]));
      for (const row of statuses) byStatus[row.status] = row.count;
      return {
        total: totals.total,
        byStatus,
        inStock: totals.inStock,
        outOfStock: totals.total - totals.inStock,
        byCategory,
        inventoryValue: totals.valueCents / 100,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
