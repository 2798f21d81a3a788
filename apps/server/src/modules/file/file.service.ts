import { randomBytes } from 'node:crypto';
import { productImageTypes, type UploadAnswer } from '@app/contracts';
import { HttpError, notFound } from '../../lib/errors.ts';
import type { FileStorage } from '../../lib/file-storage.ts';
import { reencodeImage } from './image-decode.ts';
import { EXTENSION, type ImageType, TYPE_OF_EXTENSION } from './image-type.ts';

/** A file as the client sent it: the type it declared and its bytes. */
export type SentFile = { mimetype: string; bytes: Buffer };

/**
 * The folders of the store that hold images, each served under `/api/uploads/<folder>/`: product and
 * category images, and users' avatars (kept apart so that a replaced avatar can be deleted: nothing
 * else ever points at a file in `avatars`).
 */
export type ImageFolder = 'products' | 'avatars';
const IMAGES: ImageFolder = 'products';
export const IMAGE_URL = `/api/uploads/${IMAGES}`;
const urlOf = (folder: ImageFolder) => `/api/uploads/${folder}`;

const notImage = () =>
  new HttpError(400, {
    message: 'file must be a PNG, JPEG or WebP image',
    errors: { file: 'must be a PNG, JPEG or WebP image' },
  });

const notDecodable = () =>
  new HttpError(400, {
    message: 'file could not be read as an image: it must be a whole PNG, JPEG or WebP image',
    errors: { file: 'could not be read as a PNG, JPEG or WebP image' },
  });

/**
 * Stores an image under a random name. The declared type must be PNG, JPEG or WebP; the content is
 * decoded and encoded again (image-decode.ts), so what is stored is an image of the type its bytes
 * showed, upright, at most IMAGE_MAX_SIDE pixels a side, without EXIF (GPS position) or other
 * metadata. Bytes that only start like an image are refused.
 */
export async function saveImage(
  storage: FileStorage,
  sent: SentFile,
  folder: ImageFolder = IMAGES,
): Promise<UploadAnswer> {
  if (!(productImageTypes as readonly string[]).includes(sent.mimetype)) throw notImage();
  if (sent.bytes.length === 0) throw notImage();
  const image = await reencodeImage(sent.bytes);
  if (!image) throw notDecodable();
  const file = `${randomBytes(16).toString('hex')}.${EXTENSION[image.type]}`;
  await storage.put(`${folder}/${file}`, image.bytes);
  return { url: `${urlOf(folder)}/${file}`, file, type: image.type, size: image.bytes.length };
}

/**
 * Deletes the stored image a URL of `folder` names; a URL of anything else (a seeded picture, an
 * image of another folder) is left alone.
 */
export async function deleteImage(storage: FileStorage, url: string | null, folder: ImageFolder) {
  const file = url?.match(new RegExp(`^${urlOf(folder)}/([a-f0-9]{32}\\.(?:png|jpg|webp))$`))?.[1];
  if (file) await storage.delete(`${folder}/${file}`);
}

/** The bytes and type of a stored image; the route checked the name against the stored-name pattern. */
export async function readImage(
  storage: FileStorage,
  file: string,
  folder: ImageFolder = IMAGES,
): Promise<{ bytes: Buffer; type: ImageType }> {
  const bytes = await storage.get(`${folder}/${file}`);
  if (!bytes) throw notFound('Not found');
  return { bytes, type: TYPE_OF_EXTENSION[file.split('.')[1]] };
}
