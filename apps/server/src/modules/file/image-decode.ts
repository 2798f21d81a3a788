import sharp from 'sharp';
import type { ImageType } from './image-type.ts';

/** The longest side a stored image keeps; larger images are scaled down to fit (aspect kept). */
export const IMAGE_MAX_SIDE = 4096;
/** Images with more pixels than this are refused before decoding (a small file can claim a huge canvas). */
const MAX_INPUT_PIXELS = 50_000_000;

const FORMAT_TYPE: Record<string, ImageType> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' };

export type Decoded = { bytes: Buffer; type: ImageType; width: number; height: number };

/**
 * Decodes an image with sharp (libvips) and encodes it again in the same format: bytes that are not a
 * whole PNG, JPEG or WebP image are refused (null), and what is stored is only pixels. The EXIF
 * orientation is applied to the pixels first, then every metadata block (EXIF with its GPS position,
 * XMP, IPTC, comments) is dropped, which is sharp's default when writing. An animated WebP keeps its
 * frames. Images larger than IMAGE_MAX_SIDE are scaled down to fit.
 */
export async function reencodeImage(bytes: Buffer): Promise<Decoded | null> {
  let format: string | undefined;
  let pages = 1;
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    format = meta.format;
    pages = meta.pages ?? 1;
  } catch {
    return null;
  }
  const type = format ? FORMAT_TYPE[format] : undefined;
  if (!type) return null;
  const animated = type === 'image/webp' && pages > 1;
  try {
    let image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, animated });
    // Frames of an animation carry no EXIF orientation; a still image is turned upright.
    if (!animated) image = image.rotate();
    image = image.resize({
      width: IMAGE_MAX_SIDE,
      height: IMAGE_MAX_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    });
    if (type === 'image/png') image = image.png();
    else if (type === 'image/jpeg') image = image.jpeg({ quality: 90 });
    else image = image.webp({ quality: 90 });
    const { data, info } = await image.toBuffer({ resolveWithObject: true });
    return { bytes: data, type, width: info.width, height: info.height };
  } catch {
    return null;
  }
}
