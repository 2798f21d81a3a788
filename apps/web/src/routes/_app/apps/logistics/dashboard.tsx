import { createFileRoute } from '@tanstack/react-router';
import { vehiclesQueryOptions } from '@/features/logistics/api/get-vehicles';
import { LogisticsDashboardPage } from '@/features/logistics/components/logistics-dashboard-page';
import {
  type LogisticsDashboardSearch,
  logisticsDashboardSearch,
  toDashboardRange,
  toVehiclesQuery,
} from '@/features/logistics/logistics-search';
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
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const change = (patch: Partial<LogisticsDashboardSearch>) =>
    navigate({ search: (prev) => ({ ...prev, ...patch }), resetScroll: false });
  return <LogisticsDashboardPage search={search} onSearchChange={change} />;
}
