import { createFileRoute } from '@tanstack/react-router';
import { vehiclesQueryOptions } from '@/features/logistics/api/get-vehicles';
import { LogisticsDashboardPage } from '@/features/logistics/components/logistics-dashboard-page';
import {
  logisticsDashboardSearch,
  toDashboardRange,
  toVehiclesQuery,
} from '@/features/logistics/logistics-search';
import { useListRoute } from '@/lib/list-route';
import { logisticsDashboardQueryOptions } from '@/lib/queries/logistics';
import { requireAccess } from '@/lib/session/guards';

export const Route = createFileRoute('/_app/apps/logistics/dashboard')({
  beforeLoad: requireAccess({ action: 'read', subject: 'Logistics' }),
  validateSearch: logisticsDashboardSearch,
  loaderDeps: ({ search }) => search,
  // Starts the requests; each card shows its own skeleton until its figures arrive.
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(logisticsDashboardQueryOptions(toDashboardRange(deps)));
    void queryClient.prefetchQuery(vehiclesQueryOptions(toVehiclesQuery(deps)));
  },
  component: LogisticsDashboardRoute,
});

function LogisticsDashboardRoute() {
  return <LogisticsDashboardPage {...useListRoute(Route, false)} />;
}
