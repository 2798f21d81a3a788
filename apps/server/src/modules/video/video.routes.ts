import {
  editConflictAnswer,
  emptyAnswer,
  idParam,
  messageAnswer,
  validationErrorAnswer,
} from '@app/contracts';
import {
  video,
  videoBody,
  videoClass,
  videoClassCreateBody,
  videoClassListAnswer,
  videoClassRenameBody,
  videoListAnswer,
  videoListQuery,
  videoMimeTypes,
  videoUpdateBody,
} from '@app/contracts/video';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  attachVideoFile,
  createVideo,
  editVideo,
  ensureSampleClip,
  getVideo,
  getVideos,
  removeVideo,
} from './video.service.ts';
import { createVideoClass, getVideoClasses, removeVideoClass, renameClass } from './video-class.service.ts';
import { receiveVideo, sendVideoFile, VIDEO_FILE_NAME, VIDEO_FILE_URL } from './video-file.ts';

const tags = ['admin: video library'];
const url = '/api/admin/videos';
const classesUrl = '/api/admin/video-classes';
const access = (action: 'read' | 'create' | 'update' | 'delete') =>
  ({ access: { action, subject: 'Video' } }) as const;

const videoBytes = (description: string) => ({
  description,
  content: Object.fromEntries(
    videoMimeTypes.map((type) => [type, { schema: z.string().meta({ format: 'binary' }) }]),
  ),
});

/** The video library (docs/video.md): the classification tree, the videos, their files. */
export const videoRoutes: FastifyPluginAsyncZod = async (app) => {
  const maxBytes = app.config.VIDEO_MAX_BYTES;
  // Only this plugin's routes accept multipart bodies, up to the video limit.
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 5 } });
  await ensureSampleClip(app.storage);

  app.get(
    classesUrl,
    {
      config: access('read'),
      schema: {
        operationId: 'videoClassList',
        tags,
        summary: 'The whole classification tree (category, sub-category, topic, series), parents first',
        response: { 200: videoClassListAnswer },
      },
    },
    () => getVideoClasses(app.db),
  );

  app.post(
    classesUrl,
    {
      config: access('create'),
      schema: {
        operationId: 'videoClassCreate',
        tags,
        summary: 'Add a classification under a parent (none: a category); a series (level 4) has no children',
        body: videoClassCreateBody,
        response: { 201: videoClass, 400: validationErrorAnswer, 409: validationErrorAnswer },
      },
    },
    async (req, reply) => reply.code(201).send(await createVideoClass(app.db, req.body)),
  );

  app.put(
    `${classesUrl}/:id`,
    {
      config: access('update'),
      schema: {
        operationId: 'videoClassRename',
        tags,
        summary: 'Rename a classification (unique among its siblings, any case)',
        params: idParam,
        body: videoClassRenameBody,
        response: {
          200: videoClass,
          400: validationErrorAnswer,
          404: messageAnswer,
          409: editConflictAnswer(videoClass),
        },
      },
    },
    (req) => renameClass(app.db, req.params.id, req.body),
  );

  app.delete(
    `${classesUrl}/:id`,
    {
      config: access('delete'),
      schema: {
        operationId: 'videoClassDelete',
        tags,
        summary: 'Delete an empty classification; 409 while it holds classifications or videos',
        params: idParam,
        response: { 204: emptyAnswer, 404: messageAnswer, 409: validationErrorAnswer },
      },
    },
    async (req, reply) => {
      await removeVideoClass(app.db, req.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    url,
    {
      config: access('read'),
      schema: {
        operationId: 'videoList',
        tags,
        summary:
          'Videos, newest first: q searches the title, path (3,7,0,0) keeps those classified under its deepest chosen node',
        querystring: videoListQuery,
        response: { 200: videoListAnswer, 400: validationErrorAnswer },
      },
    },
    (req) => getVideos(app.db, req.query),
  );

  app.get(
    `${url}/:id`,
    {
      config: access('read'),
      schema: {
        operationId: 'videoGet',
        tags,
        summary: 'One video',
        params: idParam,
        response: { 200: video, 404: messageAnswer },
      },
    },
    (req) => getVideo(app.db, req.params.id),
  );

  app.post(
    url,
    {
      config: access('create'),
      schema: {
        operationId: 'videoCreate',
        tags,
        summary: 'Add a video (its metadata); the file is uploaded to /:id/file',
        body: videoBody,
        response: { 201: video, 400: validationErrorAnswer },
      },
    },
    async (req, reply) => reply.code(201).send(await createVideo(app.db, req.body)),
  );

  app.put(
    `${url}/:id`,
    {
      config: access('update'),
      schema: {
        operationId: 'videoUpdate',
        tags,
        summary:
          'Change a video’s title, description, classification or duration; with `version`, only if still at that version (409 with `current` otherwise)',
        params: idParam,
        body: videoUpdateBody,
        response: {
          200: video,
          400: validationErrorAnswer,
          404: messageAnswer,
          409: editConflictAnswer(video),
        },
      },
    },
    (req) => editVideo(app.db, req.params.id, req.body),
  );

  app.post(
    `${url}/:id/file`,
    {
      config: access('update'),
      schema: {
        operationId: 'videoFileUpload',
        tags,
        summary:
          'Upload the video’s file (multipart field "file"): MP4, WebM, Ogg or QuickTime by content, at most VIDEO_MAX_BYTES (200 MB)',
        consumes: ['multipart/form-data'],
        params: idParam,
        response: {
          200: video,
          400: validationErrorAnswer,
          404: messageAnswer,
          413: validationErrorAnswer,
        },
      },
    },
    (req) =>
      attachVideoFile(app.db, app.storage, req.params.id, () => receiveVideo(req, app.storage, maxBytes)),
  );

  app.delete(
    `${url}/:id`,
    {
      config: access('delete'),
      schema: {
        operationId: 'videoDelete',
        tags,
        summary: 'Delete a video and its file',
        params: idParam,
        response: { 204: emptyAnswer, 404: messageAnswer },
      },
    },
    async (req, reply) => {
      await removeVideo(app.db, app.storage, req.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    `${VIDEO_FILE_URL}/:file`,
    {
      // A <video> element cannot send the bearer token: the name is 128 random bits, known only to
      // those who may list the videos (docs/video.md).
      config: { access: 'public' },
      schema: {
        operationId: 'videoFileGet',
        tags,
        summary: 'A stored video file, whole or by byte range (seeking)',
        params: z.object({ file: z.string().regex(VIDEO_FILE_NAME, 'is not the name of a stored video') }),
        response: {
          200: videoBytes('The whole video'),
          206: videoBytes('The asked byte range of the video'),
          404: messageAnswer,
          416: messageAnswer,
        },
      },
      // Runs after the app-wide hook that marks /api answers no-store: a stored file never changes.
      onSend: async (_req, reply, payload) => {
        if (reply.statusCode < 300) reply.header('Cache-Control', 'private, max-age=31536000, immutable');
        return payload;
      },
    },
    (req, reply) => sendVideoFile(app.storage, req, reply, req.params.file),
  );
};
