import { createFileRoute } from '@tanstack/react-router';
import { propertyListingsQueryOptions } from '@/features/property-listing/api/get-property-listings';
import { PropertyListingsPage } from '@/features/property-listing/components/property-listings-page';
import {
  propertyListingListSearch,
  toPropertyListingsQuery,
} from '@/features/property-listing/property-listing-search';
import { listRoute, useListRoute } from '@/lib/list-route';
import { requireAccess } from '@/lib/session/guards';

export const Route = createFileRoute('/_app/apps/property-listings')({
  beforeLoad: requireAccess({ action: 'read', subject: 'PropertyListing' }),
  ...listRoute({
    search: propertyListingListSearch,
    toQuery: toPropertyListingsQuery,
    warm: (queryClient, query) => [queryClient.ensureQueryData(propertyListingsQueryOptions(query))],
  }),
  component: PropertyListingsRoute,
});

function PropertyListingsRoute() {
  return <PropertyListingsPage {...useListRoute(Route)} />;
}
