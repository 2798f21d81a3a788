import {
  authConfigAnswer,
  loginAnswer,
  loginBody,
  meAnswer,
  messageAnswer,
  twoFactorChallengeAnswer,
  validationErrorAnswer,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageSessionClearCookie, pageSessionSetCookie } from '../../auth/page-session.ts';
import { requireAuth } from '../../auth/plugin.ts';
import { accountMailer } from './account-mail.ts';
import { login, logout, signInConfig } from './auth.service.ts';
import { deviceOfRequest, rememberDevice } from './sign-in-device.ts';

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const mailer = accountMailer(app.config, app.mailOut, app.log);
  app.post(
    '/api/auth/login',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'authLogin',
        tags,
        summary:
          'Sign in with e-mail and password; 200 with a challenge when the account asks for a second step',
        security: [],
        body: loginBody,
        response: {
          200: twoFactorChallengeAnswer,
          201: loginAnswer,
          400: validationErrorAnswer,
          429: messageAnswer,
        },
      },
    },
    async (req, reply) => {
      const answer = await login(
        app.db,
        app.config,
        req.body,
        { ip: req.ip, userAgent: req.headers['user-agent'] ?? '' },
        { device: deviceOfRequest(app.secretBox, req), mailer, box: app.secretBox },
      );
      if ('twoFactorRequired' in answer) return reply.code(200).send(answer);
      // This browser is now known to the account: it passes a later lock of the e-mail (sign-in-device.ts).
      // Page requests carry the session too, to be drawn on the server for this user (decision 021).
      reply.header('set-cookie', [
        rememberDevice(app.secretBox, req, answer.userData.id),
        pageSessionSetCookie(answer.accessToken, app.config.SESSION_TTL_HOURS, req.protocol === 'https'),
      ]);
      return reply.code(201).send(answer);
    },
  );

  app.post(
    '/api/auth/logout',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'authLogout',
        tags,
        summary: 'End the current session',
        response: { 204: z.null() },
      },
    },
    async (req, reply) => {
      await logout(app.db, requireAuth(req));
      reply.header('set-cookie', pageSessionClearCookie(req.protocol === 'https'));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/auth/me',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'authMeGet',
        tags,
        summary: 'The signed-in user and their ability rules',
        response: { 200: meAnswer },
      },
    },
    async (req) => {
      const auth = requireAuth(req);
      return { userData: auth.user, userAbilityRules: auth.rules };
    },
  );

  app.get(
    '/api/auth/config',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'authConfigGet',
        tags,
        summary: 'What the sign-in page shows: the demo accounts when the demo seed is on',
        security: [],
        response: { 200: authConfigAnswer },
      },
    },
    async () => signInConfig(app.config),
  );
};
