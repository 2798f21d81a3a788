import {
  editConflictAnswer,
  emptyAnswer,
  invoiceBody,
  invoiceClientsAnswer,
  invoiceClientsQuery,
  invoiceDeleteError,
  invoiceDetailAnswer,
  invoiceListAnswer,
  invoiceListQuery,
  invoicePaymentBody,
  invoicePdfQuery,
  invoiceSendAnswer,
  invoiceSendBody,
  invoiceStatsAnswer,
  invoiceUpdateBody,
  messageAnswer,
  shopIdParam,
} from '@app/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../auth/plugin.ts';
import { pdfLimits } from '../../config.ts';
import { csvAnswer, sendCsv } from '../../lib/csv-stream.ts';
import {
  addPayment,
  createInvoice,
  duplicateInvoice,
  getInvoice,
  listClients,
  listInvoicesPage,
  loadInvoiceStats,
  removeInvoice,
  updateInvoice,
} from './invoice.service.ts';
import {
  downloadInvoicePdf,
  invoicePdfName,
  pdfLanguageFor,
  sendInvoice,
} from './invoice-document.service.ts';
import { invoiceCsvColumns, invoiceExportBatches } from './invoice-export.service.ts';
import { invoicePdfDrawer } from './invoice-pdf-drawer.ts';
import { reachableInvoices } from './invoice-rules.service.ts';

const tags = ['invoices'];
const read = { access: { action: 'read', subject: 'Invoice' } } as const;
const create = { access: { action: 'create', subject: 'Invoice' } } as const;
/**
 * Routes that scope what they answer or change to the caller's rules on Invoice (decision 015); the
 * stats and creates (a duplicate included) need the right on every invoice.
 */
const readRows = { ...read, rowRules: true } as const;
const update = { access: { action: 'update', subject: 'Invoice' }, rowRules: true } as const;
const remove = { access: { action: 'delete', subject: 'Invoice' }, rowRules: true } as const;
const url = '/api/apps/invoice';

const pdfAnswer = {
  description: 'The invoice as a PDF file (A4), downloaded as invoice-<id>.pdf',
  content: { 'application/pdf': { schema: z.string() } },
};

