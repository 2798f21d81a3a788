import { createFileRoute } from '@tanstack/react-router';
import { expiringLicencesQueryOptions } from '@/features/licence/api/get-expiring-licences';
import { licencesQueryOptions } from '@/features/licence/api/get-licences';
import { LicencesPage } from '@/features/licence/components/licences-page';
import {
  type LicenceListSearch,
  licenceListSearch,
  toLicencesQuery,
} from '@/features/licence/licence-search';
import { requireAccess } from '@/lib/session/guards';

export const Route = createFileRoute('/_app/admin/jetbrains')({
  beforeLoad: requireAccess({ action: 'read', subject: 'Licence' }),
  validateSearch: licenceListSearch,
  loaderDeps: ({ search }) => toLicencesQuery(search),
  // Warms the cache; a failure is shown by the page itself (error state with retry), not by the route.
  loader: ({ context: { queryClient }, deps }) =>
    Promise.allSettled([
      queryClient.ensureQueryData(licencesQueryOptions(deps)),
      queryClient.ensureQueryData(expiringLicencesQueryOptions()),
    ]),
  component: JetbrainsRoute,
});

function JetbrainsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const change = (patch: Partial<LicenceListSearch>) =>
    // Typing in the search box replaces the history entry; paging and filtering add one.
    navigate({ search: (prev) => ({ ...prev, ...patch }), replace: 'q' in patch, resetScroll: false });
  return <LicencesPage search={search} onSearchChange={change} />;
}
