import { createFileRoute } from '@tanstack/react-router';
import { requireAccess } from '@/app/guards';
import { myCourseSearch } from '@/features/academy/academy-search';
import { academyDashboardQueryOptions } from '@/features/academy/api/get-academy-dashboard';
import { AcademyDashboardPage } from '@/features/academy/components/academy-dashboard-page';
import { AcademyError, AcademySkeleton } from '@/features/academy/components/academy-states';

export const Route = createFileRoute('/_app/apps/academy/dashboard')({
  beforeLoad: requireAccess({ action: 'read', subject: 'Academy' }),
  validateSearch: myCourseSearch,
  loader: ({ context }) => context.queryClient.ensureQueryData(academyDashboardQueryOptions()),
  pendingMs: 300,
  pendingComponent: AcademySkeleton,
  errorComponent: AcademyError,
  component: AcademyDashboardRoute,
});

function AcademyDashboardRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AcademyDashboardPage
      search={search}
      onSearchChange={(patch) =>
        navigate({ search: (prev) => ({ ...prev, ...patch }), replace: 'q' in patch, resetScroll: false })
      }
    />
  );
}
