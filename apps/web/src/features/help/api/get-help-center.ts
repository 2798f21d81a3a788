import type { HelpCenterAnswer } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const helpCenterQueryOptions = () =>
  queryOptions({
    queryKey: ['help-center'],
    queryFn: ({ signal, client }) => api<HelpCenterAnswer>('/pages/help-center', { signal, client }),
  });
