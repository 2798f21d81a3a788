import { datatableAnswer } from '@app/contracts/datatable';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listSalesDetails } from './datatable.service.ts';

/** The UI kit's data table reads real sales: the same rule as reading orders. */
export const datatableRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/pages/datatable',
    {
      config: { access: { action: 'read', subject: 'Order' } },
      schema: {
        operationId: 'datatableList',
        tags: ['pages'],
        summary:
          'The lines of the most recent orders (at most 50, newest first) as sales detail records: product, date, buyer and payment',
        response: { 200: datatableAnswer },
      },
    },
    () => listSalesDetails(app.db),
  );
};
