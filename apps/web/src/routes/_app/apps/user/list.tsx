import { createFileRoute } from '@tanstack/react-router';
import { userStatsQueryOptions } from '@/features/user/api/get-user-stats';
import { UsersListPage } from '@/features/user/components/users-list-page';
import { toUsersQuery, type UserListSearch, userListSearch } from '@/features/user/users-search';
import { rolesQueryOptions } from '@/lib/queries/role';
import { usersQueryOptions } from '@/lib/queries/user';
import { can } from '@/lib/session/can';
import { requireAccess } from '@/lib/session/guards';

export const Route = createFileRoute('/_app/apps/user/list')({
  beforeLoad: requireAccess({ action: 'read', subject: 'User' }),
  validateSearch: userListSearch,
  loaderDeps: ({ search }) => toUsersQuery(search),
  // Warms the cache; a failure is shown by the page itself (error state with retry), not by the route.
  loader: ({ context: { queryClient }, deps }) =>
    Promise.allSettled([
      queryClient.ensureQueryData(usersQueryOptions(deps)),
      queryClient.ensureQueryData(userStatsQueryOptions()),
      can({ action: 'read', subject: 'Role' }) ? queryClient.ensureQueryData(rolesQueryOptions()) : null,
    ]),
  component: UserListRoute,
});

function UserListRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const change = (patch: Partial<UserListSearch>) =>
    // Typing in the search box replaces the history entry; paging and filtering add one.
    navigate({ search: (prev) => ({ ...prev, ...patch }), replace: 'q' in patch, resetScroll: false });
  return <UsersListPage search={search} onSearchChange={change} />;
}
