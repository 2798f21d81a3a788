import { createFileRoute } from '@tanstack/react-router';
import { magnetsQueryOptions } from '@/features/magnet/api/get-magnets';
import { MagnetPage } from '@/features/magnet/components/magnet-page';
import { type MagnetListSearch, magnetListSearch, toMagnetsQuery } from '@/features/magnet/magnet-search';
import { requireAccess } from '@/lib/session/guards';

export const Route = createFileRoute('/_app/admin/magnet')({
  beforeLoad: requireAccess({ action: 'read', subject: 'Magnet' }),
  validateSearch: magnetListSearch,
  loaderDeps: ({ search }) => toMagnetsQuery(search),
  // Warms the cache; a failure is shown by the page itself (error state with retry).
  loader: ({ context: { queryClient }, deps }) =>
    Promise.allSettled([queryClient.ensureQueryData(magnetsQueryOptions(deps))]),
  component: MagnetRoute,
});

function MagnetRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const change = (patch: Partial<MagnetListSearch>) =>
    navigate({ search: (prev) => ({ ...prev, ...patch }), replace: 'q' in patch, resetScroll: false });
  return <MagnetPage search={search} onSearchChange={change} />;
}
