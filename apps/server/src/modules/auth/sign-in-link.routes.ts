import {
  emailBody,
  loginAnswer,
  messageAnswer,
  signInLockList,
  signInLockParams,
  tokenBody,
  twoFactorChallengeAnswer,
  validationErrorAnswer,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageSessionSetCookie } from '../../auth/page-session.ts';
import { accountMailer } from './account-mail.ts';
import { rememberDevice } from './sign-in-device.ts';
import {
  liftSignInLock,
  listSignInLocks,
  openSignInLink,
  requestSignInLink,
} from './sign-in-link.service.ts';

const tags = ['auth'];
const open = { access: 'public' as const };
const admins = { access: { action: 'manage' as const, subject: 'all' as const } };

/** The mailed sign-in link and the administrators' view of sign-in locks (docs/account-security.md). */
export const signInLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const mailer = accountMailer(app.config, app.mailOut, app.log);

  app.post(
    '/api/auth/sign-in-link',
    {
      config: open,
      schema: {
        operationId: 'authSignInLinkRequest',
        tags,
        summary: 'Mail a one-time sign-in link (the same answer, in the same time, for any address)',
        security: [],
        body: emailBody,
        response: { 202: messageAnswer, 400: validationErrorAnswer, 429: messageAnswer },
      },
    },
    async (req, reply) =>
      reply.code(202).send(await requestSignInLink(app.db, mailer, req.body.email, req.ip, req.log)),
  );

  app.post(
    '/api/auth/sign-in-link/use',
    {
      config: open,
      schema: {
        operationId: 'authSignInLinkUse',
        tags,
        summary:
          "Sign in with the mailed link's token (once); 200 with a challenge when the account asks for a second step",
        security: [],
        body: tokenBody,
        response: { 200: twoFactorChallengeAnswer, 201: loginAnswer, 400: validationErrorAnswer },
      },
    },
    async (req, reply) => {
      const client = { ip: req.ip, userAgent: req.headers['user-agent'] ?? '' };
      const answer = await openSignInLink(app.db, app.config, req.body.token, client);
      if ('twoFactorRequired' in answer) return reply.code(200).send(answer);
      reply.header('set-cookie', [
        rememberDevice(app.secretBox, req, answer.userData.id),
        pageSessionSetCookie(answer.accessToken, app.config.SESSION_TTL_HOURS, req.protocol === 'https'),
      ]);
      return reply.code(201).send(answer);
    },
  );

  app.get(
    '/api/auth/sign-in-locks',
    {
      config: admins,
      schema: {
        operationId: 'authSignInLocksList',
        tags,
        summary: 'E-mails and client addresses locked by failed sign-ins: until when, failures, from where',
        response: { 200: signInLockList },
      },
    },
    () => listSignInLocks(app.db),
  );

  app.delete(
    '/api/auth/sign-in-locks/:key',
    {
      config: admins,
      schema: {
        operationId: 'authSignInLockLift',
        tags,
        summary: 'Lift a sign-in lock now',
        params: signInLockParams,
        response: { 204: z.null(), 400: validationErrorAnswer, 404: messageAnswer },
      },
    },
    async (req, reply) => {
      await liftSignInLock(app.db, req.params.key);
      return reply.code(204).send(null);
    },
  );
};
