import { asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { dealProducts, deals, products } from '../../db/schema/index.ts';
import { defineList } from '../../lib/list-query.ts';

export type DealRow = typeof deals.$inferSelect;
export type NewDealRow = typeof deals.$inferInsert;
export type DealProduct = { id: number; name: string };

/** The deals as a list, declared once (lib/list-query.ts): newest first by default. */
export const dealList = defineList({
  name: 'deals',
  table: deals,
  id: deals.id,
  columns: { deal: deals },
  toItem: (row) => row.deal,
  idsFirst: true,
  defaultSort: { sortBy: 'createdAt', orderBy: 'desc' },
  filters: {},
  search: { text: [deals.title, deals.code], index: 'deals_title_trgm_idx, deals_code_trgm_idx' },
  sorts: {
    createdAt: { by: deals.createdAt, index: 'deals_created_idx (created_at, id)' },
    startsAt: { by: deals.startsAt, index: 'deals_starts_idx (starts_at, id)' },
  },
});

/** The products of each deal, by name. */
export async function productsOfDeals(db: Queryable, dealIds: number[]): Promise<Map<number, DealProduct[]>> {
  const byDeal = new Map<number, DealProduct[]>(dealIds.map((id) => [id, []]));
  if (dealIds.length === 0) return byDeal;
  const rows = await db
    .select({ dealId: dealProducts.dealId, id: products.id, name: products.name })
    .from(dealProducts)
    .innerJoin(products, eq(products.id, dealProducts.productId))
    .where(inArray(dealProducts.dealId, dealIds))
    .orderBy(asc(products.name), asc(products.id));
  for (const { dealId, ...p } of rows) byDeal.get(dealId)?.push(p);
  return byDeal;
}

export async function existingProductIds(db: Queryable, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: products.id }).from(products).where(inArray(products.id, ids));
  return new Set(rows.map((r) => r.id));
}

export async function findDealByCode(db: Queryable, code: string): Promise<DealRow | null> {
  const [row] = await db.select().from(deals).where(eq(deals.code, code));
  return row ?? null;
}

export async function insertDeal(db: Queryable, row: NewDealRow, productIds: number[]): Promise<DealRow> {
  const [created] = await db.insert(deals).values(row).returning();
  await db.insert(dealProducts).values(productIds.map((productId) => ({ dealId: created.id, productId })));
  return created;
}

export async function deleteDeal(db: Queryable, id: number): Promise<boolean> {
  const deleted = await db.delete(deals).where(eq(deals.id, id)).returning({ id: deals.id });
  return deleted.length > 0;
}
