import type { ChatServerEvent } from '@app/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { api } from '@/lib/api-client';
import { RealtimeSocket, type RealtimeState } from '@/lib/realtime/realtime-socket';
import { sessionStore } from '@/lib/session/session-store';
import { chatListQueryOptions, chatUnseenQueryOptions } from '../api/get-chats';
import {
  addMessage,
  applyFeedback,
  applyPresence,
  applyUnseen,
  clearUnseenOf,
  replaceMessage,
} from './chat-cache';

/**
 * The tab's one live chat connection, shared by the navbar badge and the chat page: events go into
 * the query cache; typing and the connection state are kept here. Received messages are acknowledged
 * (delivered), and those of the chat on screen are read at once (seen).
 */
const IDLE_MS = 5 * 60_000;
const TYPING_SHOWN_MS = 6000;

let socket: RealtimeSocket | null = null;
let users = 0;
let state: RealtimeState = 'connecting';
let openChatUserId: number | null = null;
let typing = new Map<number, number>();
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

function onEvent(queryClient: QueryClient, event: ChatServerEvent) {
  const me = sessionStore.get()?.userData.id;
  switch (event.type) {
    case 'ready':
    case 'refetch':
      // Anything that happened before the socket was ready comes with the refetch.
      void queryClient.invalidateQueries({ queryKey: ['chat'] });
      return;
    case 'message': {
      addMessage(queryClient, event.chat.userId, event.msg);
      if (event.msg.senderId !== me) {
        socket?.send({ type: 'delivered', ids: [event.msg.id] });
        stopTyping(event.msg.senderId);
        if (openChatUserId === event.chat.userId && document.visibilityState === 'visible') {
          void readChat(queryClient, event.chat.userId);
        } else {
          queryClient.setQueryData(chatUnseenQueryOptions().queryKey, { total: event.unseenTotal });
        }
      }
      void queryClient.invalidateQueries({ queryKey: chatListQueryOptions().queryKey });
      return;
    }
    case 'message-updated':
      replaceMessage(queryClient, undefined, event.msg);
      void queryClient.invalidateQueries({ queryKey: chatListQueryOptions().queryKey });
      return;
    case 'feedback':
      if (me !== undefined) applyFeedback(queryClient, event, me);
      return;
    case 'unseen':
      applyUnseen(queryClient, event.chatId, event.unseenMsgs);
      queryClient.setQueryData(chatUnseenQueryOptions().queryKey, { total: event.total });
      return;
    case 'presence':
      applyPresence(queryClient, event.users);
      return;
    case 'typing':
      if (event.typing) {
        typing = new Map(typing).set(event.userId, Date.now() + TYPING_SHOWN_MS);
        setTimeout(emit, TYPING_SHOWN_MS + 50);
        emit();
      } else stopTyping(event.userId);
      return;
    default:
      return;
  }
}

/**
 * Reads the newest page of the chat with `userId`, which marks its messages seen on the server; the
 * sidebar's count drops to 0 and the navbar's total is read again once that is done (the socket's
 * unseen event says the same, when the socket is up).
 */
export async function readChat(queryClient: QueryClient, userId: number): Promise<void> {
  try {
    await api(`/apps/chat/chats/${userId}`);
  } catch {
    return;
  }
  clearUnseenOf(queryClient, userId);
  void queryClient.invalidateQueries({ queryKey: chatUnseenQueryOptions().queryKey });
}

const subscribeVisibility = (l: () => void) => {
  document.addEventListener('visibilitychange', l);
  return () => document.removeEventListener('visibilitychange', l);
};

/** Whether the page is on screen (not a hidden tab). */
export const usePageVisible = () =>
  useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState === 'visible',
    () => true,
  );

function stopTyping(userId: number) {
  if (!typing.has(userId)) return;
  typing = new Map(typing);
  typing.delete(userId);
  emit();
}

/** Idle after IDLE_MS without input, or hidden that long: others see "away". */
function trackActivity(): () => void {
  let active = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const set = (next: boolean) => {
    if (next !== active) {
      active = next;
      socket?.send({ type: 'activity', active });
    }
  };
  const touch = () => {
    set(true);
    clearTimeout(timer);
    timer = setTimeout(() => set(false), IDLE_MS);
  };
  const events = ['pointerdown', 'keydown', 'pointermove', 'focus', 'visibilitychange'] as const;
  for (const e of events) window.addEventListener(e, touch, { passive: true });
  touch();
  return () => {
    clearTimeout(timer);
    for (const e of events) window.removeEventListener(e, touch);
  };
}

let stopActivity: (() => void) | null = null;

/** Keeps the live connection open while at least one component uses it. */
export function useChatLive(queryClient: QueryClient, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    users += 1;
    if (!socket) {
      socket = new RealtimeSocket({
        token: () => sessionStore.get()?.accessToken,
        onEvent: (event) => onEvent(queryClient, event as unknown as ChatServerEvent),
        onState: (next) => {
          state = next;
          emit();
        },
      });
      socket.start();
      stopActivity = trackActivity();
    }
    return () => {
      users -= 1;
      if (users === 0) {
        socket?.stop();
        socket = null;
        stopActivity?.();
        stopActivity = null;
      }
    };
  }, [enabled, queryClient]);
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => {
    listeners.delete(l);
  };
};

export const useChatConnectionState = () => useSyncExternalStore(subscribe, () => state);

/** Whether `userId` is typing to me right now. */
export function useIsTyping(userId: number): boolean {
  return useSyncExternalStore(subscribe, () => (typing.get(userId) ?? 0) > Date.now());
}

/** The chat on screen: its new messages are read at once. */
export function setOpenChat(userId: number | null) {
  openChatUserId = userId;
}

export function sendTyping(to: number, isTyping: boolean) {
  socket?.send({ type: 'typing', to, typing: isTyping });
}
