import { createFileRoute } from '@tanstack/react-router';
import { expiringLicencesQueryOptions } from '@/features/licence/api/get-expiring-licences';
import { licencesQueryOptions } from '@/features/licence/api/get-licences';
import { LicencesPage } from '@/features/licence/components/licences-page';
import { licenceListSearch, toLicencesQuery } from '@/features/licence/licence-search';
import { listRoute, useListRoute } from '@/lib/list-route';
import { requireAccess } from '@/lib/session/guards';

export const Route = createFileRoute('/_app/admin/jetbrains')({
  beforeLoad: requireAccess({ action: 'read', subject: 'Licence' }),
  ...listRoute({
    search: licenceListSearch,
    toQuery: toLicencesQuery,
    warm: (queryClient, query) => [
      queryClient.ensureQueryData(licencesQueryOptions(query)),
      queryClient.ensureQueryData(expiringLicencesQueryOptions()),
    ],
  }),
  component: JetbrainsRoute,
});

function JetbrainsRoute() {
  return <LicencesPage {...useListRoute(Route)} />;
}
