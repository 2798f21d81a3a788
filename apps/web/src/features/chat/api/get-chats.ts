import type { ChatOpenAnswer, ChatSettings, ChatsAndContactsAnswer } from '@app/contracts';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Without q: the key every chat list query starts with. */
export const chatListQueryOptions = (q?: string) =>
  queryOptions({
    queryKey: q === undefined ? ['chat', 'list'] : ['chat', 'list', q],
    queryFn: ({ signal, client }) =>
      api<ChatsAndContactsAnswer>('/apps/chat/chats-and-contacts', { query: { q: q ?? '' }, signal, client }),
    placeholderData: keepPreviousData,
  });

/** The conversation: the newest page first (opening it marks it read), then older pages by cursor. */
export const chatQueryOptions = (userId: number) =>
  infiniteQueryOptions({
    queryKey: ['chat', 'chat', userId],
    queryFn: ({ signal, client, pageParam }) =>
      api<ChatOpenAnswer>(`/apps/chat/chats/${userId}`, { query: { before: pageParam }, signal, client }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.chat?.hasOlder ? last.chat.messages[0]?.id : undefined),
  });

export const chatUnseenQueryOptions = () =>
  queryOptions({
    queryKey: ['chat', 'unseen'],
    queryFn: ({ signal, client }) => api<{ total: number }>('/apps/chat/unseen', { signal, client }),
  });

export const chatSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['chat', 'settings'],
    queryFn: ({ signal, client }) => api<ChatSettings>('/apps/chat/settings', { signal, client }),
    staleTime: 60_000,
  });
