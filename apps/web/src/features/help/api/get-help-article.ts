import type { HelpArticle } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Without a slug: the key every article query starts with, for invalidation. */
export const helpArticleQueryOptions = (slug?: string) =>
  queryOptions({
    queryKey: slug === undefined ? ['help-center', 'article'] : ['help-center', 'article', slug],
    queryFn: ({ signal, client }) =>
      api<HelpArticle>('/pages/help-center/article', { query: { slug }, signal, client }),
  });