export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const pdfs = invoicePdfDrawer(pdfLimits(app.config), app.log);
  app.addHook('onClose', () => pdfs.close());

  app.get(
    url,
    {
      config: readRows,
      schema: {
        operationId: 'invoiceList',
        tags,
        summary:
          'A page of invoices filtered by q (client name, company e-mail or number), status and issued-date range',
        querystring: invoiceListQuery,
        response: { 200: invoiceListAnswer },
      },
    },
    (req) =>
      listInvoicesPage(app.db, { ...req.query, ...reachableInvoices(requireAuth(req).ability, 'read') }),
  );

  app.get(
    `${url}/clients`,
    {
      // The client picker of the invoice form: clients, not invoices; any right to read invoices opens it.
      config: readRows,
      schema: {
        operationId: 'invoiceClientList',
        tags,
        summary: 'The first 5 clients, or the first 5 whose name or company e-mail holds q',
        querystring: invoiceClientsQuery,
        response: { 200: invoiceClientsAnswer },
      },
    },
    (req) => listClients(app.db, req.query.q),
  );

  app.get(
    `${url}/export.csv`,
    {
      config: readRows,
      schema: {
        operationId: 'invoiceExport',
        tags,
        summary:
          'Every invoice of the list with its filters and sort (paging ignored), streamed as a CSV file',
        querystring: invoiceListQuery,
        response: { 200: csvAnswer('The invoices') },
      },
    },
    (req, reply) =>
      sendCsv(
        reply,
        'invoices',
        invoiceCsvColumns,
        invoiceExportBatches(app.db, {
          ...req.query,
          ...reachableInvoices(requireAuth(req).ability, 'read'),
        }),
      ),
  );

  app.get(
    `${url}/stats`,
    {
      config: read,
      schema: {
        operationId: 'invoiceStatsGet',
        tags,
        summary: 'Invoice counts and the sums of totals and balances, by status',
        response: { 200: invoiceStatsAnswer },
      },
    },
    () => loadInvoiceStats(app.db),
  );

  app.get(
    `${url}/:id`,
    {
      config: readRows,
      schema: {
        operationId: 'invoiceGet',
        tags,
        summary: 'One invoice with its items, sums and payments, and the payment details',
        params: shopIdParam,
        response: { 200: invoiceDetailAnswer, 404: messageAnswer },
      },
    },
    (req) => getInvoice(app.db, req.params.id, requireAuth(req).ability),
  );

  app.post(
    url,
    {
      config: create,
      schema: {
        operationId: 'invoiceCreate',
        tags,
        summary: 'Create an invoice with its items; the server computes the totals',
        body: invoiceBody,
        response: { 201: invoiceDetailAnswer },
      },
    },
    async (req, reply) => reply.code(201).send(await createInvoice(app.db, req.body)),
  );

  app.put(
    `${url}/:id`,
    {
      config: update,
      schema: {
        operationId: 'invoiceUpdate',
        tags,
        summary: 'Save an invoice; once sent or paid its client, items, discount and tax are locked (409)',
        params: shopIdParam,
        body: invoiceUpdateBody,
        response: {
          200: invoiceDetailAnswer,
          404: messageAnswer,
          409: editConflictAnswer(invoiceDetailAnswer),
        },
      },
    },
    (req) => updateInvoice(app.db, requireAuth(req).ability, req.params.id, req.body),
  );

  app.post(
    `${url}/:id/payments`,
    {
      config: update,
      schema: {
        operationId: 'invoicePaymentCreate',
        tags,
        summary: 'Record a payment received; balance and status follow',
        params: shopIdParam,
        body: invoicePaymentBody,
        response: { 201: invoiceDetailAnswer, 404: messageAnswer },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await addPayment(app.db, requireAuth(req).ability, req.params.id, req.body)),
  );

  app.post(
    `${url}/:id/duplicate`,
    {
      config: create,
      schema: {
        operationId: 'invoiceDuplicate',
        tags,
        summary: 'A new draft copy of the invoice, issued today, without its payments',
        params: shopIdParam,
        response: { 201: invoiceDetailAnswer, 404: messageAnswer },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await duplicateInvoice(app.db, requireAuth(req).ability, req.params.id)),
  );

  app.get(
    `${url}/:id/pdf`,
    {
      config: readRows,
      schema: {
        operationId: 'invoicePdfGet',
        tags,
        summary:
          'Download the invoice as a PDF in lang (else the profile language, else Accept-Language); a Draft becomes Downloaded when the user may update invoices',
        params: shopIdParam,
        querystring: invoicePdfQuery,
        response: { 200: pdfAnswer, 404: messageAnswer, 422: messageAnswer, 503: messageAnswer },
      },
    },
    async (req, reply) => {
      const language = await pdfLanguageFor(
        app.db,
        req.query.lang,
        req.auth?.user.id,
        req.headers['accept-language'],
      );
      const pdf = await downloadInvoicePdf(app.db, pdfs, requireAuth(req).ability, req.params.id, language);
      // A file, not JSON: the plain reply sends the bytes as they are.
      return (reply as FastifyReply)
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${invoicePdfName(req.params.id)}"`)
        .header('Content-Language', language)
        .header('Cache-Control', 'no-store')
        .send(pdf);
    },
  );

  app.post(
    `${url}/:id/send`,
    {
      config: update,
      schema: {
        operationId: 'invoiceSend',
        tags,
        summary:
          'E-mail the invoice with its PDF attached; once the mail server accepts it a Draft or Downloaded invoice becomes Sent',
        params: shopIdParam,
        body: invoiceSendBody,
        response: { 200: invoiceSendAnswer, 404: messageAnswer, 422: messageAnswer, 503: messageAnswer },
      },
    },
    async (req) => {
      const language = await pdfLanguageFor(
        app.db,
        req.body.lang,
        req.auth?.user.id,
        req.headers['accept-language'],
      );
      return sendInvoice(
        app.db,
        app.mailOut,
        pdfs,
        requireAuth(req).ability,
        req.params.id,
        req.body,
        language,
      );
    },
  );

  app.delete(
    `${url}/:id`,
    {
      config: remove,
      schema: {
        operationId: 'invoiceDelete',
        tags,
        summary: 'Delete an invoice; its number is never given out again',
        params: shopIdParam,
        response: { 204: emptyAnswer, 404: invoiceDeleteError },
      },
    },
    async (req, reply) => {
      await removeInvoice(app.db, req.params.id, requireAuth(req).ability);
      return reply.code(204).send(null);
    },
  );
};
