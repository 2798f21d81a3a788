import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PRODUCT_IMAGE_MAX_BYTES, productImageTypes, type UploadAnswer } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import { HttpError, notFound } from '../../lib/errors.ts';
import { EXTENSION, type ImageType, sniffImageType, TYPE_OF_EXTENSION } from './image-type.ts';

export const PRODUCT_IMAGE_URL = '/api/uploads/products';
const MAX_MB = PRODUCT_IMAGE_MAX_BYTES / 1024 / 1024;

const fileError = (status: number, message: string, reason: string) =>
  new HttpError(status, { message, errors: { file: reason } });

export const productImageDir = (dataDir: string) => join(dataDir, 'uploads', 'products');

/**
 * Stores the `file` part of a multipart request as a product image under a random name. The declared
 * type must be PNG, JPEG or WebP, and so must the content (checked on its first bytes); 5 MB at most.
 */
export async function saveProductImage(req: FastifyRequest, dataDir: string): Promise<UploadAnswer> {
  const missing = fileError(400, 'Send the image as multipart/form-data in the field "file"', 'is required');
  if (!req.isMultipart()) throw missing;
  const part = await req.file({ limits: { fileSize: PRODUCT_IMAGE_MAX_BYTES, files: 1 } });
  if (part?.fieldname !== 'file') throw missing;
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw fileError(413, `The image is larger than ${MAX_MB} MB`, `must be at most ${MAX_MB} MB`);
    }
    throw error;
  }
  const notImage = fileError(
    400,
    'file must be a PNG, JPEG or WebP image',
    'must be a PNG, JPEG or WebP image',
  );
  if (!(productImageTypes as readonly string[]).includes(part.mimetype)) throw notImage;
  const type = sniffImageType(bytes);
  if (!type) throw notImage;
  const file = `${randomBytes(16).toString('hex')}.${EXTENSION[type]}`;
  const dir = productImageDir(dataDir);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, file), bytes, { flag: 'wx' });
  return { url: `${PRODUCT_IMAGE_URL}/${file}`, file, type, size: bytes.length };
}

/** The bytes and type of a stored product image; the name was checked against the upload pattern. */
export async function readProductImage(
  dataDir: string,
  file: string,
): Promise<{ bytes: Buffer; type: ImageType }> {
  const type = TYPE_OF_EXTENSION[file.split('.')[1]];
  try {
    return { bytes: await readFile(join(productImageDir(dataDir), file)), type };
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') throw notFound('Not found');
    throw error;
  }
}
