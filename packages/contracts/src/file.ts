import { z } from 'zod';

// The file store: product and category images today, e-mail attachments next.

/** POST /api/apps/ecommerce/products/images (multipart field `file`): PNG, JPEG or WebP up to 5 MB. */
export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const productImageTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const uploadAnswer = z.object({
  /** The path to store in a product's images and to load the image from. */
  url: z.string(),
  file: z.string(),
  type: z.enum(productImageTypes),
  size: z.number(),
});
export type UploadAnswer = z.infer<typeof uploadAnswer>;
