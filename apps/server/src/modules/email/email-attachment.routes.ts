import { randomBytes } from 'node:crypto';
import {
  EMAIL_ATTACHMENT_MAX_BYTES,
  EMAIL_NOT_FOUND_TEXT,
  emailAttachmentAnswer,
  emailIdParam,
  messageAnswer,
  validationErrorAnswer,
} from '@app/contracts';
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../auth/plugin.ts';
import { emailAttachments } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import { findAttachment } from './email.service.ts';
import { toAttachment } from './email-answer.ts';
import { checkAttachment } from './email-file-type.ts';

const MAX_MB = EMAIL_ATTACHMENT_MAX_BYTES / 1024 / 1024;
const tags = ['email'];

const fileError = (status: number, message: string, reason: string) =>
  new HttpError(status, { message, errors: { file: reason } });

/** The `file` part of the multipart body, read whole (at most EMAIL_ATTACHMENT_MAX_BYTES). */
async function readFile(req: FastifyRequest) {
  const missing = fileError(400, 'Send the file as multipart/form-data in the field "file"', 'is required');
  if (!req.isMultipart()) throw missing;
  try {
    const part = await req.file({ limits: { fileSize: EMAIL_ATTACHMENT_MAX_BYTES, files: 1 } });
    if (part?.fieldname !== 'file') throw missing;
    return { fileName: part.filename, mimetype: part.mimetype, bytes: await part.toBuffer() };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw fileError(413, `The file is larger than ${MAX_MB} MB`, `must be at most ${MAX_MB} MB`);
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) throw error;
    throw fileError(400, 'The multipart/form-data body is malformed or incomplete', 'could not be read');
  }
}

/** A name safe to keep and to send back in Content-Disposition: no path, no control characters. */
const cleanName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? '')
    .split('')
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f && c !== '"')
    .join('')
    .trim()
    .slice(0, 200) || 'attachment';

const downloadAnswer = {
  description: 'The file, as an attachment',
  content: { 'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) } },
};

/** Upload (type checked by content) and owner-only download of mail attachments. */
export const emailAttachmentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: EMAIL_ATTACHMENT_MAX_BYTES, files: 1, fields: 5 },
  });

  app.post(
    '/api/apps/email/attachments',
    {
      config: { access: { action: 'create', subject: 'Email' } },
      // The multipart body may be larger than the JSON body limit.
      bodyLimit: EMAIL_ATTACHMENT_MAX_BYTES + 64 * 1024,
      schema: {
        operationId: 'emailAttachmentUpload',
        tags,
        summary: `Upload a file to attach (multipart field "file"): PDF, image, text, CSV, ZIP or office document, checked by content, at most ${MAX_MB} MB`,
        consumes: ['multipart/form-data'],
        response: { 201: emailAttachmentAnswer, 400: validationErrorAnswer, 413: validationErrorAnswer },
      },
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      const sent = await readFile(req);
      const fileName = cleanName(sent.fileName);
      const checked = checkAttachment(sent.bytes, fileName, sent.mimetype);
      if (!checked.ok) throw fileError(400, `file ${checked.reason}`, checked.reason);
      const storageKey = `email/${randomBytes(16).toString('hex')}`;
      await app.storage.put(storageKey, sent.bytes);
      const [row] = await app.db
        .insert(emailAttachments)
        .values({ ownerId: user.id, fileName, bytes: sent.bytes.length, type: checked.type, storageKey })
        .returning();
      return reply.code(201).send(toAttachment(row));
    },
  );

  app.get(
    '/api/apps/email/attachments/:id/download',
    {
      config: { access: { action: 'read', subject: 'Email' } },
      schema: {
        operationId: 'emailAttachmentGet',
        tags,
        summary: 'Download an attachment of one of your e-mails (Content-Disposition: attachment)',
        params: emailIdParam,
        response: { 200: downloadAnswer, 404: messageAnswer },
      },
    },
    async (req, reply) => {
      const row = await findAttachment(app.db, requireAuth(req).user.id, req.params.id);
      const bytes = row ? await app.storage.get(row.storageKey) : null;
      if (!row || !bytes) throw notFound(EMAIL_NOT_FOUND_TEXT);
      const raw: FastifyReply = reply;
      const ascii = row.fileName.replace(/[^\x20-\x7e]/g, '_');
      return raw
        .type(row.type)
        .header(
          'Content-Disposition',
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(row.fileName)}`,
        )
        .send(bytes);
    },
  );
};
