import type { HelpSearchAnswer } from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const helpSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['help-center', 'search', q],
    queryFn: ({ signal, client }) =>
      api<HelpSearchAnswer>('/pages/help-center/search', { query: { q }, signal, client }),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
