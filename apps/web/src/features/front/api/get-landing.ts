import type { LandingAnswer } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The server renders the landing page with this query's data (app/rendered-queries.ts). */
export const landingQueryOptions = () =>
  queryOptions({
    queryKey: ['landing'],
    queryFn: ({ signal }) => api<LandingAnswer>('/pages/landing', { signal }),
  });
