import { randomBytes } from 'node:crypto';
import { productImageTypes, type UploadAnswer } from '@app/contracts';
import { HttpError, notFound } from '../../lib/errors.ts';
import type { FileStorage } from '../../lib/file-storage.ts';
import { EXTENSION, type ImageType, sniffImageType, TYPE_OF_EXTENSION } from './image-type.ts';

/** A file as the client sent it: the type it declared and its bytes. */
export type SentFile = { mimetype: string; bytes: Buffer };

/** The folder of the store that holds product and category images, and the URL that serves it. */
const IMAGES = 'products';
export const IMAGE_URL = `/api/uploads/${IMAGES}`;

const notImage = () =>
  new HttpError(400, {
    message: 'file must be a PNG, JPEG or WebP image',
    errors: { file: 'must be a PNG, JPEG or WebP image' },
  });

/**
 * Stores an image under a random name. The declared type must be PNG, JPEG or WebP, and so must the
 * content (checked on its first bytes, the declared type is not trusted).
 */
export async function saveImage(storage: FileStorage, sent: SentFile): Promise<UploadAnswer> {
  if (!(productImageTypes as readonly string[]).includes(sent.mimetype)) throw notImage();
  const type = sniffImageType(sent.bytes);
  if (!type) throw notImage();
  const file = `${randomBytes(16).toString('hex')}.${EXTENSION[type]}`;
  await storage.put(`${IMAGES}/${file}`, sent.bytes);
  return { url: `${IMAGE_URL}/${file}`, file, type, size: sent.bytes.length };
}

/** The bytes and type of a stored image; the route checked the name against the stored-name pattern. */
export async function readImage(
  storage: FileStorage,
  file: string,
): Promise<{ bytes: Buffer; type: ImageType }> {
  const bytes = await storage.get(`${IMAGES}/${file}`);
  if (!bytes) throw notFound('Not found');
  return { bytes, type: TYPE_OF_EXTENSION[file.split('.')[1]] };
}
