import { createFileRoute, notFound } from '@tanstack/react-router';
import { z } from 'zod';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { isProfileTab } from '@/features/profile/profile-tabs';
import { requireAccess } from '@/lib/session/guards';

/** /pages/user-profile/{profile,teams,projects,connections}: the signed-in user's profile. */
export const Route = createFileRoute('/_app/pages/user-profile/$tab')({
  beforeLoad: (ctx) => {
    if (!isProfileTab(ctx.params.tab)) throw notFound();
    return requireAccess('authenticated')(ctx);
  },
  validateSearch: z.object({ page: z.number().int().min(1).optional().catch(undefined) }),
  component: function UserProfileRoute() {
    const { tab } = Route.useParams();
    const { page } = Route.useSearch();
    const navigate = Route.useNavigate();
    if (!isProfileTab(tab)) return null;
    return (
      <ProfilePage
        tab={tab}
        page={page ?? 1}
        onPageChange={(next) =>
          navigate({ search: { page: next === 1 ? undefined : next }, resetScroll: false })
        }
      />
    );
  },
});
