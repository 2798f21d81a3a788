import type { ChatMessage, ChatOpenAnswer, ChatsAndContactsAnswer } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatListQueryOptions, chatQueryOptions } from '../api/get-chats';
import { ChatConversation } from './chat-conversation';
import { ChatMessageBubble } from './chat-message-bubble';

const BEN = 7;
const message = (
  id: number,
  senderId: number,
  feedback: Partial<ChatMessage['feedback']> = {},
): ChatMessage => ({
  id,
  chatId: 3,
  message: `message ${id}`,
  time: new Date().toISOString(),
  senderId,
  feedback: { isSent: true, isDelivered: false, isSeen: false, ...feedback },
  editedAt: null,
  deletedAt: null,
});

const ben = {
  id: BEN,
  fullName: 'Ben Reader',
  role: 'maintainer',
  about: '',
  avatar: null,
  status: 'online' as const,
};
const list = (unseenMsgs: number): ChatsAndContactsAnswer => ({
  chatsContacts: [{ ...ben, chat: { id: 3, unseenMsgs, lastMessage: message(2, BEN) } }],
  contacts: [],
  profileUser: {
    ...ben,
    id: 1,
    fullName: 'John Doe',
    chosenStatus: 'online',
    settings: { isTwoStepAuthVerificationEnabled: false, isNotificationsOn: true },
  },
  seq: 0,
});
const page: ChatOpenAnswer = {
  chat: { id: 3, userId: BEN, unseenMsgs: 0, messages: [message(1, 1), message(2, BEN)], hasOlder: false },
  contact: ben,
} as ChatOpenAnswer;

describe('the open conversation', { timeout: 30_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('reads a chat opened again from the cache: its unread count goes, and the server hears it', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      calls.push(url);
      const body = url.startsWith(`/api/apps/chat/chats/${BEN}`)
        ? page
        : url.startsWith('/api/apps/chat/unseen')
          ? { total: 0 }
          : { editWindowMinutes: 15 };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    // Everything is in the cache and fresh, as when one comes back to a chat read a moment ago: the
    // conversation is not fetched again, and a message that came meanwhile left "1 unread" in the list.
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    client.setQueryData(chatListQueryOptions().queryKey, list(1));
    client.setQueryData(chatQueryOptions(BEN).queryKey, { pages: [page], pageParams: [undefined] });
    render(
      <QueryClientProvider client={client}>
        <ChatConversation
          userId={BEN}
          me={{ id: 1, fullName: 'John Doe', avatar: null }}
          onBack={() => {}}
          onShowContact={() => {}}
        />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('message 2')).toBeTruthy();
    await waitFor(() => expect(calls).toContain(`/api/apps/chat/chats/${BEN}`));
    await waitFor(() =>
      expect(client.getQueryData(chatListQueryOptions().queryKey)?.chatsContacts[0].chat.unseenMsgs).toBe(0),
    );
  });
});

describe('the ticks of my messages', () => {
  afterEach(cleanup);

  it('tell seen from delivered by their label and their icon, not by colour alone', () => {
    const bubble = (id: number, feedback: Partial<ChatMessage['feedback']>) => (
      <ChatMessageBubble
        msg={message(id, 1, feedback)}
        mine
        editWindowMinutes={0}
        onEdit={() => {}}
        onDelete={() => {}}
      />
    );
    render(
      <>
        {bubble(1, {})}
        {bubble(2, { isDelivered: true })}
        {bubble(3, { isDelivered: true, isSeen: true })}
      </>,
    );
    const icon = (name: string) =>
      screen.getByRole('img', { name }).querySelector('svg')?.getAttribute('class');
    const [sent, delivered, seen] = [icon('Sent'), icon('Delivered'), icon('Seen')];
    expect(new Set([sent, delivered, seen]).size).toBe(3);
    expect(seen).toContain('eye-check');
  });
});
