import { createFileRoute } from '@tanstack/react-router';
import { myCourseSearch, toCoursesQuery } from '@/features/academy/academy-search';
import { coursesQueryOptions } from '@/features/academy/api/get-courses';
import { MyCoursePage } from '@/features/academy/components/my-course-page';
import { listRoute, useListRoute } from '@/lib/list-route';
import { requireAccess } from '@/lib/session/guards';

export const Route = createFileRoute('/_app/apps/academy/my-course')({
  beforeLoad: requireAccess({ action: 'read', subject: 'Academy' }),
  ...listRoute({
    search: myCourseSearch,
    toQuery: toCoursesQuery,
    warm: (queryClient, query) => [queryClient.ensureQueryData(coursesQueryOptions(query))],
  }),
  component: MyCourseRoute,
});

function MyCourseRoute() {
  return <MyCoursePage {...useListRoute(Route)} />;
}
