import { AVATAR_MAX_BYTES } from '@app/contracts/account-settings';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/errors.ts';

const MAX_MB = AVATAR_MAX_BYTES / 1024 / 1024;
const fileError = (status: number, message: string, reason: string) =>
  new HttpError(status, { message, errors: { file: reason } });

/** The `file` part of the avatar upload, read whole: 2 MB at most; a malformed body is a 400. */
export async function readAvatarFile(req: FastifyRequest): Promise<{ mimetype: string; bytes: Buffer }> {
  const missing = fileError(
    400,
    'Send the picture as multipart/form-data in the field "file"',
    'is required',
  );
  if (!req.isMultipart()) throw missing;
  try {
    const part = await req.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
    if (part?.fieldname !== 'file') throw missing;
    return { mimetype: part.mimetype, bytes: await part.toBuffer() };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw fileError(413, `The picture is larger than ${MAX_MB} MB`, `must be at most ${MAX_MB} MB`);
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) throw error;
    throw fileError(400, 'The multipart/form-data body is malformed or incomplete', 'could not be read');
  }
}
