import { createFileRoute } from '@tanstack/react-router';
import { magnetsQueryOptions } from '@/features/magnet/api/get-magnets';
import { MagnetPage } from '@/features/magnet/components/magnet-page';
import { magnetListSearch, toMagnetsQuery } from '@/features/magnet/magnet-search';
import { listRoute, useListRoute } from '@/lib/list-route';
import { requireAccess } from '@/lib/session/guards';

export const Route = createFileRoute('/_app/admin/magnet')({
  beforeLoad: requireAccess({ action: 'read', subject: 'Magnet' }),
  ...listRoute({
    search: magnetListSearch,
    toQuery: toMagnetsQuery,
    warm: (queryClient, query) => [queryClient.ensureQueryData(magnetsQueryOptions(query))],
  }),
  component: MagnetRoute,
});

function MagnetRoute() {
  return <MagnetPage {...useListRoute(Route)} />;
}
