import { createFileRoute } from '@tanstack/react-router';
import { jobsQueryOptions } from '@/features/job/api/get-jobs';
import { JobsPage } from '@/features/job/components/jobs-page';
import { requireAccess } from '@/lib/session/guards';

export const Route = createFileRoute('/_app/apps/jobs')({
  beforeLoad: requireAccess({ action: 'read', subject: 'Job' }),
  // Warms the cache; a failure is shown by the page itself (error state with retry), not by the route.
  loader: ({ context: { queryClient } }) =>
    queryClient.ensureQueryData(jobsQueryOptions()).catch(() => undefined),
  component: JobsPage,
});
