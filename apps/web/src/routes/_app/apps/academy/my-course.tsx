import { createFileRoute } from '@tanstack/react-router';
import { myCourseSearch, toCoursesQuery } from '@/features/academy/academy-search';
import { coursesQueryOptions } from '@/features/academy/api/get-courses';
import { MyCoursePage } from '@/features/academy/components/my-course-page';
import { requireAccess } from '@/lib/session/guards';

export const Route = createFileRoute('/_app/apps/academy/my-course')({
  beforeLoad: requireAccess({ action: 'read', subject: 'Academy' }),
  validateSearch: myCourseSearch,
  loaderDeps: ({ search }) => toCoursesQuery(search),
  // Warms the cache; a failure is shown by the page itself, with a retry.
  loader: ({ context: { queryClient }, deps }) =>
    Promise.allSettled([queryClient.ensureQueryData(coursesQueryOptions(deps))]),
  component: MyCourseRoute,
});

function MyCourseRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <MyCoursePage
      search={search}
      onSearchChange={(patch) =>
        navigate({ search: (prev) => ({ ...prev, ...patch }), replace: 'q' in patch, resetScroll: false })
      }
    />
  );
}
