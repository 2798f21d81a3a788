import { pricingAnswer } from '@app/contracts/pricing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listPlans } from './pricing.service.ts';

/** The plans, public: the pricing page of the app and the public front page read the same call. */
export const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/pages/pricing',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'pricingList',
        tags: ['pages'],
        summary: 'The plans with their monthly and yearly prices',
        security: [],
        response: { 200: pricingAnswer },
      },
    },
    () => listPlans(app.db),
  );
};
