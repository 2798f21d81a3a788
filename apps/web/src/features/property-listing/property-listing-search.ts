import type { ListParams } from '@app/contracts';
import type {
  ListerType,
  PropertyListingListQuery,
  PropertyListingSortKey,
  PropertyType,
} from '@app/contracts/property-listing';
import { z } from 'zod';
import { oneOf, sortAndPaging, text, toListParams } from '@/lib/url-search';

// Spelled out rather than imported: the route tree loads this file, and the contract's schemas stay
// out of every page's shared chunk (the login ceiling).
const sortKeys = ['createdAt', 'expectedPrice'] as const satisfies readonly PropertyListingSortKey[];
const propertyTypes = ['residential', 'commercial'] as const satisfies readonly PropertyType[];
const listerTypes = ['owner', 'builder', 'broker'] as const satisfies readonly ListerType[];

/** The list's state in the URL; anything unreadable falls back to the default rather than failing. */
export const propertyListingListSearch = z.object({
  q: text(200),
  propertyType: oneOf(propertyTypes),
  listedBy: oneOf(listerTypes),
  ...sortAndPaging(sortKeys),
});
export type PropertyListingListSearch = z.output<typeof propertyListingListSearch>;

export function toPropertyListingsQuery(
  search: PropertyListingListSearch,
): ListParams<PropertyListingListQuery> {
  return { ...toListParams(search), propertyType: search.propertyType, listedBy: search.listedBy };
}
