import {
  emailBody,
  messageAnswer,
  registerAnswer,
  registerBody,
  registrationAnswer,
  registrationSettings,
  registrationSettingsAnswer,
  resetPasswordBody,
  tokenBody,
  validationErrorAnswer,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountMailer } from './account-mail.ts';
import { startEndedSignInsPurge } from './ended-sign-ins.ts';
import { forgotPassword, resetPassword } from './password.service.ts';
import {
  getRegistrationSettings,
  register,
  registrationOpen,
  resendVerification,
  updateRegistrationSettings,
  verifyEmail,
} from './registration.service.ts';

const tags = ['auth'];
const open = { access: 'public' as const };
const admins = { access: { action: 'manage' as const, subject: 'all' as const } };

/** Sign-up, e-mail verification and the forgotten-password link (docs/account-security.md). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  startEndedSignInsPurge(app);
  const mailer = accountMailer(app.config, app.mailOut, app.log);

  app.get(
    '/api/auth/registration',
    {
      config: open,
      schema: {
        operationId: 'authRegistrationGet',
        tags,
        summary: 'Whether anyone may create an account',
        security: [],
        response: { 200: registrationAnswer },
      },
    },
    () => registrationOpen(app.db),
  );

  app.get(
    '/api/auth/registration-settings',
    {
      config: admins,
      schema: {
        operationId: 'authRegistrationSettingsGet',
        tags,
        summary: 'Registration open or closed, and the role a new account gets',
        response: { 200: registrationSettingsAnswer },
      },
    },
    () => getRegistrationSettings(app.db),
  );

  app.put(
    '/api/auth/registration-settings',
    {
      config: admins,
      schema: {
        operationId: 'authRegistrationSettingsPut',
        tags,
        summary: 'Open or close registration and choose the default role',
        body: registrationSettings,
        response: { 200: registrationSettingsAnswer, 400: validationErrorAnswer },
      },
    },
    (req) => updateRegistrationSettings(app.db, req.body),
  );

  app.post(
    '/api/auth/register',
    {
      config: open,
      schema: {
        operationId: 'authRegister',
        tags,
        summary:
          'Create an account; it signs in once the e-mail address is confirmed (the same answer, in the same time, for an address that has one)',
        security: [],
        body: registerBody,
        response: {
          201: registerAnswer,
          400: validationErrorAnswer,
          409: validationErrorAnswer,
          429: messageAnswer,
        },
      },
    },
    async (req, reply) => {
      const client = {
        ip: req.ip,
        userAgent: req.headers['user-agent'],
        referrer: req.headers.referer,
        host: req.headers.host,
      };
      return reply.code(201).send(await register(app.db, mailer, req.body, client, req.log));
    },
  );

  app.post(
    '/api/auth/verify-email',
    {
      config: open,
      schema: {
        operationId: 'authVerifyEmail',
        tags,
        summary: "Confirm an e-mail address with the link's token (once)",
        security: [],
        body: tokenBody,
        response: { 200: messageAnswer, 400: validationErrorAnswer },
      },
    },
    (req) => verifyEmail(app.db, req.body.token),
  );

  app.post(
    '/api/auth/verify-email/resend',
    {
      config: open,
      schema: {
        operationId: 'authVerifyEmailResend',
        tags,
        summary: 'Send a new confirmation link (the same answer for any address)',
        security: [],
        body: emailBody,
        response: { 202: messageAnswer, 400: validationErrorAnswer, 429: messageAnswer },
      },
    },
    async (req, reply) =>
      reply.code(202).send(await resendVerification(app.db, mailer, req.body.email, req.ip, req.log)),
  );

  app.post(
    '/api/auth/forgot-password',
    {
      config: open,
      schema: {
        operationId: 'authForgotPassword',
        tags,
        summary: 'Mail a password-reset link (the same answer, in the same time, for any address)',
        security: [],
        body: emailBody,
        response: { 202: messageAnswer, 400: validationErrorAnswer, 429: messageAnswer },
      },
    },
    async (req, reply) =>
      reply.code(202).send(await forgotPassword(app.db, mailer, req.body.email, req.ip, req.log)),
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: open,
      schema: {
        operationId: 'authResetPassword',
        tags,
        summary: "Set a new password with the reset link's token; every session of the user ends",
        security: [],
        body: resetPasswordBody,
        response: { 200: messageAnswer, 400: validationErrorAnswer },
      },
    },
    (req) => resetPassword(app.db, req.body),
  );
};
