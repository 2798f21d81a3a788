import {
  DEAL_DUPLICATE_CODE_TEXT,
  DEAL_NOT_FOUND_TEXT,
  DEAL_UNKNOWN_PRODUCT_TEXT,
  type Deal,
  type DealCreateValues,
  type DealListAnswer,
  type DealListQuery,
  dealStatusOn,
} from '@app/contracts/deal';
import type { Db, Queryable } from '../../db/client.ts';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../lib/errors.ts';
import {
  type DealProduct,
  type DealRow,
  dealList,
  deleteDeal,
  existingProductIds,
  findDealByCode,
  insertDeal,
  productsOfDeals,
} from './deal.repository.ts';

export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

const toDeal = (row: DealRow, products: DealProduct[], today: string): Deal => ({
  ...row,
  products,
  status: dealStatusOn(today, row.startsAt, row.endsAt),
  createdAt: row.createdAt.toISOString(),
});

export async function listDealsPage(db: Db, query: DealListQuery, now = new Date()): Promise<DealListAnswer> {
  const { rows, ...total } = await dealList.page(db, query);
  const productsOf = await productsOfDeals(
    db,
    rows.map((r) => r.id),
  );
  const today = todayUtc(now);
  return { deals: rows.map((r) => toDeal(r, productsOf.get(r.id) ?? [], today)), ...total };
}

const duplicate = () => conflict('code', DEAL_DUPLICATE_CODE_TEXT);

/**
 * Stores a deal: a code used by another deal is refused (409 on `code`), and so is a product id that
 * names no product (400 on `productIds`), before anything is written.
 */
export async function createDeal(db: Db, body: DealCreateValues, now = new Date()): Promise<Deal> {
  const { productIds, ...fields } = body;
  const known = await existingProductIds(db, productIds);
  const unknown = productIds.filter((id) => !known.has(id));
  if (unknown.length > 0)
    throw badRequest('productIds', `${DEAL_UNKNOWN_PRODUCT_TEXT} (${unknown.join(', ')})`);
  if (await findDealByCode(db, fields.code)) throw duplicate();
  try {
    const created = await db.transaction((tx) => insertDeal(tx, fields, productIds));
    const productsOf = await productsOfDeals(db, [created.id]);
    return toDeal(created, productsOf.get(created.id) ?? [], todayUtc(now));
  } catch (error) {
    // A concurrent deal with the same code passed the check above; the unique index refuses it.
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

export async function removeDeal(db: Queryable, id: number): Promise<void> {
  if (!(await deleteDeal(db, id))) throw notFound(DEAL_NOT_FOUND_TEXT);
}
