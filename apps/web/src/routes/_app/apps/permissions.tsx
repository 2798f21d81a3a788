import { createFileRoute } from '@tanstack/react-router';
import { PermissionsPage } from '@/features/permission/components/permissions-page';
import { permissionListSearch, toPermissionsQuery } from '@/features/permission/permissions-search';
import { listRoute, useListRoute } from '@/lib/list-route';
import { permissionsQueryOptions } from '@/lib/queries/permission';
import { requireAccess } from '@/lib/session/guards';

/** The permissions list; its dialog edits rules with the shared rules matrix. */
export const Route = createFileRoute('/_app/apps/permissions')({
  beforeLoad: requireAccess({ action: 'read', subject: 'Permission' }),
  ...listRoute({
    search: permissionListSearch,
    toQuery: toPermissionsQuery,
    warm: (queryClient, query) => [queryClient.ensureQueryData(permissionsQueryOptions(query))],
  }),
  component: PermissionsRoute,
});

function PermissionsRoute() {
  return <PermissionsPage {...useListRoute(Route)} />;
}
