import { createFileRoute } from '@tanstack/react-router';
import { dealsQueryOptions } from '@/features/deal/api/get-deals';
import { DealsPage } from '@/features/deal/components/deals-page';
import { type DealListSearch, dealListSearch, toDealsQuery } from '@/features/deal/deal-search';
import { requireAccess } from '@/lib/session/guards';

export const Route = createFileRoute('/_app/apps/deals')({
  beforeLoad: requireAccess({ action: 'read', subject: 'Deal' }),
  validateSearch: dealListSearch,
  loaderDeps: ({ search }) => toDealsQuery(search),
  // Warms the cache; a failure is shown by the page itself (error state with retry).
  loader: ({ context: { queryClient }, deps }) =>
    Promise.allSettled([queryClient.ensureQueryData(dealsQueryOptions(deps))]),
  component: DealsRoute,
});

function DealsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const change = (patch: Partial<DealListSearch>) =>
    navigate({ search: (prev) => ({ ...prev, ...patch }), replace: 'q' in patch, resetScroll: false });
  return <DealsPage search={search} onSearchChange={change} />;
}
