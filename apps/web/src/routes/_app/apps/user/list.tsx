import { createFileRoute } from '@tanstack/react-router';
import { userStatsQueryOptions } from '@/features/user/api/get-user-stats';
import { UsersListPage } from '@/features/user/components/users-list-page';
import { toUsersQuery, userListSearch } from '@/features/user/users-search';
import { listRoute, useListRoute } from '@/lib/list-route';
import { rolesQueryOptions } from '@/lib/queries/role';
import { usersQueryOptions } from '@/lib/queries/user';
import { can } from '@/lib/session/can';
import { requireAccess } from '@/lib/session/guards';

export const Route = createFileRoute('/_app/apps/user/list')({
  beforeLoad: requireAccess({ action: 'read', subject: 'User' }),
  ...listRoute({
    search: userListSearch,
    toQuery: toUsersQuery,
    warm: (queryClient, query, session) => [
      queryClient.ensureQueryData(usersQueryOptions(query)),
      queryClient.ensureQueryData(userStatsQueryOptions()),
      can({ action: 'read', subject: 'Role' }, session)
        ? queryClient.ensureQueryData(rolesQueryOptions())
        : null,
    ],
  }),
  component: UserListRoute,
});

function UserListRoute() {
  return <UsersListPage {...useListRoute(Route)} />;
}
