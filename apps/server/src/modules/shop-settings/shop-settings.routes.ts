import { messageAnswer, shopSettingsAnswer, shopSettingsBody, validationErrorAnswer } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../auth/plugin.ts';
import { getShopSettings, saveShopSettings } from './shop-settings.service.ts';

const tags = ['e-commerce: settings'];
const denied = { 401: messageAnswer, 403: messageAnswer };

export const shopSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/apps/ecommerce/settings',
    {
      config: { access: { action: 'read', subject: 'ShopSettings' } },
      schema: {
        tags,
        summary: 'The shop settings: store details, payments, checkout, shipping, locations, notifications',
        response: { 200: shopSettingsAnswer, ...denied },
      },
    },
    () => getShopSettings(app.db),
  );

  app.put(
    '/api/apps/ecommerce/settings',
    {
      config: { access: { action: 'update', subject: 'ShopSettings' } },
      schema: {
        tags,
        summary: 'Save one or more whole sections of the shop settings',
        body: shopSettingsBody,
        response: { 200: shopSettingsAnswer, 400: validationErrorAnswer, ...denied },
      },
    },
    (req) => saveShopSettings(app.db, requireAuth(req), req.body),
  );
};
