import {
  CHAT_PAGE_SIZE,
  type ChatOpenAnswer,
  type ChatProfileBody,
  type ChatProfileUser,
  type ChatSendAnswer,
  type ChatSettings,
  type ChatsAndContactsAnswer,
} from '@app/contracts';
import { allows, buildAbility } from '../../auth/ability.ts';
import { rulesOfEveryRole } from '../../auth/role-rules.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/errors.ts';
import { takeToken, tooManyRequests } from '../../lib/rate-limit.ts';
import {
  addUnseenTotal,
  chatById,
  clearUnseen,
  deliveredTargets,
  editWindowMinutes,
  findChat,
  findContact,
  findMessage,
  findProfile,
  insertMessage,
  lastMessageOf,
  listChats,
  listContacts,
  lockOrCreateChat,
  markFeedback,
  messagePage,
  saveEditWindow,
  saveProfile,
  toContact,
  toMessage,
  unseenOf,
  unseenTotal,
  updateMessage,
} from './chat.repository.ts';
import { appendEvent, eventBounds, notifyChat } from './chat-events.repository.ts';
import { MESSAGE_LIMIT } from './chat-limits.ts';

const LIST_LIMIT = 100;
const USER_NOT_FOUND = 'User not found';
/** Who may use the chat at all: what the socket and the chat routes ask for (docs/chat.md). */
export const CHAT_ACCESS = { action: 'read', subject: 'Chat' } as const;

/** The roles whose rules (their own and their permissions') let their users read the chat. */
export async function chatRoleIds(db: Queryable): Promise<number[]> {
  return (await rulesOfEveryRole(db))
    .filter((role) => allows(buildAbility(role.rules, null), CHAT_ACCESS))
    .map((role) => role.id);
}

async function profileUser(db: Queryable, me: number): Promise<ChatProfileUser> {
  const [row, profile] = await Promise.all([findContact(db, me), findProfile(db, me)]);
  if (!row) throw new HttpError(401, { message: 'Your session has ended. Please sign in again.' });
  return {
    ...toContact(row),
    chosenStatus: profile?.status ?? 'online',
    settings: {
      isTwoStepAuthVerificationEnabled: profile?.two_step ?? false,
      isNotificationsOn: profile?.notifications ?? true,
    },
  };
}

export async function chatsAndContacts(db: Db, me: number, q: string): Promise<ChatsAndContactsAnswer> {
  // The sequence number first: an event that lands while the lists are read is replayed, never lost.
  const { last } = await eventBounds(db, me);
  const [chats, contacts, profile] = await Promise.all([
    listChats(db, me, q, LIST_LIMIT),
    chatRoleIds(db).then((roleIds) => listContacts(db, me, q, LIST_LIMIT, roleIds)),
    profileUser(db, me),
  ]);
  return {
    chatsContacts: chats.map((row) => ({
      ...toContact(row),
      chat: { id: row.chat_id, unseenMsgs: row.unseen, lastMessage: lastMessageOf(row) },
    })),
    contacts: contacts.map(toContact),
    profileUser: profile,
    seq: last,
  };
}

async function contactOrFail(db: Queryable, me: number, userId: number) {
  if (userId === me) throw badRequest('userId', 'must be another user than yourself');
  const row = await findContact(db, userId);
  if (!row) throw notFound(USER_NOT_FOUND);
  return row;
}

/** Opens the chat with `userId`: the newest page (read, so the unseen count goes to 0) or an older one. */
export async function openChat(db: Db, me: number, userId: number, before?: number): Promise<ChatOpenAnswer> {
  const contactRow = await contactOrFail(db, me, userId);
  const found = await findChat(db, me, userId);
  if (!found) return { contact: toContact(contactRow) };
  if (!before) {
    await db.transaction(async (tx) => {
      const was = await clearUnseen(tx, found.id, me);
      const top = await markFeedback(tx, found.id, userId, Number.MAX_SAFE_INTEGER, true);
      if (top !== null) {
        await appendEvent(tx, userId, {
          type: 'feedback',
          chatId: found.id,
          upTo: top,
          isDelivered: true,
          isSeen: true,
        });
      }
      if (was > 0) {
        const total = await addUnseenTotal(tx, me, -was);
        await appendEvent(tx, me, { type: 'unseen', chatId: found.id, userId, unseenMsgs: 0, total });
      }
    });
  }
  const page = await messagePage(db, found.id, before);
  const chat = await chatById(db, found.id);
  return {
    contact: toContact(contactRow),
    chat: {
      id: found.id,
      userId,
      unseenMsgs: unseenOf(chat, me),
      messages: page.slice(0, CHAT_PAGE_SIZE).reverse().map(toMessage),
      hasOlder: page.length > CHAT_PAGE_SIZE,
    },
  };
}

