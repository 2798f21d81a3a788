import type { PropertyListingListQuery } from '@app/contracts/property-listing';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { propertyListings } from '../../db/schema/index.ts';
import { defineList } from '../../lib/list-query.ts';

export type PropertyListingRow = typeof propertyListings.$inferSelect;
export type NewPropertyListingRow = typeof propertyListings.$inferInsert;
export type PropertyListingFilter = Pick<PropertyListingListQuery, 'q' | 'propertyType' | 'listedBy'>;

const t = propertyListings;

/**
 * The property listings as a list, declared once (lib/list-query.ts): newest first by default; the
 * two filters each lead an index with the default sort.
 */
export const propertyListingList = defineList({
  name: 'property_listings',
  table: t,
  id: t.id,
  columns: { listing: t },
  toItem: (row) => row.listing,
  idsFirst: true,
  defaultSort: { sortBy: 'createdAt', orderBy: 'desc' },
  filters: {
    propertyType: {
      where: (v) => eq(t.propertyType, v),
      index: 'property_listings_type_created_idx (property_type, created_at, id)',
    },
    listedBy: {
      where: (v) => eq(t.listedBy, v),
      index: 'property_listings_lister_created_idx (listed_by, created_at, id)',
    },
  },
  search: {
    text: [t.city, t.address, t.contactName],
    index: 'property_listings_{city,address,contact}_trgm_idx',
  },
  sorts: {
    createdAt: { by: t.createdAt, index: 'property_listings_created_idx (created_at, id)' },
    expectedPrice: { by: t.expectedPrice, index: 'property_listings_price_idx (expected_price, id)' },
  },
});

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
