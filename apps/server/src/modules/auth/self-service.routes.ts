import { messageAnswer, validationErrorAnswer } from '@app/contracts';
import { deactivateBody, emailChangeAnswer, emailChangeBody } from '@app/contracts/account-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../auth/plugin.ts';
import { accountMailer } from './account-mail.ts';
import { cancelEmailChange, deactivateOwnAccount, requestEmailChange } from './self-service.service.ts';

const tags = ['auth'];
const self = { access: 'authenticated' as const };

/** The account tab's calls that touch sign-in: a new e-mail address and deactivating one's account. */
export const selfServiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const mailer = accountMailer(app.config, app.mailOut, app.log);

  app.post(
    '/api/auth/email-change',
    {
      config: self,
      schema: {
        operationId: 'authEmailChangeRequest',
        tags,
        summary: 'Ask to move your account to a new address; it applies once the mailed link is opened',
        body: emailChangeBody,
        response: { 202: emailChangeAnswer, 400: validationErrorAnswer, 429: messageAnswer },
      },
    },
    async (req, reply) =>
      reply.code(202).send(await requestEmailChange(app.db, mailer, requireAuth(req), req.body)),
  );

  app.delete(
    '/api/auth/email-change',
    {
      config: self,
      schema: {
        operationId: 'authEmailChangeCancel',
        tags,
        summary: 'Cancel a pending change of address (its link stops working)',
        response: { 200: messageAnswer },
      },
    },
    (req) => cancelEmailChange(app.db, requireAuth(req)),
  );

  app.post(
    '/api/auth/deactivate',
    {
      config: self,
      schema: {
        operationId: 'authDeactivate',
        tags,
        summary: 'Deactivate your own account (the password is asked again): every session ends',
        body: deactivateBody,
        response: { 200: messageAnswer, 400: validationErrorAnswer, 429: messageAnswer },
      },
    },
    (req) => deactivateOwnAccount(app.db, requireAuth(req), req.body),
  );
};
