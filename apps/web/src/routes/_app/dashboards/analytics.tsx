import { createFileRoute } from '@tanstack/react-router';
import { analyticsSearch, toProjectsQuery, toRange } from '@/features/analytics-dashboard/analytics-search';
import { analyticsProjectsQueryOptions } from '@/features/analytics-dashboard/api/get-analytics-projects';
import { AnalyticsDashboardPage } from '@/features/analytics-dashboard/components/analytics-dashboard-page';
import { useListRoute } from '@/lib/list-route';
import { analyticsDashboardQueryOptions } from '@/lib/queries/analytics-dashboard';
import { requireAccess } from '@/lib/session/guards';

export const Route = createFileRoute('/_app/dashboards/analytics')({
  beforeLoad: requireAccess({ action: 'read', subject: 'Analytics' }),
  validateSearch: analyticsSearch,
  loaderDeps: ({ search }) => ({ range: toRange(search), projects: toProjectsQuery(search) }),
  // Warms the cache; each card shows its own skeleton and a failure its own retry.
  loader: ({ context: { queryClient }, deps }) =>
    Promise.allSettled([
      queryClient.ensureQueryData(analyticsDashboardQueryOptions(deps.range)),
      queryClient.ensureQueryData(analyticsProjectsQueryOptions(deps.projects)),
    ]),
  component: AnalyticsDashboardRoute,
});

function AnalyticsDashboardRoute() {
  return <AnalyticsDashboardPage {...useListRoute(Route)} />;
}
