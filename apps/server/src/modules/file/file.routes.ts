import {
  messageAnswer,
  PRODUCT_IMAGE_MAX_BYTES,
  productImageTypes,
  uploadAnswer,
  validationErrorAnswer,
} from '@app/contracts';
import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type ImageFolder, readImage, saveImage } from './file.service.ts';
import { readSentFile } from './sent-file.ts';

const fileParam = z.object({
  file: z.string().regex(/^[a-f0-9]{32}\.(png|jpg|webp)$/, 'is not the name of an uploaded image'),
});

const storedImage = {
  description: 'The image bytes',
  content: Object.fromEntries(
    productImageTypes.map((type) => [type, { schema: z.string().meta({ format: 'binary' }) }]),
  ),
};

/**
 * The file store's routes: product and category images are uploaded (multipart, checked) and served
 * (public, so that <img> can load them; immutable), and so are the avatars account settings upload.
 */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only this plugin's routes accept multipart bodies.
  await app.register(multipart, { limits: { fileSize: PRODUCT_IMAGE_MAX_BYTES, files: 1, fields: 5 } });

  app.post(
    '/api/apps/ecommerce/products/images',
    {
      config: { access: { action: 'update', subject: 'Product' } },
      schema: {
        operationId: 'fileUpload',
        tags: ['e-commerce: products'],
        summary: 'Upload a product image (multipart field "file"): PNG, JPEG or WebP, at most 5 MB',
        consumes: ['multipart/form-data'],
        // The service answers 400 (no file, not an image) and 413 with the field errors itself.
        response: { 201: uploadAnswer, 400: validationErrorAnswer, 413: validationErrorAnswer },
      },
    },
    async (req, reply) => reply.code(201).send(await saveImage(app.storage, await readSentFile(req))),
  );

  const serve = (folder: ImageFolder, operationId: string, tag: string, summary: string) =>
    app.get(
      `/api/uploads/${folder}/:file`,
      {
        config: { access: 'public' },
        schema: {
          operationId,
          tags: [tag],
          summary,
          params: fileParam,
          response: { 200: storedImage, 404: messageAnswer },
        },
        // Runs after the app-wide hook that marks /api answers no-store.
        onSend: async (_req, reply, payload) => {
          if (reply.statusCode === 200) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
          return payload;
        },
      },
      async (req, reply) => {
        const { bytes, type } = await readImage(app.storage, req.params.file, folder);
        // The image goes out as bytes, past the JSON answer types of this route.
        const raw: FastifyReply = reply;
        return raw.type(type).header('Content-Disposition', 'inline').send(bytes);
      },
    );
  serve(
    'products',
    'fileGet',
    'e-commerce: products',
    'A stored product image, cacheable for a year (its name never changes)',
  );
  serve(
    'avatars',
    'fileAvatarGet',
    'account settings',
    "A user's uploaded avatar, cacheable for a year (a new upload gets a new name)",
  );
};
