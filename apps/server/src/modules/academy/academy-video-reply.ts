import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, notFound } from '../../lib/errors.ts';
import type { FileStorage } from '../../lib/file-storage.ts';

/** A stored video, whole or the one byte range the player asks for (seeking needs 206 answers). */
export async function sendVideo(storage: FileStorage, req: FastifyRequest, reply: FastifyReply, key: string) {
  const bytes = await storage.get(key);
  if (!bytes) throw notFound('No video found with this name');
  const type = key.endsWith('.mp4') ? 'video/mp4' : 'video/webm';
  reply.header('content-type', type).header('accept-ranges', 'bytes');
  const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
  if (!range || (!range[1] && !range[2])) return reply.send(bytes);
  const size = bytes.length;
  const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
  const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
  if (start >= size || start > end) {
    reply.header('content-range', `bytes */${size}`);
    throw new HttpError(416, { message: 'range is outside the video' });
  }
  return reply
    .code(206)
    .header('content-range', `bytes ${start}-${end}/${size}`)
    .send(bytes.subarray(start, end + 1));
}
