import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { EcommerceDashboardPage } from '@/features/ecommerce-dashboard/components/ecommerce-dashboard-page';
import { dateRangeSearch, toRangeQuery } from '@/lib/date-range';
import { useListRoute } from '@/lib/list-route';
import { ecommerceDashboardQueryOptions } from '@/lib/queries/ecommerce-dashboard';
import { requireAccess } from '@/lib/session/guards';

export const Route = createFileRoute('/_app/apps/ecommerce/dashboard')({
  beforeLoad: requireAccess({ action: 'read', subject: 'Ecommerce' }),
  validateSearch: z.object(dateRangeSearch),
  loaderDeps: ({ search }) => toRangeQuery(search),
  // Starts the request; each card shows its own skeleton until the figures arrive.
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(ecommerceDashboardQueryOptions(deps));
  },
  component: EcommerceDashboardRoute,
});

function EcommerceDashboardRoute() {
  return <EcommerceDashboardPage {...useListRoute(Route, false)} />;
}
