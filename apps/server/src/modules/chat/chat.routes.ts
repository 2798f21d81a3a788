import {
  chatDeliveredBody,
  chatEditBody,
  chatMessageAnswer,
  chatMessageParam,
  chatOpenAnswer,
  chatOpenQuery,
  chatProfileBody,
  chatProfileUser,
  chatSendAnswer,
  chatSendBody,
  chatSettings,
  chatsAndContactsAnswer,
  chatsAndContactsQuery,
  chatUnseenAnswer,
  chatUserParam,
  emptyAnswer,
  messageAnswer,
  validationErrorAnswer,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../auth/plugin.ts';
import {
  changeMessage,
  chatsAndContacts,
  markDelivered,
  openChat,
  readSettings,
  readUnseen,
  sendMessage,
  updateProfile,
  writeSettings,
} from './chat.service.ts';

const tags = ['chat'];
const read = { access: { action: 'read', subject: 'Chat' } } as const;
const create = { access: { action: 'create', subject: 'Chat' } } as const;
const update = { access: { action: 'update', subject: 'Chat' } } as const;
const remove = { access: { action: 'delete', subject: 'Chat' } } as const;
const manage = { access: { action: 'manage', subject: 'Chat' } } as const;
const url = '/api/apps/chat';
const me = (req: Parameters<typeof requireAuth>[0]) => requireAuth(req).user.id;

export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${url}/chats-and-contacts`,
    {
      config: read,
      schema: {
        operationId: 'chatChatsAndContacts',
        tags,
        summary:
          "The reader's chats (most recent first), the contacts and the reader's profile; q filters by full name",
        querystring: chatsAndContactsQuery,
        response: { 200: chatsAndContactsAnswer },
      },
    },
    (req) => chatsAndContacts(app.db, me(req), req.query.q),
  );

  app.get(
    `${url}/chats/:userId`,
    {
      config: read,
      schema: {
        operationId: 'chatOpen',
        tags,
        summary:
          "The chat with a user: its newest messages (which sets the reader's unseen count to 0 and marks them seen), or those older than `before`",
        params: chatUserParam,
        querystring: chatOpenQuery,
        response: { 200: chatOpenAnswer, 404: messageAnswer },
      },
    },
    (req) => openChat(app.db, me(req), req.params.userId, req.query.before),
  );

  app.post(
    `${url}/chats/:userId`,
    {
      config: create,
      schema: {
        operationId: 'chatSend',
        tags,
        summary:
          'Send a message as the signed-in user (whatever senderId says); the chat is created with the first one. 403 when the recipient has no chat access; 429 with Retry-After past 20 messages in 10 s',
        params: chatUserParam,
        body: chatSendBody,
        response: { 201: chatSendAnswer, 403: messageAnswer, 404: messageAnswer, 429: messageAnswer },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await sendMessage(app.db, me(req), req.params.userId, req.body.message)),
  );

  app.post(
    `${url}/delivered`,
    {
      config: read,
      schema: {
        operationId: 'chatDelivered',
        tags,
        summary: 'The reader received these messages (what a socket does; for clients without one)',
        body: chatDeliveredBody,
        response: { 204: emptyAnswer },
      },
    },
    async (req, reply) => {
      await markDelivered(app.db, me(req), req.body.ids);
      return reply.code(204).send(null);
    },
  );

  app.patch(
    `${url}/messages/:id`,
    {
      config: update,
      schema: {
        operationId: 'chatMessageEdit',
        tags,
        summary: "Edit one's own message within the edit window",
        params: chatMessageParam,
        body: chatEditBody,
        response: {
          200: chatMessageAnswer,
          403: messageAnswer,
          404: messageAnswer,
          409: validationErrorAnswer,
        },
      },
    },
    (req) => changeMessage(app.db, me(req), req.params.id, { text: req.body.message }),
  );

  app.delete(
    `${url}/messages/:id`,
    {
      config: remove,
      schema: {
        operationId: 'chatMessageDelete',
        tags,
        summary: "Delete one's own message within the edit window (it stays as a deleted message)",
        params: chatMessageParam,
        response: {
          200: chatMessageAnswer,
          403: messageAnswer,
          404: messageAnswer,
          409: validationErrorAnswer,
        },
      },
    },
    (req) => changeMessage(app.db, me(req), req.params.id, { deleted: true }),
  );

  app.patch(
    `${url}/profile`,
    {
      config: read,
      schema: {
        operationId: 'chatProfileUpdate',
        tags,
        summary: "Change the reader's chosen status, about text or settings",
        body: chatProfileBody,
        response: { 200: chatProfileUser },
      },
    },
    (req) => updateProfile(app.db, me(req), req.body),
  );

  app.get(
    `${url}/unseen`,
    {
      config: read,
      schema: {
        operationId: 'chatUnseenTotal',
        tags,
        summary: 'How many messages the reader has not seen, over all chats (the navbar badge)',
        response: { 200: chatUnseenAnswer },
      },
    },
    (req) => readUnseen(app.db, me(req)),
  );

  app.get(
    `${url}/settings`,
    {
      config: read,
      schema: {
        operationId: 'chatSettingsGet',
        tags,
        summary: 'The chat settings',
        response: { 200: chatSettings },
      },
    },
    () => readSettings(app.db),
  );

  app.put(
    `${url}/settings`,
    {
      config: manage,
      schema: {
        operationId: 'chatSettingsUpdate',
        tags,
        summary: 'Set how long a sender may edit or delete a message (admins)',
        body: chatSettings,
        response: { 200: chatSettings },
      },
    },
    (req) => writeSettings(app.db, req.body),
  );
};
