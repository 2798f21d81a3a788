import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { requireAccess } from '@/app/guards';
import { can } from '@/app/session/can';
import { roleOptionsQueryOptions } from '@/features/user/api/get-roles';
import { userQueryOptions } from '@/features/user/api/get-user';
import { UserViewPage } from '@/features/user/components/user-view-page';
import { USER_TABS } from '@/features/user/user-tabs';

export const Route = createFileRoute('/_app/apps/user/view/$id')({
  beforeLoad: requireAccess({ action: 'read', subject: 'User' }),
  validateSearch: z.object({ tab: z.enum(USER_TABS).optional().catch(undefined) }),
  // Warms the cache; an unknown id (404) is shown by the page as "User not found".
  loader: ({ context: { queryClient }, params }) =>
    Promise.allSettled([
      /^[1-9]\d*$/.test(params.id) ? queryClient.ensureQueryData(userQueryOptions(Number(params.id))) : null,
      can({ action: 'read', subject: 'Role' })
        ? queryClient.ensureQueryData(roleOptionsQueryOptions())
        : null,
    ]),
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
