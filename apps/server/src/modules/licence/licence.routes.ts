import {
  editConflictAnswer,
  expiringLicencesAnswer,
  idParam,
  licence,
  licenceBody,
  licenceImportAnswer,
  licenceImportBody,
  licenceImportErrorAnswer,
  licenceListAnswer,
  licenceListQuery,
  licenceUpdateBody,
  messageAnswer,
  validationErrorAnswer,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvAnswer, sendCsv } from '../../lib/csv-stream.ts';
import {
  createLicence,
  deleteLicence,
  expiringLicences,
  getLicence,
  listLicencesPage,
  todayUtc,
  updateLicence,
} from './licence.service.ts';
import { licenceCsvColumns, licenceExportBatches } from './licence-export.ts';
import { importLicences } from './licence-import.service.ts';

const tags = ['licences'];
const bad = { 400: validationErrorAnswer };

export const licenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/licences',
    {
      config: { access: { action: 'read', subject: 'Licence' } },
      schema: {
        operationId: 'licenceList',
        tags,
        summary: 'A page of IDE licences, filtered by q (licensee or key), product and status, sorted',
        querystring: licenceListQuery,
        response: { 200: licenceListAnswer, ...bad },
      },
    },
    (req) => listLicencesPage(app.db, req.query),
  );

  app.get(
    '/api/admin/licences/export.csv',
    {
      config: { access: { action: 'read', subject: 'Licence' } },
      schema: {
        operationId: 'licenceExport',
        tags,
        summary: 'Every licence of the list with its filters and sort, streamed as a CSV file',
        querystring: licenceListQuery.omit({ page: true, itemsPerPage: true }),
        response: { 200: csvAnswer('The licences'), ...bad },
      },
    },
    (req, reply) =>
      sendCsv(
        reply,
        'licences',
        licenceCsvColumns,
        licenceExportBatches(app.db, { ...req.query, today: todayUtc() }),
      ),
  );

  app.get(
    '/api/admin/licences/expiring',
    {
      config: { access: { action: 'read', subject: 'Licence' } },
      schema: {
        operationId: 'licenceExpiring',
        tags,
        summary: 'The licences that expire within 30 days, soonest first (at most 20), and their count',
        response: { 200: expiringLicencesAnswer },
      },
    },
    () => expiringLicences(app.db),
  );

  app.post(
    '/api/admin/licences/import',
    {
      config: { access: { action: 'create', subject: 'Licence' } },
      bodyLimit: 2 * 1024 * 1024,
      schema: {
        operationId: 'licenceImport',
        tags,
        summary:
          'Import a CSV file all or nothing: any bad row refuses the file, with every bad row and line',
        body: licenceImportBody,
        response: { 200: licenceImportAnswer, 400: licenceImportErrorAnswer },
      },
    },
    (req) => importLicences(app.db, req.body.csv),
  );

  app.get(
    '/api/admin/licences/:id',
    {
      config: { access: { action: 'read', subject: 'Licence' } },
      schema: {
        operationId: 'licenceGet',
        tags,
        summary: 'One licence with its assigned users',
        params: idParam,
        response: { 200: licence, ...bad, 404: messageAnswer },
      },
    },
    (req) => getLicence(app.db, req.params.id),
  );

  app.post(
    '/api/admin/licences',
    {
      config: { access: { action: 'create', subject: 'Licence' } },
      schema: {
        operationId: 'licenceCreate',
        tags,
        summary: 'Create a licence; more assigned users than seats is a 400 on assignedUserIds',
        body: licenceBody,
        response: { 201: licence, ...bad, 409: validationErrorAnswer },
      },
    },
    async (req, reply) => reply.code(201).send(await createLicence(app.db, req.body)),
  );

  app.put(
    '/api/admin/licences/:id',
    {
      config: { access: { action: 'update', subject: 'Licence' } },
      schema: {
        operationId: 'licenceUpdate',
        tags,
        summary: 'Replace a licence and its assigned users',
        params: idParam,
        body: licenceUpdateBody,
        response: { 200: licence, ...bad, 404: messageAnswer, 409: editConflictAnswer(licence) },
      },
    },
    (req) => updateLicence(app.db, req.params.id, req.body),
  );

  app.delete(
    '/api/admin/licences/:id',
    {
      config: { access: { action: 'delete', subject: 'Licence' } },
      schema: {
        operationId: 'licenceDelete',
        tags,
        summary: 'Delete a licence (its seat assignments go with it)',
        params: idParam,
        response: { 204: z.null(), ...bad, 404: messageAnswer },
      },
    },
    async (req, reply) => {
      await deleteLicence(app.db, req.params.id);
      return reply.code(204).send(null);
    },
  );
};
