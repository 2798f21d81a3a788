import type { LogisticsMapStyleAnswer } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const mapStyleQueryOptions = () =>
  queryOptions({
    queryKey: ['logistics', 'map-style'],
    queryFn: ({ signal, client }) =>
      api<LogisticsMapStyleAnswer>('/apps/logistics/map-style', { signal, client }),
    staleTime: Number.POSITIVE_INFINITY,
  });
