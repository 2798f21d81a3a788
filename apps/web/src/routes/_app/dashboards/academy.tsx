import { createFileRoute } from '@tanstack/react-router';
import { academyDashboardSearch } from '@/features/academy/academy-search';
import { academyDashboardQueryOptions } from '@/features/academy/api/get-academy-dashboard';
import { AcademyDashboardPage } from '@/features/academy/components/academy-dashboard-page';
import { toRangeQuery } from '@/lib/date-range';
import { useListRoute } from '@/lib/list-route';
import { requireAccess } from '@/lib/session/guards';

/** Spec 000 names the academy dashboard among the dashboards: the same page as /apps/academy/dashboard. */
export const Route = createFileRoute('/_app/dashboards/academy')({
  beforeLoad: requireAccess({ action: 'read', subject: 'Academy' }),
  validateSearch: academyDashboardSearch,
  loaderDeps: ({ search }) => toRangeQuery(search),
  // Starts the request; each card shows its own skeleton until the figures arrive.
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(academyDashboardQueryOptions(deps));
  },
  component: AcademyDashboardsRoute,
});

function AcademyDashboardsRoute() {
  return <AcademyDashboardPage {...useListRoute(Route)} />;
}
