import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { CrmDashboardPage } from '@/features/crm-dashboard/components/crm-dashboard-page';
import { dateRangeSearch, toRangeQuery } from '@/lib/date-range';
import { useListRoute } from '@/lib/list-route';
import { crmDashboardQueryOptions } from '@/lib/queries/crm-dashboard';
import { requireAccess } from '@/lib/session/guards';

export const Route = createFileRoute('/_app/dashboards/crm')({
  beforeLoad: requireAccess({ action: 'read', subject: 'Dashboard' }),
  validateSearch: z.object(dateRangeSearch),
  loaderDeps: ({ search }) => toRangeQuery(search),
  // Starts the request; each card shows its own skeleton until the figures arrive.
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(crmDashboardQueryOptions(deps));
  },
  component: CrmDashboardRoute,
});

function CrmDashboardRoute() {
  return <CrmDashboardPage {...useListRoute(Route, false)} />;
}
