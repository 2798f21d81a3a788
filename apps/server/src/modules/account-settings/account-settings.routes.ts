import { editConflictAnswer, validationErrorAnswer } from '@app/contracts';
import {
  AVATAR_MAX_BYTES,
  accountAnswer,
  accountNotificationsAnswer,
  accountNotificationsBody,
  accountUpdateBody,
  billingAddressBody,
  billingAnswer,
  connectionsAnswer,
  planChangeBody,
  socialLinksBody,
} from '@app/contracts/account-settings';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../auth/plugin.ts';
import {
  changePlan,
  getAccount,
  getBilling,
  getConnections,
  getNotifications,
  removeAvatar,
  saveAccount,
  saveAvatar,
  saveBillingAddress,
  saveNotifications,
  saveSocialLinks,
} from './account-settings.service.ts';
import { readAvatarFile } from './avatar-file.ts';

const tags = ['account settings'];
const self = { access: 'authenticated' as const };
const bad = { 400: validationErrorAnswer };

/** The signed-in user's own settings (docs/account-settings.md): every route acts on the caller only. */
export const accountSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5 } });
  const me = (req: Parameters<typeof requireAuth>[0]) => requireAuth(req).user.id;

  app.get(
    '/api/account-settings/account',
    {
      config: self,
      schema: {
        operationId: 'accountSettingsAccountGet',
        tags,
        summary: 'Your name, contact, language, avatar and e-mail (with a pending new address)',
        response: { 200: accountAnswer },
      },
    },
    (req) => getAccount(app.db, me(req)),
  );

  app.put(
    '/api/account-settings/account',
    {
      config: self,
      schema: {
        operationId: 'accountSettingsAccountPut',
        tags,
        summary: 'Save your name, contact, company, country and language',
        body: accountUpdateBody,
        response: { 200: accountAnswer, ...bad, 409: editConflictAnswer(accountAnswer) },
      },
    },
    (req) => saveAccount(app.db, me(req), req.body),
  );

  app.post(
    '/api/account-settings/avatar',
    {
      config: self,
      schema: {
        operationId: 'accountSettingsAvatarUpload',
        tags,
        summary: 'Upload your avatar (multipart field "file"): PNG, JPEG or WebP, at most 2 MB',
        consumes: ['multipart/form-data'],
        response: { 200: accountAnswer, ...bad, 413: validationErrorAnswer },
      },
    },
    async (req) => saveAvatar(app.db, app.storage, me(req), await readAvatarFile(req)),
  );

  app.delete(
    '/api/account-settings/avatar',
    {
      config: self,
      schema: {
        operationId: 'accountSettingsAvatarDelete',
        tags,
        summary: 'Remove your avatar (your initials show instead)',
        response: { 200: accountAnswer },
      },
    },
    (req) => removeAvatar(app.db, app.storage, me(req)),
  );

  app.get(
    '/api/account-settings/notifications',
    {
      config: self,
      schema: {
        operationId: 'accountSettingsNotificationsGet',
        tags,
        summary: 'Your notification choices per topic and channel (the defaults until you save)',
        response: { 200: accountNotificationsAnswer },
      },
    },
    (req) => getNotifications(app.db, me(req)),
  );

  app.put(
    '/api/account-settings/notifications',
    {
      config: self,
      schema: {
        operationId: 'accountSettingsNotificationsPut',
        tags,
        summary: 'Save your notification choices (the whole table)',
        body: accountNotificationsBody,
        response: {
          200: accountNotificationsAnswer,
          ...bad,
          409: editConflictAnswer(accountNotificationsAnswer),
        },
      },
    },
    (req) => saveNotifications(app.db, me(req), req.body),
  );

  app.get(
    '/api/account-settings/connections',
    {
      config: self,
      schema: {
        operationId: 'accountSettingsConnectionsGet',
        tags,
        summary: 'Integrations (none can be connected here) and your social profile links',
        response: { 200: connectionsAnswer },
      },
    },
    (req) => getConnections(app.db, me(req)),
  );

  app.put(
    '/api/account-settings/social-links',
    {
      config: self,
      schema: {
        operationId: 'accountSettingsSocialLinksPut',
        tags,
        summary: 'Save your social profile links (web addresses, or empty)',
        body: socialLinksBody,
        response: { 200: connectionsAnswer, ...bad, 409: editConflictAnswer(connectionsAnswer) },
      },
    },
    (req) => saveSocialLinks(app.db, me(req), req.body),
  );

  app.get(
    '/api/account-settings/billing',
    {
      config: self,
      schema: {
        operationId: 'accountSettingsBillingGet',
        tags,
        summary: 'Your plan, its billing cycle and your billing address',
        response: { 200: billingAnswer },
      },
    },
    (req) => getBilling(app.db, me(req)),
  );

  app.put(
    '/api/account-settings/plan',
    {
      config: self,
      schema: {
        operationId: 'accountSettingsPlanPut',
        tags,
        summary: 'Change your plan and its billing cycle',
        body: planChangeBody,
        response: { 200: billingAnswer, ...bad },
      },
    },
    (req) => changePlan(app.db, me(req), req.body),
  );

  app.put(
    '/api/account-settings/billing-address',
    {
      config: self,
      schema: {
        operationId: 'accountSettingsBillingAddressPut',
        tags,
        summary: 'Save your billing address',
        body: billingAddressBody,
        response: { 200: billingAnswer, ...bad, 409: editConflictAnswer(billingAnswer) },
      },
    },
    (req) => saveBillingAddress(app.db, me(req), req.body),
  );
};
