import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FileStorage } from '../../lib/file-storage.ts';
import { sendStoredRange } from '../../lib/send-stored-range.ts';

/** A stored lesson video, whole or the byte range the player asks for, read from the store by range. */
export function sendVideo(storage: FileStorage, req: FastifyRequest, reply: FastifyReply, key: string) {
  const type = key.endsWith('.mp4') ? 'video/mp4' : 'video/webm';
  return sendStoredRange(storage, req, reply, { key, type, missing: 'No video found with this name' });
}