/**
 * Sends as `me` (never as a sender the body names); the chat is created with its first message. A
 * user whose role has no chat access could never read it: refused with 403.
 */
export async function sendMessage(db: Db, me: number, userId: number, text: string): Promise<ChatSendAnswer> {
  const contact = await contactOrFail(db, me, userId);
  if (!(await chatRoleIds(db)).includes(contact.role_id)) {
    throw new HttpError(403, { message: `${contact.full_name} does not have access to the chat.` });
  }
  // After the checks, so that a refused request writes nothing (not even its bucket).
  const wait = await takeToken(db, `chat-message:${me}`, MESSAGE_LIMIT);
  if (wait > 0) throw tooManyRequests('messages sent', wait);
  return db.transaction(async (tx) => {
    const { chat: locked, created } = await lockOrCreateChat(tx, me, userId);
    const { message, chat } = await insertMessage(tx, locked, me, text);
    const msg = toMessage(message);
    const recipientTotal = await addUnseenTotal(tx, userId, 1);
    const senderTotal = await unseenTotal(tx, me);
    await appendEvent(tx, userId, {
      type: 'message',
      msg,
      chat: { id: chat.id, userId: me, unseenMsgs: unseenOf(chat, userId) },
      unseenTotal: recipientTotal,
    });
    // The sender's other tabs show it too.
    await appendEvent(tx, me, {
      type: 'message',
      msg,
      chat: { id: chat.id, userId, unseenMsgs: unseenOf(chat, me) },
      unseenTotal: senderTotal,
    });
    return created ? { msg, chat: { id: chat.id, userId, unseenMsgs: unseenOf(chat, me) } } : { msg };
  });
}

/** A tab of `me` received these messages: their senders see them delivered. */
export async function markDelivered(db: Db, me: number, ids: number[]): Promise<void> {
  const wanted = ids.filter((id) => Number.isSafeInteger(id) && id > 0).slice(0, 500);
  if (wanted.length === 0) return;
  await db.transaction(async (tx) => {
    for (const target of await deliveredTargets(tx, me, wanted)) {
      const top = await markFeedback(tx, target.chat_id, target.sender_id, Number(target.top), false);
      if (top === null) continue;
      await appendEvent(tx, target.sender_id, {
        type: 'feedback',
        chatId: target.chat_id,
        upTo: top,
        isDelivered: true,
        isSeen: false,
      });
    }
  });
}

/** The sender edits or deletes their message within the admin's window; both users see the change. */
export async function changeMessage(
  db: Db,
  me: number,
  id: number,
  change: { text?: string; deleted?: boolean },
) {
  return db.transaction(async (tx) => {
    const row = await findMessage(tx, id);
    const chat = row ? await chatById(tx, row.chat_id) : undefined;
    if (!row || !chat || (chat.user_a !== me && chat.user_b !== me)) throw notFound('Message not found');
    if (row.sender_id !== me) throw new HttpError(403, { message: 'You can only change your own messages.' });
    if (row.deleted_at) throw conflict('message', 'has been deleted');
    const minutes = await editWindowMinutes(tx);
    if (Date.now() - new Date(row.created_at).getTime() > minutes * 60_000) {
      throw conflict('message', `can only be changed within ${minutes} minutes of sending`);
    }
    const msg = toMessage(await updateMessage(tx, id, change));
    for (const user of [chat.user_a, chat.user_b])
      await appendEvent(tx, user, { type: 'message-updated', msg });
    return { msg };
  });
}

export async function updateProfile(db: Db, me: number, body: ChatProfileBody): Promise<ChatProfileUser> {
  await db.transaction(async (tx) => {
    await saveProfile(tx, me, {
      status: body.status,
      about: body.about?.trim(),
      twoStep: body.settings?.isTwoStepAuthVerificationEnabled,
      notifications: body.settings?.isNotificationsOn,
    });
    await notifyChat(tx, `p:${me}`);
  });
  return profileUser(db, me);
}

export const readSettings = async (db: Db): Promise<ChatSettings> => ({
  editWindowMinutes: await editWindowMinutes(db),
});

export async function writeSettings(db: Db, body: ChatSettings): Promise<ChatSettings> {
  await saveEditWindow(db, body.editWindowMinutes);
  return readSettings(db);
}

export const readUnseen = async (db: Db, me: number) => ({ total: await unseenTotal(db, me) });

export { CHAT_CHANNEL, socketsElsewhere } from './chat.repository.ts';
export { eventBounds } from './chat-events.repository.ts';
