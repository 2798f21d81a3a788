import type {
  EmailDetail,
  EmailFilter,
  EmailLabel,
  EmailListAnswer,
  emailContactsAnswer,
} from '@app/contracts';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type EmailsQuery = { filter?: EmailFilter; label?: EmailLabel; q?: string };

export const EMAILS_PAGE_SIZE = 30;

/** How often a list or a mail with a message in the outbox (the undo delay) is asked again. */
const QUEUED_POLL_MS = 2000;

/** Without a query: the key every mailbox query starts with (lists and threads), for invalidation. */
export const emailsKey = ['emails'] as const;

/** One folder or label of the mailbox, page after page through `nextCursor`. */
export const emailsQueryOptions = (query: EmailsQuery) =>
  infiniteQueryOptions({
    queryKey: [...emailsKey, 'list', query],
    queryFn: ({ signal, client, pageParam }) =>
      api<EmailListAnswer>('/apps/email', {
        query: { ...query, cursor: pageParam, itemsPerPage: EMAILS_PAGE_SIZE },
        signal,
        client,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    // Sent mail waiting in the outbox leaves it on the server: the list follows its delivery state.
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.emails.some((e) => e.deliveryStatus === 'queued'))
        ? QUEUED_POLL_MS
        : false,
  });

export const emailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...emailsKey, 'detail', id],
    queryFn: ({ signal, client }) =>
      api<{ email: EmailDetail }>(`/apps/email/${id}`, { signal, client }).then((answer) => answer.email),
    // A sent mail waiting in the outbox (the undo delay), or one's reply to it, changes on the server: it
    // is asked again until it has left, so the delivery state shown follows without a reload.
    refetchInterval: (query) => {
      const mail = query.state.data;
      const queued = mail && [mail, ...mail.following].some((m) => m.deliveryStatus === 'queued');
      return queued ? QUEUED_POLL_MS : false;
    },
  });

type ContactsAnswer = z.infer<typeof emailContactsAnswer>;
export type EmailContact = ContactsAnswer['contacts'][number];

export const emailContactsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['email-contacts', q],
    queryFn: ({ signal, client }) =>
      api<ContactsAnswer>('/apps/email/contacts', { query: { q }, signal, client }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
