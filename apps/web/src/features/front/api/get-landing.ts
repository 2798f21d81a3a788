import type { LandingAnswer } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The landing page's figures and texts; the server renders the page with them (its route loader asks). */
export const landingQueryOptions = () =>
  queryOptions({
    queryKey: ['landing'],
    queryFn: ({ signal, client }) => api<LandingAnswer>('/pages/landing', { signal, client }),
  });
