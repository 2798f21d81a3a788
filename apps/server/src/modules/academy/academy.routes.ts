import {
  academyDashboardAnswer,
  courseDetails,
  courseListAnswer,
  courseListQuery,
  dashboardRangeQuery,
  messageAnswer,
  shopIdParam,
  topicCompletionAnswer,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../auth/plugin.ts';
import {
  getCourseDetails,
  listCoursesPage,
  loadAcademyDashboard,
  setTopicCompletion,
} from './academy.service.ts';
import { ensureSampleVideo, VIDEO_NAME } from './academy-video.ts';
import { sendVideo } from './academy-video-reply.ts';

const tags = ['academy'];

const videoBytes = (description: string) => ({
  description,
  content: Object.fromEntries(
    ['video/webm', 'video/mp4'].map((type) => [type, { schema: z.string().meta({ format: 'binary' }) }]),
  ),
});
const read = { access: { action: 'read', subject: 'Academy' } } as const;
const url = '/api/apps/academy';

export const academyRoutes: FastifyPluginAsyncZod = async (app) => {
  await ensureSampleVideo(app.storage);

  app.get(
    `${url}/courses`,
    {
      config: read,
      schema: {
        operationId: 'academyCourseList',
        tags,
        summary:
          'A page of courses with the user’s progress: q on title or tutor, label (All Courses or a tag), hideCompleted, sort by courseName or progress',
        querystring: courseListQuery,
        response: { 200: courseListAnswer },
      },
    },
    (req) => listCoursesPage(app.db, requireAuth(req).user.id, req.query),
  );

  app.get(
    `${url}/course-details`,
    {
      config: read,
      schema: {
        operationId: 'academyCourseDetailsCurrent',
        tags,
        summary: 'The details of the course the user worked on last (else the first course)',
        response: { 200: courseDetails, 404: messageAnswer },
      },
    },
    (req) => getCourseDetails(app.db, requireAuth(req).user.id),
  );

  app.get(
    `${url}/course-details/:id`,
    {
      config: read,
      schema: {
        operationId: 'academyCourseDetailsGet',
        tags,
        summary: 'One course’s details: sections, topics and the user’s completion of each',
        params: shopIdParam,
        response: { 200: courseDetails, 404: messageAnswer },
      },
    },
    (req) => getCourseDetails(app.db, requireAuth(req).user.id, req.params.id),
  );

  app.post(
    `${url}/topics/:id/completion`,
    {
      config: read,
      schema: {
        operationId: 'academyTopicComplete',
        tags,
        summary: 'Mark a topic done for the user; answers the course’s progress',
        params: shopIdParam,
        response: { 200: topicCompletionAnswer, 404: messageAnswer },
      },
    },
    (req) => setTopicCompletion(app.db, requireAuth(req).user.id, req.params.id, true),
  );

  app.delete(
    `${url}/topics/:id/completion`,
    {
      config: read,
      schema: {
        operationId: 'academyTopicUncomplete',
        tags,
        summary: 'Mark a topic not done for the user; answers the course’s progress',
        params: shopIdParam,
        response: { 200: topicCompletionAnswer, 404: messageAnswer },
      },
    },
    (req) => setTopicCompletion(app.db, requireAuth(req).user.id, req.params.id, false),
  );

  app.get(
    `${url}/dashboard`,
    {
      config: read,
      schema: {
        operationId: 'academyDashboardGet',
        tags,
        summary:
          'The user’s learning over a period (from, to) against the previous period: topics and minutes, minutes per day, topics per tag; top courses, upcoming webinars, courses under way',
        querystring: dashboardRangeQuery,
        response: { 200: academyDashboardAnswer },
      },
    },
    (req) => loadAcademyDashboard(app.db, requireAuth(req).user.id, req.query),
  );

  app.get(
    `${url}/videos/:name`,
    {
      // A <video> element cannot send the bearer token; lesson videos are not private.
      config: { access: 'public' },
      schema: {
        operationId: 'academyVideoGet',
        tags,
        summary: 'A lesson video the app stores (byte ranges supported)',
        params: z.object({ name: z.string().regex(VIDEO_NAME, 'must be a video file name') }),
        response: {
          200: videoBytes('The whole video'),
          206: videoBytes('The asked byte range of the video'),
          404: messageAnswer,
          416: messageAnswer,
        },
      },
      // Runs after the app-wide hook that marks /api answers no-store: a lesson never changes.
      onSend: async (_req, reply, payload) => {
        if (reply.statusCode < 300) reply.header('Cache-Control', 'public, max-age=86400');
        return payload;
      },
    },
    (req, reply) => sendVideo(app.storage, req, reply, `academy/${req.params.name}`),
  );
};
