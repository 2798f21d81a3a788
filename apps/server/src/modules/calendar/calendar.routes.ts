import { editConflictAnswer, emptyAnswer, messageAnswer, validationErrorAnswer } from '@app/contracts';
import {
  calendarDeleteQuery,
  calendarEvent,
  calendarEventAnswer,
  calendarEventBody,
  calendarEventUpdateBody,
  calendarExportQuery,
  calendarIdParam,
  calendarInvitationsAnswer,
  calendarListAnswer,
  calendarListQuery,
  calendarNames,
  calendarResponseBody,
  calendarUsersAnswer,
  calendarUsersQuery,
} from '@app/contracts/calendar';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../auth/plugin.ts';
import {
  changeEvent,
  createEvent,
  findAllVisible,
  listEvents,
  listInvitableUsers,
  listInvitations,
  removeEvent,
  respond,
} from './calendar.service.ts';
import { eventsToIcs } from './calendar-ics.ts';

const tags = ['calendar'];
const read = { access: { action: 'read', subject: 'Calendar' } } as const;
const create = { access: { action: 'create', subject: 'Calendar' } } as const;
const update = { access: { action: 'update', subject: 'Calendar' } } as const;
const remove = { access: { action: 'delete', subject: 'Calendar' } } as const;
const url = '/api/apps/calendar';
/** The .ics export holds at most this many rows (series count once). */
const EXPORT_LIMIT = 10_000;
const me = (req: Parameters<typeof requireAuth>[0]) => requireAuth(req).user.id;

export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    url,
    {
      config: read,
      schema: {
        operationId: 'calendarEventList',
        tags,
        summary:
          'The events the user owns or is invited to, whose calendar is in the repeated `calendars`, over the range [start, end) (recurring events expanded)',
        querystring: calendarListQuery,
        response: { 200: calendarListAnswer, 400: validationErrorAnswer },
      },
    },
    (req) => listEvents(app.db, me(req), req.query),
  );

  app.get(
    `${url}/export.ics`,
    {
      config: read,
      schema: {
        operationId: 'calendarExport',
        tags,
        summary: 'The events of the calendars as an iCalendar file (RFC 5545), series with their RRULE',
        querystring: calendarExportQuery,
        response: {
          200: { description: 'text/calendar', content: { 'text/calendar': { schema: z.string() } } },
        },
      },
    },
    async (req, reply) => {
      const calendars = req.query.calendars ? [...new Set(req.query.calendars)] : [...calendarNames];
      const rows = await findAllVisible(app.db, me(req), calendars, EXPORT_LIMIT);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="calendar.ics"')
        .send(eventsToIcs(rows, calendars, req.hostname.split(':')[0] || 'localhost'));
    },
  );

  app.get(
    `${url}/invitations`,
    {
      config: read,
      schema: {
        operationId: 'calendarInvitationList',
        tags,
        summary: "The user's invitations to events not over yet, unanswered first",
        response: { 200: calendarInvitationsAnswer },
      },
    },
    (req) => listInvitations(app.db, me(req)),
  );

  app.get(
    `${url}/users`,
    {
      config: read,
      schema: {
        operationId: 'calendarGuestCandidates',
        tags,
        summary:
          'The app users who can be invited, by name, optionally matching q: 20 a page (`page`, from 1), `hasMore` when another page follows',
        querystring: calendarUsersQuery,
        response: { 200: calendarUsersAnswer, 400: validationErrorAnswer },
      },
    },
    (req) => listInvitableUsers(app.db, req.query),
  );

  app.post(
    url,
    {
      config: create,
      schema: {
        operationId: 'calendarEventCreate',
        tags,
        summary: 'Add an event owned by the user; guests are invited (pending)',
        body: calendarEventBody,
        response: { 201: calendarEventAnswer, 400: validationErrorAnswer },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ event: await createEvent(app.db, me(req), req.body, req.log) }),
  );

  app.put(
    `${url}/:id`,
    {
      config: update,
      schema: {
        operationId: 'calendarEventUpdate',
        tags,
        summary:
          'Change an event the user owns; for a recurring one, `scope` this, following or all with `occurrenceStart`. With `version` (of the row loaded, the series for an occurrence), 409 with `current` (the event at that occurrence) when it moved on. Unknown id: 400 Something Went Wrong; a guest: 403',
        params: calendarIdParam,
        body: calendarEventUpdateBody,
        response: {
          201: calendarEventAnswer,
          400: validationErrorAnswer,
          403: messageAnswer,
          409: editConflictAnswer(calendarEvent),
        },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ event: await changeEvent(app.db, me(req), req.params.id, req.body, req.log) }),
  );

  app.delete(
    `${url}/:id`,
    {
      config: remove,
      schema: {
        operationId: 'calendarEventDelete',
        tags,
        summary:
          'Delete an event the user owns (a recurring one: `scope` this, following or all with `occurrenceStart`). Unknown id: 400 Something Went Wrong',
        params: calendarIdParam,
        querystring: calendarDeleteQuery,
        response: { 204: emptyAnswer, 400: validationErrorAnswer, 403: messageAnswer },
      },
    },
    async (req, reply) => {
      await removeEvent(app.db, me(req), req.params.id, req.query.scope, req.query.occurrenceStart, req.log);
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${url}/:id/response`,
    {
      config: read,
      schema: {
        operationId: 'calendarEventRespond',
        tags,
        summary: "A guest's answer to an invitation: accepted or declined",
        params: calendarIdParam,
        body: calendarResponseBody,
        response: { 200: calendarEventAnswer, 404: messageAnswer },
      },
    },
    async (req) => ({ event: await respond(app.db, me(req), req.params.id, req.body.response) }),
  );
};
