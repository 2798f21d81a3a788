import { createFileRoute } from '@tanstack/react-router';
import { academyDashboardSearch } from '@/features/academy/academy-search';
import { academyDashboardQueryOptions } from '@/features/academy/api/get-academy-dashboard';
import { AcademyDashboardPage } from '@/features/academy/components/academy-dashboard-page';
import { toRangeQuery } from '@/lib/date-range';
import { useListRoute } from '@/lib/list-route';
import { requireAccess } from '@/lib/session/guards';

export const Route = createFileRoute('/_app/apps/academy/dashboard')({
  beforeLoad: requireAccess({ action: 'read', subject: 'Academy' }),
  validateSearch: academyDashboardSearch,
  loaderDeps: ({ search }) => toRangeQuery(search),
  // Starts the request; each card shows its own skeleton until the figures arrive.
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(academyDashboardQueryOptions(deps));
  },
  component: AcademyDashboardRoute,
});

function AcademyDashboardRoute() {
  return <AcademyDashboardPage {...useListRoute(Route)} />;
}
