import {
  editConflictAnswer,
  emptyAnswer,
  messageAnswer,
  shopIdParam,
  validationErrorAnswer,
} from '@app/contracts';
import {
  magnetCreateBody,
  magnetLink,
  magnetListAnswer,
  magnetListQuery,
  magnetTagsBody,
} from '@app/contracts/magnet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createMagnet, getMagnet, listMagnetsPage, removeMagnet, setMagnetTags } from './magnet.service.ts';

const tags = ['admin: magnet links'];
const access = (action: 'read' | 'create' | 'update' | 'delete') =>
  ({ access: { action, subject: 'Magnet' } }) as const;

export const magnetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/magnets',
    {
      config: access('read'),
      schema: {
        operationId: 'magnetList',
        tags,
        summary:
          'A page of magnet links, newest first; q is part of a name or hash, or a whole hash (hex or base32) or link; tag filters',
        querystring: magnetListQuery,
        response: { 200: magnetListAnswer },
      },
    },
    (req) => listMagnetsPage(app.db, req.query),
  );

  app.get(
    '/api/admin/magnets/:id',
    {
      config: access('read'),
      schema: {
        operationId: 'magnetGet',
        tags,
        summary: 'One magnet link',
        params: shopIdParam,
        response: { 200: magnetLink, 404: messageAnswer },
      },
    },
    (req) => getMagnet(app.db, req.params.id),
  );

  app.post(
    '/api/admin/magnets',
    {
      config: access('create'),
      schema: {
        operationId: 'magnetCreate',
        tags,
        summary:
          'Add a magnet link: parsed strictly (400 on uri with the reason); a link whose info-hash is listed already is refused (409)',
        body: magnetCreateBody,
        response: { 201: magnetLink, 400: validationErrorAnswer, 409: validationErrorAnswer },
      },
    },
    async (req, reply) => reply.code(201).send(await createMagnet(app.db, req.body)),
  );

  app.put(
    '/api/admin/magnets/:id/tags',
    {
      config: access('update'),
      schema: {
        operationId: 'magnetTagsUpdate',
        tags,
        summary: "Replace a magnet link's tags (at most 5)",
        params: shopIdParam,
        body: magnetTagsBody,
        response: {
          200: magnetLink,
          400: validationErrorAnswer,
          404: messageAnswer,
          409: editConflictAnswer(magnetLink),
        },
      },
    },
    (req) => setMagnetTags(app.db, req.params.id, req.body),
  );

  app.delete(
    '/api/admin/magnets/:id',
    {
      config: access('delete'),
      schema: {
        operationId: 'magnetDelete',
        tags,
        summary: 'Delete a magnet link',
        params: shopIdParam,
        response: { 204: emptyAnswer, 404: messageAnswer },
      },
    },
    async (req, reply) => {
      await removeMagnet(app.db, req.params.id);
      return reply.code(204).send(null);
    },
  );
};
