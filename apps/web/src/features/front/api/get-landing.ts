import type { LandingAnswer } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const landingQueryOptions = () =>
  queryOptions({
    queryKey: ['landing'],
    queryFn: ({ signal }) => api<LandingAnswer>('/pages/landing', { signal }),
  });
