import { CHAT_PAGE_SIZE, type ChatContact, type ChatMessage, type ChatStatus } from '@app/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { likePattern } from '../../lib/paging.ts';

/** Every SQL statement of the chat but its event log (chat-events.repository.ts). */

export const CHAT_CHANNEL = 'chat_events';

async function rows<T>(db: Queryable, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

type MessageRow = {
  id: string | number;
  chat_id: number;
  sender_id: number;
  text: string;
  created_at: string | Date;
  delivered_at: unknown;
  seen_at: unknown;
  edited_at: string | Date | null;
  deleted_at: string | Date | null;
};

const iso = (value: string | Date) => new Date(value).toISOString();

export function toMessage(row: MessageRow): ChatMessage {
  return {
    id: Number(row.id),
    chatId: row.chat_id,
    message: row.deleted_at ? '' : row.text,
    time: iso(row.created_at),
    senderId: row.sender_id,
    feedback: { isSent: true, isDelivered: row.delivered_at != null, isSeen: row.seen_at != null },
    editedAt: row.edited_at ? iso(row.edited_at) : null,
    deletedAt: row.deleted_at ? iso(row.deleted_at) : null,
  };
}

export type ContactRow = {
  id: number;
  role_id: number;
  full_name: string;
  role: string;
  about: string | null;
  avatar: string | null;
  status: ChatStatus;
};

export const toContact = (row: ContactRow): ChatContact => ({
  id: row.id,
  fullName: row.full_name,
  role: row.role,
  about: row.about ?? '',
  avatar: row.avatar,
  status: row.status,
});

/** How long a process's presence rows count without its heartbeat (it refreshes them every 20 s). */
export const PRESENCE_TTL_SECONDS = 60;

/**
 * What others see: offline without an open tab; with one, the chosen status, where a chosen
 * "online" turns "away" when every open tab has been idle (docs/chat.md).
 */
const contactColumns = sql`u.id, u.role_id, u.full_name, r.name as role, p.about, u.avatar,
  case when coalesce(pr.tabs, 0) = 0 then 'offline'
       when coalesce(p.status, 'online') = 'online' then case when pr.active > 0 then 'online' else 'away' end
       else p.status end as status`;
const contactJoins = sql`join roles r on r.id = u.role_id left join chat_profiles p on p.user_id = u.id
  left join lateral (
    select sum(tabs)::int as tabs, sum(active_tabs)::int as active from chat_presence
    where user_id = u.id and seen_at > now() - make_interval(secs => ${PRESENCE_TTL_SECONDS})
  ) pr on true`;

/** An active user other than `me`, as a contact. */
export async function findContact(db: Queryable, userId: number): Promise<ContactRow | undefined> {
  const [row] = await rows<ContactRow>(
    db,
    sql`select ${contactColumns} from users u ${contactJoins} where u.id = ${userId} and u.status = 'active'`,
  );
  return row;
}

/** The active users among `ids`, as contacts (their presence for the hub). */
export function findContacts(db: Queryable, ids: number[]): Promise<ContactRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  return rows<ContactRow>(
    db,
    sql`select ${contactColumns} from users u ${contactJoins} where u.id in (${list}) and u.status = 'active'`,
  );
}

/**
 * Active users other than `me`, holding one of `roleIds` (the roles that may use the chat), whose
 * full name holds q, by name; at most `limit`.
 */
