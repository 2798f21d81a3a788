import { createFileRoute } from '@tanstack/react-router';
import { mapStyleQueryOptions } from '@/features/logistics/api/get-map-style';
import { fleetQueryOptions } from '@/features/logistics/api/get-vehicles';
import { FleetPage } from '@/features/logistics/components/fleet-page';
import { fleetSearch } from '@/features/logistics/logistics-search';
import { useListRoute } from '@/lib/list-route';
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
  return <FleetPage {...useListRoute(Route, true)} />;
}
