import { createFileRoute } from '@tanstack/react-router';
import { RolesPage } from '@/features/role/components/roles-page';
import { UsersList } from '@/features/user/components/users-list';
import { toUsersQuery, userListSearch } from '@/features/user/users-search';
import { listRoute, useListRoute } from '@/lib/list-route';
import { rolesQueryOptions } from '@/lib/queries/role';
import { usersQueryOptions } from '@/lib/queries/user';
import { can, useCan } from '@/lib/session/can';
import { requireAccess } from '@/lib/session/guards';

/** The role cards, and below them the user list (its state in this page's URL); composed here, not in a feature. */
export const Route = createFileRoute('/_app/apps/roles')({
  beforeLoad: requireAccess({ action: 'read', subject: 'Role' }),
  ...listRoute({
    search: userListSearch,
    toQuery: toUsersQuery,
    warm: (queryClient, query, session) => [
      queryClient.ensureQueryData(rolesQueryOptions()),
      can({ action: 'read', subject: 'User' }, session)
        ? queryClient.ensureQueryData(usersQueryOptions(query))
        : null,
    ],
  }),
  component: RolesRoute,
});

function RolesRoute() {
  const users = useListRoute(Route);
  const canReadUsers = useCan({ action: 'read', subject: 'User' });
  return <RolesPage usersSection={canReadUsers ? <UsersList {...users} /> : undefined} />;
}
