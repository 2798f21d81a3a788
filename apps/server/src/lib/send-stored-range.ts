import type { FastifyReply, FastifyRequest } from 'fastify';
import { byteRange } from './byte-range.ts';
import { HttpError, notFound } from './errors.ts';
import type { FileStorage } from './file-storage.ts';

/**
 * Streams a stored file (a video): whole (200) or the one byte range the client asks for (206, what
 * seeking in a player needs), 416 past the end. Only the asked bytes are read from the store.
 */
export async function sendStoredRange(
  storage: FileStorage,
  req: FastifyRequest,
  reply: FastifyReply,
  file: { key: string; type: string; missing: string },
) {
  const { key, type } = file;
  const size = await storage.size(key);
  if (size === null) throw notFound(file.missing);
  reply.header('content-type', type).header('accept-ranges', 'bytes').header('content-disposition', 'inline');
  const range = byteRange(req.headers.range, size);
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${size}`);
    throw new HttpError(416, { message: 'The range is outside the file' });
  }
  if (range === null) {
    if (size === 0) return reply.header('content-length', 0).send(Buffer.alloc(0));
    return reply.header('content-length', size).send(storage.read(key, { start: 0, end: size - 1 }));
  }
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    .header('content-length', range.end - range.start + 1)
    .send(storage.read(key, range));
}
