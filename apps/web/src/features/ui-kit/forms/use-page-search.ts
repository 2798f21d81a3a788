import type { SearchGroup } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';

export type FoundPage = { url: string; title: string };

/** The pages the server's search finds for what was typed (after a 250 ms pause), as one flat list. */
export function usePageSearch(typed: string) {
  const q = useDebouncedValue(typed.trim(), 250);
  return useQuery({
    queryKey: ['ui-kit', 'page-search', { q }],
    queryFn: ({ signal }) => api<SearchGroup[]>('/app-bar/search', { query: { q }, signal }),
    select: (groups): FoundPage[] =>
      groups.flatMap((g) => g.children.map(({ url, title }) => ({ url, title }))),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
}
