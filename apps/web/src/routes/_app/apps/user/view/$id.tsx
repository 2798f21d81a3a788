import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { userQueryOptions } from '@/features/user/api/get-user';
import { UserViewPage } from '@/features/user/components/user-view-page';
import { USER_TABS } from '@/features/user/user-tabs';
import { rolesQueryOptions } from '@/lib/queries/role';
import { parseRouteId } from '@/lib/route-id';
import { can } from '@/lib/session/can';
import { requireAccess } from '@/lib/session/guards';

export const Route = createFileRoute('/_app/apps/user/view/$id')({
  beforeLoad: requireAccess({ action: 'read', subject: 'User' }),
  validateSearch: z.object({ tab: z.enum(USER_TABS).optional().catch(undefined) }),
  // Warms the cache; an unknown id (404) is shown by the page as "User not found".
  loader: ({ context: { queryClient, session }, params }) => {
    const id = parseRouteId(params.id);
    return Promise.allSettled([
      id ? queryClient.ensureQueryData(userQueryOptions(id)) : null,
      can({ action: 'read', subject: 'Role' }, session)
        ? queryClient.ensureQueryData(rolesQueryOptions())
        : null,
    ]);
  },
  component: UserViewRoute,
});

function UserViewRoute() {
  const { id } = Route.useParams();
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <UserViewPage
      id={id}
      tab={tab ?? 'account'}
      onTabChange={(next) =>
        navigate({ search: { tab: next === 'account' ? undefined : next }, replace: true })
      }
    />
  );
}
