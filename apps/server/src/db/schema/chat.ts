import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { oneOf, stamp } from './ecommerce-columns.ts';

/** The messenger's tables (modules/chat, docs/chat.md). */
const statuses = ['online', 'offline', 'busy', 'away'] as const;
const tstz = (name: string) => timestamp(name, { withTimezone: true });

/** One row per user who has used the chat: chosen status, about, settings and the event counter. */
export const chatProfiles = pgTable(
  'chat_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('online'),
    about: text('about').notNull().default(''),
    twoStep: boolean('two_step').notNull().default(false),
    notifications: boolean('notifications').notNull().default(true),
    /** The last sequence number given to one of this user's events (chat_events.seq). */
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
    /** The sum of this user's unseen counts over their chats, kept in the same transactions (navbar badge). */
    unseenTotal: integer('unseen_total').notNull().default(0),
  },
  (t) => [check('chat_profiles_status_check', sql`${t.status} in (${oneOf(statuses)})`)],
);

/** A conversation between two users, always stored with user_a < user_b; unseen counts per side. */
export const chats = pgTable(
  'chats',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userA: integer('user_a')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userB: integer('user_b')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    unseenA: integer('unseen_a').notNull().default(0),
    unseenB: integer('unseen_b').notNull().default(0),
    lastMessageId: bigint('last_message_id', { mode: 'number' }),
    lastMessageAt: tstz('last_message_at').notNull().defaultNow(),
    createdAt: stamp('created_at'),
  },
  (t) => [
    uniqueIndex('chats_pair_idx').on(t.userA, t.userB),
    index('chats_a_recent_idx').on(t.userA, t.lastMessageAt.desc()),
    index('chats_b_recent_idx').on(t.userB, t.lastMessageAt.desc()),
    check('chats_pair_order_check', sql`${t.userA} < ${t.userB}`),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: stamp('created_at'),
    deliveredAt: tstz('delivered_at'),
    seenAt: tstz('seen_at'),
    editedAt: tstz('edited_at'),
    deletedAt: tstz('deleted_at'),
  },
  (t) => [
    // Cursor paging: the newest page and every older page are one index range scan.
    index('chat_messages_chat_idx').on(t.chatId, t.id.desc()),
    // Opening a chat marks what is not seen yet, without reading the chat's whole history.
    index('chat_messages_unseen_idx').on(t.chatId, t.senderId).where(sql`${t.seenAt} is null`),
  ],
);

/**
 * What each user's sockets are told, numbered per user, so a client that reconnects is replayed
 * what it missed. Only the latest events are kept (older ones answer "refetch").
 */
export const chatEvents = pgTable(
  'chat_events',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: stamp('created_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.seq] })],
);

/** Which API process holds how many sockets of a user, refreshed by a heartbeat (presence). */
export const chatPresence = pgTable(
  'chat_presence',
  {
    node: text('node').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tabs: integer('tabs').notNull(),
    activeTabs: integer('active_tabs').notNull(),
    seenAt: stamp('seen_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.node] })],
);

/** One row (id 1): the chat's settings an admin changes. */
export const chatSettings = pgTable(
  'chat_settings',
  {
    id: integer('id').primaryKey().default(1),
    editWindowMinutes: integer('edit_window_minutes').notNull().default(15),
  },
  (t) => [check('chat_settings_one_row', sql`${t.id} = 1`)],
);
