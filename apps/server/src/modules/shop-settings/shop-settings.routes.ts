import { editConflictAnswer, shopSettingsAnswer, shopSettingsBody } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../auth/plugin.ts';
import { getShopSettings, saveShopSettings } from './shop-settings.service.ts';

const tags = ['e-commerce: settings'];

export const shopSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/apps/ecommerce/settings',
    {
      config: { access: { action: 'read', subject: 'ShopSettings' } },
      schema: {
        operationId: 'shopSettingsGet',
        tags,
        summary: 'The shop settings: store details, payments, checkout, shipping, locations, notifications',
        response: { 200: shopSettingsAnswer },
      },
    },
    () => getShopSettings(app.db),
  );

  app.put(
    '/api/apps/ecommerce/settings',
    {
      config: { access: { action: 'update', subject: 'ShopSettings' } },
      schema: {
        operationId: 'shopSettingsUpdate',
        tags,
        summary:
          'Save one or more whole sections of the shop settings; with `version`, one section saved only if still at that version (409 with `current` otherwise)',
        body: shopSettingsBody,
        response: { 200: shopSettingsAnswer, 409: editConflictAnswer(shopSettingsAnswer) },
      },
    },
    (req) => saveShopSettings(app.db, requireAuth(req), req.body),
  );
};
