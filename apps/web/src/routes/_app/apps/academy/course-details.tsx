import { createFileRoute } from '@tanstack/react-router';
import { courseDetailsSearch } from '@/features/academy/academy-search';
import { courseDetailsQueryOptions } from '@/features/academy/api/get-course-details';
import { AcademyError, AcademySkeleton } from '@/features/academy/components/academy-states';
import { CourseDetailsPage } from '@/features/academy/components/course-details-page';
import { requireAccess } from '@/lib/session/guards';

export const Route = createFileRoute('/_app/apps/academy/course-details')({
  // The skeleton loads with the page's chunks, not in the entry that every page (sign-in too) loads
  // (docs/decisions/014-login-weight.md, session 11).
  codeSplitGroupings: [['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
  beforeLoad: requireAccess({ action: 'read', subject: 'Academy' }),
  validateSearch: courseDetailsSearch,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(courseDetailsQueryOptions(deps.id)),
  pendingMs: 300,
  pendingComponent: AcademySkeleton,
  errorComponent: AcademyError,
  component: CourseDetailsRoute,
});

function CourseDetailsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CourseDetailsPage
      search={search}
      onSelectTopic={(topic) =>
        navigate({ search: (prev) => ({ ...prev, topic }), replace: true, resetScroll: false })
      }
    />
  );
}
