import { createFileRoute } from '@tanstack/react-router';
import { propertyListingsQueryOptions } from '@/features/property-listing/api/get-property-listings';
import { PropertyListingsPage } from '@/features/property-listing/components/property-listings-page';
import {
  type PropertyListingListSearch,
  propertyListingListSearch,
  toPropertyListingsQuery,
} from '@/features/property-listing/property-listing-search';
import { requireAccess } from '@/lib/session/guards';

export const Route = createFileRoute('/_app/apps/property-listings')({
  beforeLoad: requireAccess({ action: 'read', subject: 'PropertyListing' }),
  validateSearch: propertyListingListSearch,
  loaderDeps: ({ search }) => toPropertyListingsQuery(search),
  // Warms the cache; a failure is shown by the page itself (error state with retry).
  loader: ({ context: { queryClient }, deps }) =>
    Promise.allSettled([queryClient.ensureQueryData(propertyListingsQueryOptions(deps))]),
  component: PropertyListingsRoute,
});

function PropertyListingsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const change = (patch: Partial<PropertyListingListSearch>) =>
    navigate({ search: (prev) => ({ ...prev, ...patch }), replace: 'q' in patch, resetScroll: false });
  return <PropertyListingsPage search={search} onSearchChange={change} />;
}
