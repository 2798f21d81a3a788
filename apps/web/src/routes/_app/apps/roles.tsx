import { createFileRoute } from '@tanstack/react-router';
import { RolesPage } from '@/features/role/components/roles-page';
import { UsersList } from '@/features/user/components/users-list';
import { toUsersQuery, type UserListSearch, userListSearch } from '@/features/user/users-search';
import { rolesQueryOptions } from '@/lib/queries/role';
import { usersQueryOptions } from '@/lib/queries/user';
import { can, useCan } from '@/lib/session/can';
import { requireAccess } from '@/lib/session/guards';

/** The role cards, and below them the user list (its state in this page's URL); composed here, not in a feature. */
export const Route = createFileRoute('/_app/apps/roles')({
  beforeLoad: requireAccess({ action: 'read', subject: 'Role' }),
  validateSearch: userListSearch,
  loaderDeps: ({ search }) => toUsersQuery(search),
  loader: ({ context: { queryClient }, deps }) =>
    Promise.allSettled([
      queryClient.ensureQueryData(rolesQueryOptions()),
      can({ action: 'read', subject: 'User' }) ? queryClient.ensureQueryData(usersQueryOptions(deps)) : null,
    ]),
  component: RolesRoute,
});

function RolesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const canReadUsers = useCan({ action: 'read', subject: 'User' });
  const change = (patch: Partial<UserListSearch>) =>
    navigate({ search: (prev) => ({ ...prev, ...patch }), replace: 'q' in patch, resetScroll: false });
  return (
    <RolesPage
      usersSection={canReadUsers ? <UsersList search={search} onSearchChange={change} /> : undefined}
    />
  );
}
