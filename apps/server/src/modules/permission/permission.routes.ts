import {
  editConflictAnswer,
  idParam,
  messageAnswer,
  permission,
  permissionBody,
  permissionListAnswer,
  permissionListQuery,
  permissionUpdateBody,
  validationErrorAnswer,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../auth/plugin.ts';
import {
  createPermission,
  deletePermission,
  permissionPage,
  updatePermission,
} from './permission.service.ts';

const tags = ['permissions'];

export const permissionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/apps/permissions',
    {
      config: { access: { action: 'read', subject: 'Permission' } },
      schema: {
        operationId: 'permissionList',
        tags,
        summary: 'A page of permissions; q matches the name, the created date or the start of a role',
        querystring: permissionListQuery,
        response: { 200: permissionListAnswer },
      },
    },
    (req) => permissionPage(app.db, req.query),
  );

  app.post(
    '/api/apps/permissions',
    {
      config: { access: { action: 'create', subject: 'Permission' } },
      schema: {
        operationId: 'permissionCreate',
        tags,
        summary: 'Create a permission (a named group of rules) and assign it to roles',
        body: permissionBody,
        response: { 201: permission, 409: validationErrorAnswer },
      },
    },
    async (req, reply) => reply.code(201).send(await createPermission(app.db, requireAuth(req), req.body)),
  );

  app.put(
    '/api/apps/permissions/:id',
    {
      config: { access: { action: 'update', subject: 'Permission' } },
      schema: {
        operationId: 'permissionUpdate',
        tags,
        summary: 'Replace a permission: its name, rules and the roles it is assigned to',
        params: idParam,
        body: permissionUpdateBody,
        response: { 200: permission, 404: messageAnswer, 409: editConflictAnswer(permission) },
      },
    },
    (req) => updatePermission(app.db, requireAuth(req), req.params.id, req.body),
  );

  app.delete(
    '/api/apps/permissions/:id',
    {
      config: { access: { action: 'delete', subject: 'Permission' } },
      schema: {
        operationId: 'permissionDelete',
        tags,
        summary: 'Delete a permission; its roles lose its rules',
        params: idParam,
        response: { 204: z.null(), 404: messageAnswer },
      },
    },
    async (req, reply) => {
      await deletePermission(app.db, req.params.id);
      return reply.code(204).send(null);
    },
  );
};
