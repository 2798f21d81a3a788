import { editConflictAnswer, validationErrorAnswer } from '@app/contracts';
import {
  profileHeader as profileHeaderSchema,
  profileQuery,
  profileTabAnswers,
  profileUpdateBody,
} from '@app/contracts/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../auth/plugin.ts';
import {
  profileConnections,
  profileHeader,
  profileProjects,
  profileTab,
  profileTeams,
  saveProfile,
} from './profile.service.ts';

const tags = ['pages'];
const self = { access: 'authenticated' as const };

/** The signed-in user's profile (spec 001: GET /api/pages/profile?tab= and /header). */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/pages/profile',
    {
      config: self,
      schema: {
        operationId: 'profileTabGet',
        tags,
        summary: 'One tab of your profile: profile, teams, projects (paged, 6 a page) or connections',
        querystring: profileQuery,
        response: { 200: profileTabAnswers, 400: validationErrorAnswer },
      },
    },
    (req) => {
      const userId = requireAuth(req).user.id;
      const { tab, page } = req.query;
      if (tab === 'teams') return profileTeams(app.db, userId);
      if (tab === 'projects') return profileProjects(app.db, userId, page);
      if (tab === 'connections') return profileConnections(app.db, userId);
      return profileTab(app.db, userId);
    },
  );

  app.get(
    '/api/pages/profile/header',
    {
      config: self,
      schema: {
        operationId: 'profileHeaderGet',
        tags,
        summary: 'Your profile header: name, location, joining date, designation and pictures',
        response: { 200: profileHeaderSchema },
      },
    },
    (req) => profileHeader(app.db, requireAuth(req).user.id),
  );

  app.put(
    '/api/pages/profile',
    {
      config: self,
      schema: {
        operationId: 'profilePut',
        tags,
        summary:
          'Save your location, designation and the text about you; with the version you loaded, 409 when it moved',
        body: profileUpdateBody,
        response: {
          200: profileHeaderSchema,
          400: validationErrorAnswer,
          409: editConflictAnswer(profileHeaderSchema),
        },
      },
    },
    (req) => saveProfile(app.db, requireAuth(req).user.id, req.body),
  );
};
