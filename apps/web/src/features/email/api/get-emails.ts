import type { Email, EmailFilter, EmailLabel, EmailListAnswer, emailContactsAnswer } from '@app/contracts';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type EmailsQuery = { filter?: EmailFilter; label?: EmailLabel; q?: string };

export const EMAILS_PAGE_SIZE = 30;

/** Without a query: the key every mailbox query starts with (lists and threads), for invalidation. */
export const emailsKey = ['emails'] as const;

/** One folder or label of the mailbox, page after page through `nextCursor`. */
export const emailsQueryOptions = (query: EmailsQuery) =>
  infiniteQueryOptions({
    queryKey: [...emailsKey, 'list', query],
    queryFn: ({ signal, pageParam }) =>
      api<EmailListAnswer>('/apps/email', {
        query: { ...query, cursor: pageParam, itemsPerPage: EMAILS_PAGE_SIZE },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });

export const emailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...emailsKey, 'detail', id],
    queryFn: ({ signal }) =>
      api<{ email: Email }>(`/apps/email/${id}`, { signal }).then((answer) => answer.email),
  });

type ContactsAnswer = z.infer<typeof emailContactsAnswer>;
export type EmailContact = ContactsAnswer['contacts'][number];

export const emailContactsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['email-contacts', q],
    queryFn: ({ signal }) => api<ContactsAnswer>('/apps/email/contacts', { query: { q }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
