import { referralListAnswer, referralListQuery, referralStatsAnswer } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listReferralsPage, loadReferralStats } from './referral.service.ts';

const tags = ['e-commerce: referrals'];
const read = { access: { action: 'read', subject: 'Referral' } } as const;

export const referralRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/apps/ecommerce/referrals',
    {
      config: read,
      schema: {
        operationId: 'referralList',
        tags,
        summary: 'A page of referrals, filtered by q (user or e-mail) and status, sorted',
        querystring: referralListQuery,
        response: { 200: referralListAnswer },
      },
    },
    (req) => listReferralsPage(app.db, req.query),
  );

  app.get(
    '/api/apps/ecommerce/referrals/stats',
    {
      config: read,
      schema: {
        operationId: 'referralStatsGet',
        tags,
        summary: 'Referral sign-ups, earnings paid and unpaid, and value',
        response: { 200: referralStatsAnswer },
      },
    },
    () => loadReferralStats(app.db),
  );
};
