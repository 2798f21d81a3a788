import type {
  ChatContact,
  ChatMessage,
  ChatOpenAnswer,
  ChatStatus,
  ChatsAndContactsAnswer,
} from '@app/contracts';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { chatListQueryOptions, chatQueryOptions } from '../api/get-chats';

/** Live changes written into the query cache, so every view of a chat follows without refetching. */

type Pages = InfiniteData<ChatOpenAnswer, number | undefined>;

function updateChats(queryClient: QueryClient, change: (data: Pages) => Pages, userId?: number) {
  const queryKey = userId === undefined ? ['chat', 'chat'] : chatQueryOptions(userId).queryKey;
  queryClient.setQueriesData<Pages>({ queryKey }, (old) => (old ? change(old) : old));
}

const mapMessages = (data: Pages, change: (m: ChatMessage) => ChatMessage): Pages => ({
  ...data,
  pages: data.pages.map((page) =>
    page.chat ? { ...page, chat: { ...page.chat, messages: page.chat.messages.map(change) } } : page,
  ),
});

/** A message of the chat with `userId`, at the end of the newest page (once). */
export function addMessage(queryClient: QueryClient, userId: number, msg: ChatMessage) {
  updateChats(
    queryClient,
    (data) => {
      if (data.pages.some((p) => p.chat?.messages.some((m) => m.id === msg.id))) return data;
      const [newest, ...older] = data.pages;
      const chat = newest.chat ?? { id: msg.chatId, userId, unseenMsgs: 0, messages: [], hasOlder: false };
      return {
        ...data,
        pages: [{ ...newest, chat: { ...chat, messages: [...chat.messages, msg] } }, ...older],
      };
    },
    userId,
  );
}

export function replaceMessage(queryClient: QueryClient, userId: number | undefined, msg: ChatMessage) {
  updateChats(queryClient, (data) => mapMessages(data, (m) => (m.id === msg.id ? msg : m)), userId);
}

/** My messages of the chat up to `upTo` reached this feedback (ticks). */
export function applyFeedback(
  queryClient: QueryClient,
  event: { chatId: number; upTo: number; isDelivered: boolean; isSeen: boolean },
  me: number,
) {
  updateChats(queryClient, (data) =>
    mapMessages(data, (m) =>
      m.chatId === event.chatId && m.senderId === me && m.id <= event.upTo
        ? {
            ...m,
            feedback: {
              isSent: true,
              isDelivered: m.feedback.isDelivered || event.isDelivered,
              isSeen: m.feedback.isSeen || event.isSeen,
            },
          }
        : m,
    ),
  );
}

export function applyPresence(queryClient: QueryClient, users: { userId: number; status: ChatStatus }[]) {
  const statusOf = new Map(users.map((u) => [u.userId, u.status]));
  const withStatus = <T extends ChatContact>(c: T): T =>
    statusOf.has(c.id) ? { ...c, status: statusOf.get(c.id) as ChatStatus } : c;
  queryClient.setQueriesData<ChatsAndContactsAnswer>({ queryKey: chatListQueryOptions().queryKey }, (old) =>
    old
      ? {
          ...old,
          chatsContacts: old.chatsContacts.map(withStatus),
          contacts: old.contacts.map(withStatus),
          profileUser: withStatus(old.profileUser),
        }
      : old,
  );
  updateChats(queryClient, (data) => ({
    ...data,
    pages: data.pages.map((p) => ({ ...p, contact: withStatus(p.contact) })),
  }));
}

/** The sidebar's unseen count of one chat (the reader opened it here or in another tab). */
export function applyUnseen(queryClient: QueryClient, chatId: number, unseenMsgs: number) {
  queryClient.setQueriesData<ChatsAndContactsAnswer>({ queryKey: chatListQueryOptions().queryKey }, (old) =>
    old
      ? {
          ...old,
          chatsContacts: old.chatsContacts.map((c) =>
            c.chat.id === chatId ? { ...c, chat: { ...c.chat, unseenMsgs } } : c,
          ),
        }
      : old,
  );
}

/** The chat with `userId` was read here: its count is 0 at once, before the server's unseen event. */
export function clearUnseenOf(queryClient: QueryClient, userId: number) {
  queryClient.setQueriesData<ChatsAndContactsAnswer>({ queryKey: chatListQueryOptions().queryKey }, (old) =>
    old?.chatsContacts.some((c) => c.id === userId && c.chat.unseenMsgs > 0)
      ? {
          ...old,
          chatsContacts: old.chatsContacts.map((c) =>
            c.id === userId ? { ...c, chat: { ...c.chat, unseenMsgs: 0 } } : c,
          ),
        }
      : old,
  );
}
