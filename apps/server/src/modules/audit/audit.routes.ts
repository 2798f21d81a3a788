import {
  auditExportQuery,
  auditIdParam,
  auditListAnswer,
  auditListQuery,
  auditPurgeAnswer,
  auditRestoreAnswer,
  auditSettings,
  auditSettingsAnswer,
  editConflictAnswer,
  messageAnswer,
  validationErrorAnswer,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../auth/plugin.ts';
import { csvAnswer, sendCsv } from '../../lib/csv-stream.ts';
import {
  auditCsvColumns,
  auditExportBatches,
  getAuditSettings,
  listAudit,
  purgeAudit,
  saveAuditSettings,
} from './audit.service.ts';
import { startAuditPurge } from './audit-purge.ts';
import { restoreDeletion } from './audit-restore.service.ts';

const tags = ['audit'];
const bad = { 400: validationErrorAnswer };
const access = { action: 'manage', subject: 'AuditEntry' } as const;

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  startAuditPurge(app);

  app.get(
    '/api/audit',
    {
      config: { access },
      schema: {
        operationId: 'auditList',
        tags,
        summary:
          'A page of the audit log (every write) of the records the caller may read, newest first, filtered by table, record, actor, action, dates and q',
        querystring: auditListQuery,
        response: { 200: auditListAnswer, ...bad },
      },
    },
    (req) => listAudit(app.db, requireAuth(req), req.query),
  );

  app.get(
    '/api/audit/export.csv',
    {
      config: { access },
      schema: {
        operationId: 'auditExport',
        tags,
        summary:
          'Every audit entry of the list (the records the caller may read) with its filters, streamed as a CSV file',
        querystring: auditExportQuery,
        response: { 200: csvAnswer('The audit entries'), ...bad },
      },
    },
    (req, reply) =>
      sendCsv(reply, 'audit', auditCsvColumns, auditExportBatches(app.db, requireAuth(req), req.query)),
  );

  app.post(
    '/api/audit/:id/restore',
    {
      config: { access },
      schema: {
        operationId: 'auditRestore',
        tags,
        summary:
          'Put back every row the operation of this delete entry removed, with their original ids; 403 when the caller may not create them',
        params: auditIdParam,
        response: {
          200: auditRestoreAnswer,
          403: messageAnswer,
          404: messageAnswer,
          409: messageAnswer,
          ...bad,
        },
      },
    },
    (req) => restoreDeletion(app.db, requireAuth(req), req.params.id),
  );

  app.get(
    '/api/audit/settings',
    {
      config: { access },
      schema: {
        operationId: 'auditSettingsGet',
        tags,
        summary: 'How many days audit entries and deleted records are kept, and when they were last purged',
        response: { 200: auditSettingsAnswer },
      },
    },
    () => getAuditSettings(app.db),
  );

  app.put(
    '/api/audit/settings',
    {
      config: { access },
      schema: {
        operationId: 'auditSettingsUpdate',
        tags,
        summary: 'Set how many days audit entries and deleted records are kept',
        body: auditSettings,
        response: { 200: auditSettingsAnswer, ...bad, 409: editConflictAnswer(auditSettingsAnswer) },
      },
    },
    (req) => saveAuditSettings(app.db, req.body),
  );

  app.post(
    '/api/audit/purge',
    {
      config: { access },
      schema: {
        operationId: 'auditPurge',
        tags,
        summary: 'Delete the audit entries and deleted records older than the retention period now',
        response: { 200: auditPurgeAnswer },
      },
    },
    () => purgeAudit(app.db),
  );
};
