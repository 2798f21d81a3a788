import type { DealListQuery } from '@app/contracts/deal';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { dealProducts, deals, products } from '../../db/schema/index.ts';
import { cappedCount, type ListTotal } from '../../lib/list-count.ts';
import { orderClause, pageOfIds } from '../../lib/paging.ts';
import { textSearch } from '../../lib/search.ts';

export type DealRow = typeof deals.$inferSelect;
export type NewDealRow = typeof deals.$inferInsert;
export type DealProduct = { id: number; name: string };

/** Sort keys, each with its (column, id) index. */
const sortColumns = { createdAt: deals.createdAt, startsAt: deals.startsAt };
const defaultOrder = [desc(deals.createdAt), desc(deals.id)];

const listFilter = (q: string) => (q ? textSearch(q, [deals.title, deals.code]) : undefined);

export function countDeals(db: Queryable, q: string): Promise<ListTotal> {
  return cappedCount(db, db.select({ id: deals.id }).from(deals).where(listFilter(q)));
}

export async function listDeals(db: Queryable, query: DealListQuery): Promise<DealRow[]> {
  const order = orderClause(sortColumns, query.sortBy, query.orderBy, defaultOrder, deals.id);
  const ids = db.select({ id: deals.id }).from(deals).$dynamic();
  const page = pageOfIds(ids, listFilter(query.q), order, query);
  const rows = await db
    .select({ deal: deals })
    .from(page)
    .innerJoin(deals, eq(deals.id, page.id))
    .orderBy(...order);
  return rows.map((r) => r.deal);
}

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
