import { createFileRoute } from '@tanstack/react-router';
import { PermissionsPage } from '@/features/permission/components/permissions-page';
import {
  type PermissionListSearch,
  permissionListSearch,
  toPermissionsQuery,
} from '@/features/permission/permissions-search';
import { permissionsQueryOptions } from '@/lib/queries/permission';
import { requireAccess } from '@/lib/session/guards';

/** The permissions list; its dialog edits rules with the shared rules matrix. */
export const Route = createFileRoute('/_app/apps/permissions')({
  beforeLoad: requireAccess({ action: 'read', subject: 'Permission' }),
  validateSearch: permissionListSearch,
  loaderDeps: ({ search }) => toPermissionsQuery(search),
  loader: ({ context: { queryClient }, deps }) =>
    Promise.allSettled([queryClient.ensureQueryData(permissionsQueryOptions(deps))]),
  component: PermissionsRoute,
});

function PermissionsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const change = (patch: Partial<PermissionListSearch>) =>
    navigate({ search: (prev) => ({ ...prev, ...patch }), replace: 'q' in patch, resetScroll: false });
  return <PermissionsPage search={search} onSearchChange={change} />;
}
