import { PRODUCT_IMAGE_MAX_BYTES } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/errors.ts';
import type { SentFile } from './file.service.ts';

const MAX_MB = PRODUCT_IMAGE_MAX_BYTES / 1024 / 1024;

const fileError = (status: number, message: string, reason: string) =>
  new HttpError(status, { message, errors: { file: reason } });

/** The `file` part of a multipart/form-data request, read whole; 5 MB at most. */
export async function readSentFile(req: FastifyRequest): Promise<SentFile> {
  const missing = fileError(400, 'Send the image as multipart/form-data in the field "file"', 'is required');
  if (!req.isMultipart()) throw missing;
  const part = await req.file({ limits: { fileSize: PRODUCT_IMAGE_MAX_BYTES, files: 1 } });
  if (part?.fieldname !== 'file') throw missing;
  try {
    return { mimetype: part.mimetype, bytes: await part.toBuffer() };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw fileError(413, `The image is larger than ${MAX_MB} MB`, `must be at most ${MAX_MB} MB`);
    }
    throw error;
  }
}
