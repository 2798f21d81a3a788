import {
  editConflictAnswer,
  idParam,
  messageAnswer,
  role,
  roleBody,
  roleListAnswer,
  roleUpdateBody,
  validationErrorAnswer,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../auth/plugin.ts';
import { allRoles, createRole, deleteRole, updateRole } from './role.service.ts';

const tags = ['roles'];

export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/apps/roles',
    {
      config: { access: { action: 'read', subject: 'Role' } },
      schema: {
        operationId: 'roleList',
        tags,
        summary: 'Every role with its rules, permissions, user count and up to 4 of its users',
        response: { 200: roleListAnswer },
      },
    },
    async () => ({ roles: await allRoles(app.db) }),
  );

  app.post(
    '/api/apps/roles',
    {
      config: { access: { action: 'create', subject: 'Role' } },
      schema: {
        operationId: 'roleCreate',
        tags,
        summary: 'Create a role; permissionIds assigns permissions to it',
        body: roleBody,
        response: { 201: role, 409: validationErrorAnswer },
      },
    },
    async (req, reply) => reply.code(201).send(await createRole(app.db, requireAuth(req), req.body)),
  );

  app.put(
    '/api/apps/roles/:id',
    {
      config: { access: { action: 'update', subject: 'Role' } },
      schema: {
        operationId: 'roleUpdate',
        tags,
        summary: 'Replace a role; system roles keep their name and admin keeps its rules',
        params: idParam,
        body: roleUpdateBody,
        response: { 200: role, 404: messageAnswer, 409: editConflictAnswer(role) },
      },
    },
    (req) => updateRole(app.db, requireAuth(req), req.params.id, req.body),
  );

  app.delete(
    '/api/apps/roles/:id',
    {
      config: { access: { action: 'delete', subject: 'Role' } },
      schema: {
        operationId: 'roleDelete',
        tags,
        summary: 'Delete a role that no user holds; system roles cannot be deleted',
        params: idParam,
        response: { 204: z.null(), 404: messageAnswer, 409: validationErrorAnswer },
      },
    },
    async (req, reply) => {
      await deleteRole(app.db, req.params.id);
      return reply.code(204).send(null);
    },
  );
};
