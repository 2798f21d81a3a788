import {
  analyticsDashboardAnswer,
  analyticsDashboardQuery,
  analyticsEventsBody,
  analyticsProjectsAnswer,
  analyticsProjectsQuery,
  emptyAnswer,
  messageAnswer,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOfHeader } from '../../auth/session.service.ts';
import { HttpError } from '../../lib/errors.ts';
import { listAnalyticsProjects, loadAnalyticsDashboard } from './analytics.service.ts';
import { recordPageViews } from './analytics-events.ts';
import { windowLimiter } from './analytics-rate-limit.ts';

const tags = ['analytics'];
const read = { access: { action: 'read', subject: 'Analytics' } } as const;

/** Batches per client address and minute: a person browsing sends a few. */
export const ANALYTICS_BATCHES_PER_MINUTE = 60;

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const allow = windowLimiter(ANALYTICS_BATCHES_PER_MINUTE, 60_000);

  app.post(
    '/api/analytics/events',
    {
      // Front pages are seen before anyone signs in; a bearer token, when sent, names the user.
      config: { access: 'public' },
      schema: {
        operationId: 'analyticsEventsCreate',
        tags,
        summary: 'Record a batch of page views the web app saw (at most 50), signed in or not',
        body: analyticsEventsBody,
        response: { 204: emptyAnswer, 429: messageAnswer },
      },
    },
    async (req, reply) => {
      if (!allow(req.ip))
        throw new HttpError(429, { message: 'Too many analytics batches; try again in a minute' });
      const session = req.headers.authorization
        ? await sessionOfHeader(app.db, req.headers.authorization, app.sessionCache)
        : null;
      await recordPageViews(app.db, req.body, {
        userId: session?.user.id ?? null,
        userAgent: req.headers['user-agent'],
        host: req.headers.host,
      });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/dashboard/analytics',
    {
      config: read,
      schema: {
        operationId: 'analyticsDashboardGet',
        tags,
        summary:
          'Visits, page views, sign-ups, orders and conversion over a UTC day range and the one before it, per day, with top pages, devices and sources',
        querystring: analyticsDashboardQuery,
        response: { 200: analyticsDashboardAnswer },
      },
    },
    (req) => loadAnalyticsDashboard(app.db, req.query),
  );

  app.get(
    '/api/dashboard/analytics/projects',
    {
      config: read,
      schema: {
        operationId: 'analyticsProjectList',
        tags,
        summary: 'A page of projects: q on name, leader or project type; sort by project, leader or progress',
        querystring: analyticsProjectsQuery,
        response: { 200: analyticsProjectsAnswer },
      },
    },
    (req) => listAnalyticsProjects(app.db, req.query),
  );
};
