import type { JobsAnswer } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The job queues and the latest failures (GET /api/jobs), asked again every 10 s while the page is open. */
export const jobsQueryOptions = () =>
  queryOptions({
    queryKey: ['jobs'],
    queryFn: ({ signal, client }) => api<JobsAnswer>('/jobs', { signal, client }),
    refetchInterval: 10_000,
  });
