import { createFileRoute } from '@tanstack/react-router';
import { dealsQueryOptions } from '@/features/deal/api/get-deals';
import { DealsPage } from '@/features/deal/components/deals-page';
import { dealListSearch, toDealsQuery } from '@/features/deal/deal-search';
import { listRoute, useListRoute } from '@/lib/list-route';
import { requireAccess } from '@/lib/session/guards';

export const Route = createFileRoute('/_app/apps/deals')({
  beforeLoad: requireAccess({ action: 'read', subject: 'Deal' }),
  ...listRoute({
    search: dealListSearch,
    toQuery: toDealsQuery,
    warm: (queryClient, query) => [queryClient.ensureQueryData(dealsQueryOptions(query))],
  }),
  component: DealsRoute,
});

function DealsRoute() {
  return <DealsPage {...useListRoute(Route)} />;
}
