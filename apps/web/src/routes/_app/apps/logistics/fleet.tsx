import { createFileRoute } from '@tanstack/react-router';
import { mapStyleQueryOptions } from '@/features/logistics/api/get-map-style';
import { fleetQueryOptions } from '@/features/logistics/api/get-vehicles';
import { FleetPage } from '@/features/logistics/components/fleet-page';
import { type FleetSearch, fleetSearch } from '@/features/logistics/logistics-search';
import { requireAccess } from '@/lib/session/guards';

export const Route = createFileRoute('/_app/apps/logistics/fleet')({
  beforeLoad: requireAccess({ action: 'read', subject: 'Logistics' }),
  validateSearch: fleetSearch,
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(fleetQueryOptions());
    void queryClient.prefetchQuery(mapStyleQueryOptions());
  },
  component: FleetRoute,
});

function FleetRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const change = (patch: Partial<FleetSearch>) =>
    navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true, resetScroll: false });
  return <FleetPage search={search} onSearchChange={change} />;
}