export function listContacts(
  db: Queryable,
  me: number,
  q: string,
  limit: number,
  roleIds: number[],
): Promise<ContactRow[]> {
  if (roleIds.length === 0) return Promise.resolve([]);
  const filter = q ? sql`and u.full_name ilike ${likePattern(q)}` : sql``;
  const inRoles = sql.join(
    roleIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return rows<ContactRow>(
    db,
    sql`select ${contactColumns} from users u ${contactJoins}
        where u.status = 'active' and u.id <> ${me} and u.role_id in (${inRoles}) ${filter}
        order by u.full_name, u.id limit ${limit}`,
  );
}

export type ChatListRow = ContactRow & { chat_id: number; unseen: number } & {
  [K in keyof MessageRow as `m_${K}`]: MessageRow[K];
};

/** The reader's chats that have a message, most recent first, with the other user and the last message. */
export function listChats(db: Queryable, me: number, q: string, limit: number): Promise<ChatListRow[]> {
  const filter = q ? sql`and u.full_name ilike ${likePattern(q)}` : sql``;
  return rows<ChatListRow>(
    db,
    sql`select ${contactColumns}, c.id as chat_id, c.unseen,
          m.id as m_id, m.chat_id as m_chat_id, m.sender_id as m_sender_id, m.text as m_text,
          m.created_at as m_created_at, m.delivered_at as m_delivered_at, m.seen_at as m_seen_at,
          m.edited_at as m_edited_at, m.deleted_at as m_deleted_at
        from (
          (select id, user_b as other, unseen_a as unseen, last_message_id, last_message_at
             from chats where user_a = ${me} order by last_message_at desc limit ${limit})
          union all
          (select id, user_a as other, unseen_b as unseen, last_message_id, last_message_at
             from chats where user_b = ${me} order by last_message_at desc limit ${limit})
        ) c
        join chat_messages m on m.id = c.last_message_id
        join users u on u.id = c.other ${contactJoins}
        where true ${filter}
        order by c.last_message_at desc limit ${limit}`,
  );
}

export const lastMessageOf = (row: ChatListRow): ChatMessage =>
  toMessage({
    id: row.m_id,
    chat_id: row.m_chat_id,
    sender_id: row.m_sender_id,
    text: row.m_text,
    created_at: row.m_created_at,
    delivered_at: row.m_delivered_at,
    seen_at: row.m_seen_at,
    edited_at: row.m_edited_at,
    deleted_at: row.m_deleted_at,
  });

const pair = (a: number, b: number) => (a < b ? [a, b] : [b, a]);

export type ChatRow = { id: number; user_a: number; user_b: number; unseen_a: number; unseen_b: number };

export async function findChat(db: Queryable, me: number, other: number): Promise<ChatRow | undefined> {
  const [a, b] = pair(me, other);
  const [row] = await rows<ChatRow>(
    db,
    sql`select id, user_a, user_b, unseen_a, unseen_b from chats where user_a = ${a} and user_b = ${b}`,
  );
  return row;
}

/** The chat of the pair, created when missing (`created` tells which). Locks the row for the transaction. */
export async function lockOrCreateChat(
  db: Queryable,
  me: number,
  other: number,
): Promise<{ chat: ChatRow; created: boolean }> {
  const [a, b] = pair(me, other);
  const inserted = await rows<ChatRow>(
    db,
    sql`insert into chats (user_a, user_b) values (${a}, ${b}) on conflict do nothing
        returning id, user_a, user_b, unseen_a, unseen_b`,
  );
  if (inserted[0]) return { chat: inserted[0], created: true };
  const [chat] = await rows<ChatRow>(
    db,
    sql`select id, user_a, user_b, unseen_a, unseen_b from chats where user_a = ${a} and user_b = ${b} for update`,
  );
  return { chat, created: false };
}

export const unseenOf = (chat: ChatRow, user: number) =>
  chat.user_a === user ? chat.unseen_a : chat.unseen_b;

/** A page of messages, newest first, older than `before` when given; one more than the page tells if older exist. */
export async function messagePage(db: Queryable, chatId: number, before?: number): Promise<MessageRow[]> {
  const cursor = before ? sql`and id < ${before}` : sql``;
  return rows<MessageRow>(
    db,
    sql`select * from chat_messages where chat_id = ${chatId} ${cursor}
        order by id desc limit ${CHAT_PAGE_SIZE + 1}`,
  );
}

export async function insertMessage(db: Queryable, chat: ChatRow, sender: number, text: string) {
  const [row] = await rows<MessageRow>(
    db,
    sql`insert into chat_messages (chat_id, sender_id, text) values (${chat.id}, ${sender}, ${text}) returning *`,
  );
  const recipientSide = chat.user_a === sender ? sql`unseen_b = unseen_b + 1` : sql`unseen_a = unseen_a + 1`;
  const [updated] = await rows<ChatRow>(
    db,
    sql`update chats set ${recipientSide}, last_message_id = ${row.id}, last_message_at = ${row.created_at}
        where id = ${chat.id} returning id, user_a, user_b, unseen_a, unseen_b`,
  );
  return { message: row, chat: updated };
}

/** The reader's unseen count of the chat back to 0; answers how many it was. */
export async function clearUnseen(db: Queryable, chatId: number, reader: number): Promise<number> {
  const [chat] = await rows<ChatRow>(
    db,
    sql`select id, user_a, user_b, unseen_a, unseen_b from chats where id = ${chatId} for update`,
  );
  const was = unseenOf(chat, reader);
  if (was === 0) return 0;
  const side = chat.user_a === reader ? sql.raw('unseen_a') : sql.raw('unseen_b');
  await db.execute(sql`update chats set ${side} = 0 where id = ${chatId}`);
  return was;
}

/** Marks the other user's messages up to `upTo` as delivered (and seen when `seen`); answers the highest id changed. */
export async function markFeedback(
  db: Queryable,
  chatId: number,
  sender: number,
  upTo: number,
  seen: boolean,
): Promise<number | null> {
  const change = seen
    ? sql`seen_at = now(), delivered_at = coalesce(delivered_at, now())`
    : sql`delivered_at = now()`;
  const pending = seen ? sql`` : sql`and delivered_at is null`;
  const [row] = await rows<{ top: string | null }>(
    db,
    sql`with changed as (
          update chat_messages set ${change}
          where chat_id = ${chatId} and sender_id = ${sender} and seen_at is null ${pending} and id <= ${upTo}
          returning id)
        select max(id) as top from changed`,
  );
  return row?.top == null ? null : Number(row.top);
}

/** The messages among `ids` sent to `reader`, by chat: the highest id per chat and its sender. */
export function deliveredTargets(db: Queryable, reader: number, ids: number[]) {
  return rows<{ chat_id: number; sender_id: number; top: string }>(
    db,
    sql`select m.chat_id, m.sender_id, max(m.id) as top
        from chat_messages m join chats c on c.id = m.chat_id
        where m.id = any(${`{${ids.join(',')}}`}::bigint[]) and m.sender_id <> ${reader}
          and (c.user_a = ${reader} or c.user_b = ${reader})
        group by m.chat_id, m.sender_id`,
  );
}

export async function findMessage(db: Queryable, id: number): Promise<MessageRow | undefined> {
  const [row] = await rows<MessageRow>(db, sql`select * from chat_messages where id = ${id} for update`);
  return row;
}

export async function chatById(db: Queryable, id: number): Promise<ChatRow> {
  const [row] = await rows<ChatRow>(
    db,
    sql`select id, user_a, user_b, unseen_a, unseen_b from chats where id = ${id}`,
  );
  return row;
}

export async function updateMessage(db: Queryable, id: number, change: { text?: string; deleted?: boolean }) {
  const set = change.deleted
    ? sql`deleted_at = now(), text = ''`
    : sql`text = ${change.text ?? ''}, edited_at = now()`;
  const [row] = await rows<MessageRow>(db, sql`update chat_messages set ${set} where id = ${id} returning *`);
  return row;
}

/** Adds `delta` to the user's unseen total (profile created when missing); answers the new total. */
export async function addUnseenTotal(db: Queryable, userId: number, delta: number): Promise<number> {
  const [row] = await rows<{ unseen_total: number }>(
    db,
    sql`insert into chat_profiles (user_id, unseen_total) values (${userId}, greatest(${delta}, 0))
        on conflict (user_id) do update set unseen_total = greatest(chat_profiles.unseen_total + ${delta}, 0)
        returning unseen_total`,
  );
  return row.unseen_total;
}

export async function unseenTotal(db: Queryable, userId: number): Promise<number> {
  const [row] = await rows<{ unseen_total: number }>(
    db,
    sql`select unseen_total from chat_profiles where user_id = ${userId}`,
  );
  return row?.unseen_total ?? 0;
}

export type ProfileRow = {
  status: ChatStatus;
  about: string;
  two_step: boolean;
  notifications: boolean;
  last_seq: string | number;
};

export async function findProfile(db: Queryable, userId: number): Promise<ProfileRow | undefined> {
  const [row] = await rows<ProfileRow>(
    db,
    sql`select status, about, two_step, notifications, last_seq from chat_profiles where user_id = ${userId}`,
  );
  return row;
}

export async function saveProfile(
  db: Queryable,
  userId: number,
  change: { status?: ChatStatus; about?: string; twoStep?: boolean; notifications?: boolean },
): Promise<void> {
  await db.execute(sql`insert into chat_profiles (user_id) values (${userId}) on conflict do nothing`);
  await db.execute(
    sql`update chat_profiles set
          status = coalesce(${change.status ?? null}, status),
          about = coalesce(${change.about ?? null}, about),
          two_step = coalesce(${change.twoStep ?? null}::boolean, two_step),
          notifications = coalesce(${change.notifications ?? null}::boolean, notifications)
        where user_id = ${userId}`,
  );
}

export async function editWindowMinutes(db: Queryable): Promise<number> {
  const [row] = await rows<{ minutes: number }>(
    db,
    sql`select edit_window_minutes as minutes from chat_settings where id = 1`,
  );
  return row?.minutes ?? 15;
}

export async function saveEditWindow(db: Queryable, minutes: number): Promise<void> {
  await db.execute(
    sql`insert into chat_settings (id, edit_window_minutes) values (1, ${minutes})
        on conflict (id) do update set edit_window_minutes = excluded.edit_window_minutes`,
  );
}

/** This process's open tabs of a user (0 tabs removes the row). */
export async function savePresence(
  db: Queryable,
  node: string,
  userId: number,
  tabs: number,
  active: number,
) {
  if (tabs === 0) {
    await db.execute(sql`delete from chat_presence where node = ${node} and user_id = ${userId}`);
    return;
  }
  await db.execute(
    sql`insert into chat_presence (node, user_id, tabs, active_tabs) values (${node}, ${userId}, ${tabs}, ${active})
        on conflict (user_id, node) do update
        set tabs = excluded.tabs, active_tabs = excluded.active_tabs, seen_at = now()`,
  );
}

/** The user's sockets held by the other API processes that are alive (the socket limit's count). */
export async function socketsElsewhere(db: Queryable, node: string, userId: number): Promise<number> {
  const [row] = await rows<{ tabs: number }>(
    db,
    sql`select coalesce(sum(tabs), 0)::int as tabs from chat_presence
        where user_id = ${userId} and node <> ${node}
          and seen_at > now() - make_interval(secs => ${PRESENCE_TTL_SECONDS})`,
  );
  return Number(row?.tabs ?? 0);
}

/** The heartbeat: this process's rows stay counted. */
export async function touchPresence(db: Queryable, node: string): Promise<void> {
  await db.execute(sql`update chat_presence set seen_at = now() where node = ${node}`);
}

export async function dropPresence(db: Queryable, node: string): Promise<void> {
  await db.execute(sql`delete from chat_presence where node = ${node}`);
}
