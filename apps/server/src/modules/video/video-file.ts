import { randomBytes } from 'node:crypto';
import type { VideoMimeType } from '@app/contracts/video';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/errors.ts';
import type { FileStorage } from '../../lib/file-storage.ts';
import { sendStoredRange } from '../../lib/send-stored-range.ts';
import { SNIFF_BYTES, sniffVideoType, VIDEO_EXTENSION, VIDEO_TYPE_OF_EXTENSION } from './video-type.ts';

/** The folder of the store that holds the library's videos, and the URL that serves it. */
export const VIDEOS = 'videos';
export const VIDEO_FILE_URL = '/api/uploads/videos';
/** A stored video's name: random for uploads, a fixed word for the bundled sample. */
export const VIDEO_FILE_NAME = /^[a-z0-9-]{1,64}\.(mp4|webm|ogv|mov)$/;

export type StoredVideo = { fileKey: string; size: number; mime: VideoMimeType };

const fileError = (status: number, message: string, reason: string) =>
  new HttpError(status, { message, errors: { file: reason } });
const notVideo = () =>
  fileError(
    400,
    'file must be an MP4, WebM, Ogg or QuickTime video',
    'must be an MP4, WebM, Ogg or QuickTime video',
  );

export const videoUrl = (fileKey: string | null) =>
  fileKey ? `${VIDEO_FILE_URL}/${fileKey.slice(VIDEOS.length + 1)}` : null;

/**
 * Stores the `file` part of a multipart/form-data request as it arrives: its first bytes must show a
 * video (the declared type and name are not trusted), and it must end within `maxBytes`; otherwise
 * nothing is kept and the answer is 400 or 413 naming `file`.
 */
export async function receiveVideo(
  req: FastifyRequest,
  storage: FileStorage,
  maxBytes: number,
): Promise<StoredVideo> {
  const missing = fileError(400, 'Send the video as multipart/form-data in the field "file"', 'is required');
  const maxMb = Math.round(maxBytes / 1024 / 1024);
  const tooLarge = fileError(413, `The video is larger than ${maxMb} MB`, `must be at most ${maxMb} MB`);
  if (!req.isMultipart()) throw missing;
  let key: string | null = null;
  try {
    const part = await req.file({ limits: { fileSize: maxBytes, files: 1 } });
    if (part?.fieldname !== 'file') throw missing;
    const chunks = part.file[Symbol.asyncIterator]();
    const head: Buffer[] = [];
    let headSize = 0;
    let ended = false;
    while (headSize < SNIFF_BYTES) {
      const next = await chunks.next();
      if (next.done) {
        ended = true;
        break;
      }
      head.push(next.value);
      headSize += next.value.length;
    }
    const mime = sniffVideoType(Buffer.concat(head));
    if (!mime) throw notVideo();
    key = `${VIDEOS}/${randomBytes(16).toString('hex')}.${VIDEO_EXTENSION[mime]}`;
    let size = 0;
    async function* all() {
      for (const chunk of head) yield chunk;
      while (!ended) {
        const next = await chunks.next();
        if (next.done) break;
        yield next.value as Buffer;
      }
    }
    const counted = async function* () {
      for await (const chunk of all()) {
        size += chunk.length;
        yield chunk;
      }
    };
    await storage.putStream(key, counted());
    if (part.file.truncated) throw tooLarge;
    return { fileKey: key, size, mime };
  } catch (error) {
    if (key) await storage.delete(key);
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge;
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) throw error;
    throw fileError(400, 'The multipart/form-data body is malformed or incomplete', 'could not be read');
  }
}

/**
 * A stored video, whole (200) or the one byte range the player asks for (206), streamed from the store
 * so that seeking in a large file reads only what is shown; a range past the end answers 416.
 */
export function sendVideoFile(storage: FileStorage, req: FastifyRequest, reply: FastifyReply, name: string) {
  return sendStoredRange(storage, req, reply, {
    key: `${VIDEOS}/${name}`,
    type: VIDEO_TYPE_OF_EXTENSION[name.split('.')[1]],
    missing: 'No video file with this name',
  });
}
