import {
  PROPERTY_LISTING_NOT_FOUND_TEXT,
  type PropertyListing,
  type PropertyListingCreateValues,
  type PropertyListingListAnswer,
  type PropertyListingListQuery,
  pricePerUnit,
} from '@app/contracts/property-listing';
import type { Db, Queryable } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import {
  deletePropertyListing,
  findPropertyListing,
  insertPropertyListing,
  type PropertyListingRow,
  propertyListingList,
} from './property-listing.repository.ts';

const toListing = (row: PropertyListingRow): PropertyListing => ({
  ...row,
  pricePerUnit: pricePerUnit(row.expectedPrice, row.totalArea),
  createdAt: row.createdAt.toISOString(),
});

export async function listPropertyListingsPage(
  db: Db,
  query: PropertyListingListQuery,
): Promise<PropertyListingListAnswer> {
  const { rows, ...total } = await propertyListingList.page(db, query);
  return { listings: rows.map(toListing), ...total };
}

export async function getPropertyListing(db: Queryable, id: number): Promise<PropertyListing> {
  const row = await findPropertyListing(db, id);
  if (!row) throw notFound(PROPERTY_LISTING_NOT_FOUND_TEXT);
  return toListing(row);
}

/** Stores a listing the contract has checked (the table's constraints repeat the checks). */
export async function createPropertyListing(
  db: Queryable,
  body: PropertyListingCreateValues,
): Promise<PropertyListing> {
  return toListing(await insertPropertyListing(db, body));
}

export async function removePropertyListing(db: Queryable, id: number): Promise<void> {
  if (!(await deletePropertyListing(db, id))) throw notFound(PROPERTY_LISTING_NOT_FOUND_TEXT);
}
