import type { FaqAnswer } from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Without q: the key every FAQ query starts with, for invalidation. */
export const faqQueryOptions = (q?: string) =>
  queryOptions({
    queryKey: q === undefined ? ['faq'] : ['faq', { q }],
    queryFn: ({ signal, client }) => api<FaqAnswer>('/pages/faq', { query: { q }, signal, client }),
    placeholderData: keepPreviousData,
  });
