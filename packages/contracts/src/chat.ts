import { z } from 'zod';
import { idInPath } from './common.ts';

/** The chat (spec 001 Chat profileUser, contact, chat, message; docs/chat.md). */

export const chatStatuses = ['online', 'offline', 'busy', 'away'] as const;
export type ChatStatus = (typeof chatStatuses)[number];

/** A message's text: at most this many UTF-8 bytes (the server checks bytes, the form characters). */
export const CHAT_MESSAGE_MAX_BYTES = 4096;
export const CHAT_ABOUT_MAX = 500;
/** Messages per page when a chat opens or older messages load. */
export const CHAT_PAGE_SIZE = 50;

export const chatFeedback = z.object({ isSent: z.boolean(), isDelivered: z.boolean(), isSeen: z.boolean() });

export const chatMessage = z.object({
  id: z.number(),
  chatId: z.number(),
  message: z.string(),
  /** ISO time it was sent. */
  time: z.string(),
  senderId: z.number(),
  feedback: chatFeedback,
  editedAt: z.string().nullable(),
  /** A deleted message keeps its place with an empty text. */
  deletedAt: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const chatContact = z.object({
  id: z.number(),
  fullName: z.string(),
  role: z.string(),
  about: z.string(),
  avatar: z.string().nullable(),
  status: z.enum(chatStatuses),
});
export type ChatContact = z.infer<typeof chatContact>;

export const chatProfileSettings = z.object({
  isTwoStepAuthVerificationEnabled: z.boolean(),
  isNotificationsOn: z.boolean(),
});

export const chatProfileUser = chatContact.extend({
  /** The status the user chose; `status` is what others see (presence applied). */
  chosenStatus: z.enum(chatStatuses),
  settings: chatProfileSettings,
});
export type ChatProfileUser = z.infer<typeof chatProfileUser>;

export const chatLastMessage = chatMessage;

export const chatsContact = chatContact.extend({
  chat: z.object({ id: z.number(), unseenMsgs: z.number(), lastMessage: chatLastMessage }),
});
export type ChatsContact = z.infer<typeof chatsContact>;

export const chatsAndContactsQuery = z.object({
  q: z.preprocess((v) => (typeof v === 'string' ? v.trim().slice(0, 100) : ''), z.string()),
});

export const chatsAndContactsAnswer = z.object({
  chatsContacts: z.array(chatsContact),
  contacts: z.array(chatContact),
  profileUser: chatProfileUser,
  /** The newest event sequence number of the reader when this was read (a socket resumes from it). */
  seq: z.number(),
});
export type ChatsAndContactsAnswer = z.infer<typeof chatsAndContactsAnswer>;

export const chatUserParam = z.object({ userId: idInPath(2_147_483_647, 'is too large') });
export const chatMessageParam = z.object({ id: idInPath(9_007_199_254_740_991, 'is too large') });

export const chatOpenQuery = z.object({
  /** Only messages older than this message id (the cursor for older pages). */
  before: z.coerce.number().int('must be a whole number').positive('must be positive').optional(),
});

export const chatDetail = z.object({
  id: z.number(),
  userId: z.number(),
  unseenMsgs: z.number(),
  /** Oldest first, at most CHAT_PAGE_SIZE. */
  messages: z.array(chatMessage),
  /** Older messages exist before the first one here. */
  hasOlder: z.boolean(),
});
export type ChatDetail = z.infer<typeof chatDetail>;

export const chatOpenAnswer = z.object({ chat: chatDetail.optional(), contact: chatContact });
export type ChatOpenAnswer = z.infer<typeof chatOpenAnswer>;

/** UTF-8 length without TextEncoder (the contracts build has no DOM or Node types). */
export function utf8Bytes(text: string): number {
  let n = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    n += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return n;
}

const messageText = z
  .string('must be text')
  .refine((t) => t.trim().length > 0, 'must not be empty')
  .refine(
    (t) => utf8Bytes(t) <= CHAT_MESSAGE_MAX_BYTES,
    `must be at most ${CHAT_MESSAGE_MAX_BYTES / 1024} KB`,
  );

export const chatSendBody = z.object({
  message: messageText,
  /** Kept for the spec's shape; the server always sends as the signed-in user. */
  senderId: z.number().optional(),
});
export type ChatSendBody = z.infer<typeof chatSendBody>;

export const chatSendAnswer = z.object({
  msg: chatMessage,
  chat: z.object({ id: z.number(), userId: z.number(), unseenMsgs: z.number() }).optional(),
});
export type ChatSendAnswer = z.infer<typeof chatSendAnswer>;

export const chatDeliveredBody = z.object({
  ids: z
    .array(z.number().int('must be whole numbers').positive('must be positive'))
    .min(1, 'must name a message')
    .max(500, 'must name at most 500 messages'),
});

export const chatEditBody = z.object({ message: messageText });
export const chatMessageAnswer = z.object({ msg: chatMessage });

export const chatProfileBody = z
  .object({
    status: z.enum(chatStatuses).optional(),
    about: z.string().max(CHAT_ABOUT_MAX, `must be at most ${CHAT_ABOUT_MAX} characters`).optional(),
    settings: chatProfileSettings.partial().optional(),
  })
  .refine((b) => b.status !== undefined || b.about !== undefined || b.settings !== undefined, {
    message: 'must change something',
    path: ['status'],
  });
export type ChatProfileBody = z.infer<typeof chatProfileBody>;

export const chatSettings = z.object({
  /** How long after sending a message its sender may still edit or delete it; 0 turns both off. */
  editWindowMinutes: z
    .number('must be a number')
    .int('must be a whole number')
    .min(0, 'must be at least 0')
    .max(10_080, 'must be at most a week'),
});
export type ChatSettings = z.infer<typeof chatSettings>;

export const chatUnseenAnswer = z.object({ total: z.number() });

/**
 * What the socket at /api/ws says (server → client). Stored events carry `seq`, the reader's own
 * sequence number: after a reconnect the client names the last one it saw and the server replays
 * the rest, or answers `refetch` when they are no longer kept. `refetch` also comes mid-stream after
 * the server's LISTEN connection was cut (presence may have changed unheard): reload the lists; the
 * stored events that follow it are replayed as usual.
 */
export type ChatServerEvent =
  | { type: 'ready'; seq: number; userId: number }
  | { type: 'refetch'; seq: number }
  | {
      type: 'message';
      seq: number;
      msg: ChatMessage;
      /** The chat as the event's reader sees it: `userId` is the other user. */
      chat: { id: number; userId: number; unseenMsgs: number };
      unseenTotal: number;
    }
  | { type: 'message-updated'; seq: number; msg: ChatMessage }
  /** The reader's own messages of the chat up to `upTo` reached this feedback. */
  | { type: 'feedback'; seq: number; chatId: number; upTo: number; isDelivered: boolean; isSeen: boolean }
  /** The reader opened a chat (in this or another tab): its unseen count and the total now. */
  | { type: 'unseen'; seq: number; chatId: number; userId: number; unseenMsgs: number; total: number }
  /** Statuses that changed (presence is not stored: a reconnecting client refetches the contacts). */
  | { type: 'presence'; users: { userId: number; status: ChatStatus }[] }
  | { type: 'typing'; userId: number; typing: boolean }
  | { type: 'error'; message: string };

type StoredOf<E> = E extends { seq: number } ? Omit<E, 'seq'> : never;
/** An event as kept in the log, before its sequence number is given. */
export type ChatStoredEvent = StoredOf<ChatServerEvent>;

/** What a client says on the socket. The first message authenticates unless the URL carried the token. */
export type ChatClientEvent =
  | { type: 'auth'; token: string; since?: number }
  | { type: 'delivered'; ids: number[] }
  | { type: 'typing'; to: number; typing: boolean }
  | { type: 'activity'; active: boolean }
  | { type: 'ping' };

/** What /api/ws answers when the upgrade succeeds (nothing: the socket is open). */
export const chatSocketOpened = z.null().describe('Switching Protocols: the socket is open');

/** Close codes of /api/ws (4000 + an HTTP-like status). */
export const WS_CLOSE = {
  unauthorized: 4401,
  forbidden: 4403,
  badMessage: 4400,
  /** Too many sockets of the user, or frames faster than the limit (docs/chat.md, Limits). */
  tooMany: 4429,
  /**
   * The API process is shutting down (a restart or a deploy): reconnect at once, which a load
   * balancer sends to another process (1012 "Service Restart", RFC 6455's registry).
   */
  serviceRestart: 1012,
} as const;
