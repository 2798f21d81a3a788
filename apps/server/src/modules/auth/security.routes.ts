import {
  changePasswordBody,
  idParam,
  messageAnswer,
  passwordBody,
  recoveryCodesAnswer,
  securityAnswer,
  twoFactorEnableBody,
  twoFactorSetupAnswer,
  twoFactorSignInAnswer,
  twoFactorSignInBody,
  validationErrorAnswer,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageSessionSetCookie } from '../../auth/page-session.ts';
import { requireAuth } from '../../auth/plugin.ts';
import { accountMailer } from './account-mail.ts';
import { completeTwoFactorSignIn } from './auth.service.ts';
import { changePassword } from './password.service.ts';
import { securityOverview, signOutSession } from './security.service.ts';
import { rememberDevice } from './sign-in-device.ts';
import {
  disableTwoFactor,
  enableTwoFactor,
  regenerateRecoveryCodes,
  setupTwoFactor,
} from './two-factor.service.ts';

const tags = ['auth'];
const self = { access: 'authenticated' as const };

/** The second sign-in step and the security tab of the account settings. */
export const securityRoutes: FastifyPluginAsyncZod = async (app) => {
  const mailer = accountMailer(app.config, app.mailOut, app.log);

  app.post(
    '/api/auth/two-factor/sign-in',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'authTwoFactorSignIn',
        tags,
        summary: "Finish signing in with the authenticator's code or a recovery code",
        security: [],
        body: twoFactorSignInBody,
        response: { 201: twoFactorSignInAnswer, 400: validationErrorAnswer, 429: messageAnswer },
      },
    },
    async (req, reply) => {
      const client = { ip: req.ip, userAgent: req.headers['user-agent'] ?? '' };
      const answer = await completeTwoFactorSignIn(app.db, app.config, app.secretBox, req.body, client);
      reply.header('set-cookie', [
        rememberDevice(app.secretBox, req, answer.userData.id),
        pageSessionSetCookie(answer.accessToken, app.config.SESSION_TTL_HOURS, req.protocol === 'https'),
      ]);
      return reply.code(201).send(answer);
    },
  );

  app.get(
    '/api/auth/security',
    {
      config: self,
      schema: {
        operationId: 'authSecurityGet',
        tags,
        summary: "The signed-in user's two-step state and open sessions",
        response: { 200: securityAnswer },
      },
    },
    (req) => securityOverview(app.db, requireAuth(req)),
  );

  app.delete(
    '/api/auth/sessions/:id',
    {
      config: self,
      schema: {
        operationId: 'authSessionDelete',
        tags,
        summary: 'Sign out one of your own sessions',
        params: idParam,
        response: { 204: z.null(), 404: messageAnswer },
      },
    },
    async (req, reply) => {
      await signOutSession(app.db, requireAuth(req), req.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/auth/password',
    {
      config: self,
      schema: {
        operationId: 'authPasswordChange',
        tags,
        summary: 'Change your password with the current one; your other sessions end',
        body: changePasswordBody,
        response: { 200: messageAnswer, 400: validationErrorAnswer, 429: messageAnswer },
      },
    },
    (req) => changePassword(app.db, mailer, requireAuth(req), req.body),
  );

  app.post(
    '/api/auth/two-factor/setup',
    {
      config: self,
      schema: {
        operationId: 'authTwoFactorSetup',
        tags,
        summary: 'Start setting up two-step sign-in: a new secret and its QR code',
        response: { 200: twoFactorSetupAnswer, 409: validationErrorAnswer },
      },
    },
    (req) => setupTwoFactor(app.db, app.secretBox, requireAuth(req)),
  );

  app.post(
    '/api/auth/two-factor/enable',
    {
      config: self,
      schema: {
        operationId: 'authTwoFactorEnable',
        tags,
        summary: 'Confirm the set-up with a first code; answers the ten recovery codes once',
        body: twoFactorEnableBody,
        response: {
          200: recoveryCodesAnswer,
          400: validationErrorAnswer,
          409: validationErrorAnswer,
          429: messageAnswer,
        },
      },
    },
    (req) => enableTwoFactor(app.db, app.secretBox, requireAuth(req), req.body.code),
  );

  app.post(
    '/api/auth/two-factor/recovery-codes',
    {
      config: self,
      schema: {
        operationId: 'authRecoveryCodesRenew',
        tags,
        summary: 'Replace the recovery codes with ten new ones (the password is asked again)',
        body: passwordBody,
        response: {
          200: recoveryCodesAnswer,
          400: validationErrorAnswer,
          409: validationErrorAnswer,
          429: messageAnswer,
        },
      },
    },
    (req) => regenerateRecoveryCodes(app.db, requireAuth(req), req.body.password),
  );

  app.post(
    '/api/auth/two-factor/disable',
    {
      config: self,
      schema: {
        operationId: 'authTwoFactorDisable',
        tags,
        summary: 'Turn two-step sign-in off (the password is asked again)',
        body: passwordBody,
        response: { 200: messageAnswer, 400: validationErrorAnswer, 429: messageAnswer },
      },
    },
    (req) => disableTwoFactor(app.db, requireAuth(req), req.body.password),
  );
};
