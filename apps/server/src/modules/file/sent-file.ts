import { PRODUCT_IMAGE_MAX_BYTES } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/errors.ts';
import type { SentFile } from './file.service.ts';

const MAX_MB = PRODUCT_IMAGE_MAX_BYTES / 1024 / 1024;

const fileError = (status: number, message: string, reason: string) =>
  new HttpError(status, { message, errors: { file: reason } });

/**
 * A body the multipart parser cannot read (no boundary, a truncated part or header, bytes that are not
 * multipart at all) is the client's mistake: busboy throws plain errors for it, which become this 400.
 */
const malformed = () =>
  fileError(400, 'The multipart/form-data body is malformed or incomplete', 'could not be read');

/** The `file` part of a multipart/form-data request, read whole; 5 MB at most. */
export async function readSentFile(req: FastifyRequest): Promise<SentFile> {
  const missing = fileError(400, 'Send the image as multipart/form-data in the field "file"', 'is required');
  if (!req.isMultipart()) throw missing;
  try {
    const part = await req.file({ limits: { fileSize: PRODUCT_IMAGE_MAX_BYTES, files: 1 } });
    if (part?.fieldname !== 'file') throw missing;
    return { mimetype: part.mimetype, bytes: await part.toBuffer() };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw fileError(413, `The image is larger than ${MAX_MB} MB`, `must be at most ${MAX_MB} MB`);
    }
    // Fastify's own 4xx errors (too many parts, body too large) keep their status.
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) throw error;
    throw malformed();
  }
}
