import type { PropertyListingListQuery } from '@app/contracts/property-listing';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { propertyListings } from '../../db/schema/index.ts';
import { cappedCount, type ListTotal } from '../../lib/list-count.ts';
import { orderClause, pageOfIds } from '../../lib/paging.ts';
import { textSearch } from '../../lib/search.ts';

export type PropertyListingRow = typeof propertyListings.$inferSelect;
export type NewPropertyListingRow = typeof propertyListings.$inferInsert;
export type PropertyListingFilter = Pick<PropertyListingListQuery, 'q' | 'propertyType' | 'listedBy'>;

const t = propertyListings;
/** Sort keys, each with its (column, id) index. */
const sortColumns = { createdAt: t.createdAt, expectedPrice: t.expectedPrice };
const defaultOrder = [desc(t.createdAt), desc(t.id)];

/** The search (trigram indexes on city, address and contact) and the two filters (each leads an index with the default sort). */
function listFilter(query: PropertyListingFilter): SQL | undefined {
  return and(
    query.q ? textSearch(query.q, [t.city, t.address, t.contactName]) : undefined,
    query.propertyType ? eq(t.propertyType, query.propertyType) : undefined,
    query.listedBy ? eq(t.listedBy, query.listedBy) : undefined,
  );
}

export function countPropertyListings(db: Queryable, query: PropertyListingFilter): Promise<ListTotal> {
  return cappedCount(db, db.select({ id: t.id }).from(t).where(listFilter(query)));
}

export async function listPropertyListings(
  db: Queryable,
  query: PropertyListingListQuery,
): Promise<PropertyListingRow[]> {
  const order = orderClause(sortColumns, query.sortBy, query.orderBy, defaultOrder, t.id);
  const ids = db.select({ id: t.id }).from(t).$dynamic();
  const page = pageOfIds(ids, listFilter(query), order, query);
  const rows = await db
    .select({ listing: t })
    .from(page)
    .innerJoin(t, eq(t.id, page.id))
    .orderBy(...order);
  return rows.map((r) => r.listing);
}

export async function findPropertyListing(db: Queryable, id: number): Promise<PropertyListingRow | null> {
  const [row] = await db.select().from(t).where(eq(t.id, id));
  return row ?? null;
}

export async function insertPropertyListing(
  db: Queryable,
  row: NewPropertyListingRow,
): Promise<PropertyListingRow> {
  const [created] = await db.insert(t).values(row).returning();
  return created;
}

export async function deletePropertyListing(db: Queryable, id: number): Promise<boolean> {
  const deleted = await db.delete(t).where(eq(t.id, id)).returning({ id: t.id });
  return deleted.length > 0;
}
