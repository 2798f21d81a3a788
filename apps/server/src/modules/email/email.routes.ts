import {
  email,
  emailComposeAnswer,
  emailComposeBody,
  emailContactsAnswer,
  emailContactsQuery,
  emailDetail,
  emailIdParam,
  emailListAnswer,
  emailListQuery,
  emailUpdateBody,
  emptyAnswer,
  messageAnswer,
  validationErrorAnswer,
} from '@app/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../auth/plugin.ts';
import { deleteForever, getEmail, listContacts, listEmails, updateEmails } from './email.service.ts';
import { emailAttachmentRoutes } from './email-attachment.routes.ts';
import { composeEmail, retrySend, undoSend } from './email-compose.ts';
import { ensureSampleFiles } from './email-samples.ts';

const tags = ['email'];
const read = { access: { action: 'read', subject: 'Email' } } as const;
const create = { access: { action: 'create', subject: 'Email' } } as const;
const update = { access: { action: 'update', subject: 'Email' } } as const;
const remove = { access: { action: 'delete', subject: 'Email' } } as const;
const url = '/api/apps/email';
const idParam = emailIdParam;
const emailAnswer = z.object({ email });
const emailDetailAnswer = z.object({ email: emailDetail });

/** The mailbox (docs/email.md): every route works on the signed-in user's own mailbox only. */
export const emailRoutes: FastifyPluginAsyncZod = async (app) => {
  await ensureSampleFiles(app.storage);
  await app.register(emailAttachmentRoutes);

  app.get(
    url,
    {
      config: read,
      schema: {
        operationId: 'emailList',
        tags,
        summary:
          'A page of the mailbox, newest first: filter (inbox, draft, spam, sent, starred, trashed), label, q on sender name or subject; keyset cursor; emailsMeta counts',
        querystring: emailListQuery,
        response: { 200: emailListAnswer },
      },
    },
    (req) => listEmails(app.db, requireAuth(req).user.id, req.query),
  );

  app.post(
    url,
    {
      config: update,
      schema: {
        operationId: 'emailUpdate',
        tags,
        summary:
          'Merge isRead, isStarred, folder, isDeleted into the e-mails of `ids`, or toggle `label` on them; 404 and no change when an id is not in the mailbox',
        body: emailUpdateBody,
        response: { 201: emptyAnswer, 404: messageAnswer },
      },
    },
    async (req, reply) => {
      await updateEmails(app.db, requireAuth(req).user.id, req.body);
      // Spec 001: 201 with no body at all (not the JSON `null`).
      const raw: FastifyReply = reply;
      return raw.code(201).send();
    },
  );

  app.get(
    `${url}/contacts`,
    {
      config: read,
      schema: {
        operationId: 'emailContactList',
        tags,
        summary: 'Address autocomplete: up to 8 app users whose name or e-mail holds q',
        querystring: emailContactsQuery,
        response: { 200: emailContactsAnswer },
      },
    },
    (req) => listContacts(app.db, req.query.q),
  );

  app.post(
    `${url}/messages`,
    {
      config: create,
      schema: {
        operationId: 'emailCompose',
        tags,
        summary:
          'Save a draft (send: false) or send (send: true; queued for the undo delay); replyTo threads, forwardOf copies the attachments',
        body: emailComposeBody,
        response: { 201: emailComposeAnswer, 404: messageAnswer, 409: validationErrorAnswer },
      },
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      return reply.code(201).send(await composeEmail(app.db, app.storage, app.jobs, user, req.body));
    },
  );

  app.get(
    `${url}/:id`,
    {
      config: read,
      schema: {
        operationId: 'emailGet',
        tags,
        summary:
          'One e-mail of the mailbox with its whole thread: the earlier messages (replies) and the later ones (following)',
        params: idParam,
        response: { 200: emailDetailAnswer, 404: messageAnswer },
      },
    },
    async (req) => ({ email: await getEmail(app.db, requireAuth(req).user.id, req.params.id) }),
  );

  app.post(
    `${url}/:id/undo-send`,
    {
      config: create,
      schema: {
        operationId: 'emailUndoSend',
        tags,
        summary:
          'Bring a message that is still waiting out the undo delay back to the drafts; 409 once it left',
        params: idParam,
        response: { 200: emailAnswer, 404: messageAnswer, 409: validationErrorAnswer },
      },
    },
    async (req) => ({ email: await undoSend(app.db, requireAuth(req).user.id, req.params.id) }),
  );

  app.post(
    `${url}/:id/retry-send`,
    {
      config: create,
      schema: {
        operationId: 'emailRetrySend',
        tags,
        summary:
          'Queue again a sent message whose delivery failed after its last retry; 409 when it did not fail',
        params: idParam,
        response: { 200: emailAnswer, 404: messageAnswer, 409: validationErrorAnswer },
      },
    },
    async (req) => ({
      email: await retrySend(app.db, app.jobs, requireAuth(req).user.id, req.params.id),
    }),
  );

  app.delete(
    `${url}/:id`,
    {
      config: remove,
      schema: {
        operationId: 'emailDelete',
        tags,
        summary: 'Delete an e-mail for ever, with its attachments; only from the trash (409 otherwise)',
        params: idParam,
        response: { 204: emptyAnswer, 404: messageAnswer, 409: validationErrorAnswer },
      },
    },
    async (req, reply) => {
      await deleteForever(app.db, app.storage, requireAuth(req).user.id, req.params.id);
      return reply.code(204).send(null);
    },
  );
};
