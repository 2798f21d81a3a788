import { createFileRoute } from '@tanstack/react-router';
import { requireAccess } from '@/app/guards';
import { logisticsDashboardQueryOptions } from '@/features/logistics/api/get-logistics-dashboard';
import { vehiclesQueryOptions } from '@/features/logistics/api/get-vehicles';
import { LogisticsDashboardPage } from '@/features/logistics/components/logistics-dashboard-page';
import {
  type LogisticsDashboardSearch,
  logisticsDashboardSearch,
  toDashboardRange,
  toVehiclesQuery,
} from '@/features/logistics/logistics-search';

/** Spec 000's /dashboards/logistics: the same page as /apps/logistics/dashboard, not a second copy. */
export const Route = createFileRoute('/_app/dashboards/logistics')({
  beforeLoad: requireAccess({ action: 'read', subject: 'Logistics' }),
  validateSearch: logisticsDashboardSearch,
  loaderDeps: ({ search }) => search,
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
