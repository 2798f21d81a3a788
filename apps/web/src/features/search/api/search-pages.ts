import type { SearchGroup } from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The pages whose title contains `q`; the server keeps only those the user may open, 5 a group. */
export const searchPagesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['app-bar', 'search', q],
    queryFn: ({ signal, client }) => api<SearchGroup[]>('/app-bar/search', { query: { q }, signal, client }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
