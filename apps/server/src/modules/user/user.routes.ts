import {
  editConflictAnswer,
  idParam,
  messageAnswer,
  userCreateBody,
  userDetail,
  userListAnswer,
  userListQuery,
  userStatsAnswer,
  userUpdateBody,
  validationErrorAnswer,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../auth/plugin.ts';
import { csvAnswer, sendCsv } from '../../lib/csv-stream.ts';
import {
  createUser,
  deleteUser,
  getUser,
  listUsersPage,
  reachableUsers,
  updateUser,
} from './user.service.ts';
import { userCsvColumns, userExportBatches } from './user-export.service.ts';
import { userStats } from './user-stats.service.ts';

const tags = ['users'];

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/apps/users',
    {
      config: { access: { action: 'read', subject: 'User' }, rowRules: true },
      schema: {
        operationId: 'userList',
        tags,
        summary: 'A page of users, filtered by q, role, plan and status, sorted and counted',
        querystring: userListQuery,
        response: { 200: userListAnswer },
      },
    },
    (req) => listUsersPage(app.db, requireAuth(req), req.query),
  );

  app.get(
    '/api/apps/users/export.csv',
    {
      config: { access: { action: 'read', subject: 'User' }, rowRules: true },
      schema: {
        operationId: 'userExport',
        tags,
        summary: 'Every user of the list with its filters and sort, streamed as a CSV file',
        querystring: userListQuery.omit({ page: true, itemsPerPage: true }),
        response: { 200: csvAnswer('The users') },
      },
    },
    (req, reply) =>
      sendCsv(
        reply,
        'users',
        userCsvColumns,
        userExportBatches(app.db, { ...req.query, reach: reachableUsers(requireAuth(req)) }),
      ),
  );

  app.get(
    '/api/apps/users/stats',
    {
      config: { access: { action: 'read', subject: 'User' } },
      schema: {
        operationId: 'userStatsGet',
        tags,
        summary: 'Counts by status, role and plan, the newest users and sign-ups of the last 12 months',
        response: { 200: userStatsAnswer },
      },
    },
    () => userStats(app.db),
  );

  app.get(
    '/api/apps/users/:id',
    {
      config: { access: { action: 'read', subject: 'User' }, rowRules: true },
      schema: {
        operationId: 'userGet',
        tags,
        summary: 'One user with the detail fields',
        params: idParam,
        response: { 200: userDetail, 404: messageAnswer },
      },
    },
    (req) => getUser(app.db, req.params.id, requireAuth(req)),
  );

  app.post(
    '/api/apps/users',
    {
      config: { access: { action: 'create', subject: 'User' }, rowRules: true },
      schema: {
        operationId: 'userCreate',
        tags,
        summary: 'Create a user; with a password the user can sign in',
        body: userCreateBody,
        response: { 201: userDetail, 409: validationErrorAnswer },
      },
    },
    async (req, reply) => reply.code(201).send(await createUser(app.db, requireAuth(req), req.body)),
  );

  app.patch(
    '/api/apps/users/:id',
    {
      config: { access: { action: 'update', subject: 'User' }, rowRules: true },
      schema: {
        operationId: 'userUpdate',
        tags,
        summary: 'Change some fields of a user; status inactive suspends and signs the user out',
        params: idParam,
        body: userUpdateBody,
        response: { 200: userDetail, 404: messageAnswer, 409: editConflictAnswer(userDetail) },
      },
    },
    (req) => updateUser(app.db, requireAuth(req), req.params.id, req.body),
  );

  app.delete(
    '/api/apps/users/:id',
    {
      config: { access: { action: 'delete', subject: 'User' }, rowRules: true },
      schema: {
        operationId: 'userDelete',
        tags,
        summary: 'Delete a user and end their sessions',
        params: idParam,
        response: { 204: z.null(), 404: messageAnswer },
      },
    },
    async (req, reply) => {
      await deleteUser(app.db, requireAuth(req), req.params.id);
      return reply.code(204).send(null);
    },
  );
};
