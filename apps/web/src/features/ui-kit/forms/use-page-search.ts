import type { SearchGroup } from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type FoundPage = { id: string; url: string; title: string };

/** The app's page search (`GET /api/app-bar/search`) for `q`: every signed-in user may call it. */
export const pageSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['ui-kit', 'page-search', { q }],
    queryFn: ({ signal, client }) => api<SearchGroup[]>('/app-bar/search', { query: { q }, signal, client }),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });

/** The answer's groups as one flat list of pages, each keyed by its address. */
export const toFoundPages = (groups: SearchGroup[]): FoundPage[] =>
  groups.flatMap((g) => g.children.map(({ url, title }) => ({ id: url, url, title })));
