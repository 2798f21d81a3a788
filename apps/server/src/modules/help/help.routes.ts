import {
  editConflictAnswer,
  emptyAnswer,
  faqAnswer,
  faqQuery,
  faqQuestion,
  faqQuestionBody,
  faqQuestionUpdateBody,
  helpArticle,
  helpArticleBody,
  helpArticleQuery,
  helpArticleUpdateBody,
  helpCenterAnswer,
  helpSearchAnswer,
  helpSearchQuery,
  messageAnswer,
  shopIdParam,
  validationErrorAnswer,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createFaqQuestion, editFaqQuestion, getFaq, removeFaqQuestion } from './faq.service.ts';
import {
  createArticle,
  editArticle,
  getArticle,
  getHelpCenter,
  removeArticle,
  searchHelp,
} from './help-center.service.ts';

const faqTags = ['pages: faq'];
const helpTags = ['pages: help center'];
// The help center is part of the public front pages: reading it needs no account.
const publicRead = { access: 'public' } as const;
const faqWrite = (action: 'create' | 'update' | 'delete') =>
  ({ access: { action, subject: 'Faq' } }) as const;
const helpWrite = (action: 'create' | 'update' | 'delete') =>
  ({ access: { action, subject: 'HelpCenter' } }) as const;

export const helpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/pages/faq',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'faqList',
        tags: faqTags,
        summary:
          'The FAQ groups with their questions; q keeps the questions holding it (any case) and only the groups that have one',
        querystring: faqQuery,
        response: { 200: faqAnswer },
      },
    },
    (req) => getFaq(app.db, req.query.q),
  );

  app.post(
    '/api/pages/faq/questions',
    {
      config: faqWrite('create'),
      schema: {
        operationId: 'faqQuestionCreate',
        tags: faqTags,
        summary: 'Add a question to a group (last in it)',
        body: faqQuestionBody,
        response: { 201: faqQuestion, 400: validationErrorAnswer },
      },
    },
    async (req, reply) => reply.code(201).send(await createFaqQuestion(app.db, req.body)),
  );

  app.put(
    '/api/pages/faq/questions/:id',
    {
      config: faqWrite('update'),
      schema: {
        operationId: 'faqQuestionUpdate',
        tags: faqTags,
        summary: 'Change a question, its answer or its group',
        params: shopIdParam,
        body: faqQuestionUpdateBody,
        response: {
          200: faqQuestion,
          400: validationErrorAnswer,
          404: messageAnswer,
          409: editConflictAnswer(faqQuestion),
        },
      },
    },
    (req) => editFaqQuestion(app.db, req.params.id, req.body),
  );

  app.delete(
    '/api/pages/faq/questions/:id',
    {
      config: faqWrite('delete'),
      schema: {
        operationId: 'faqQuestionDelete',
        tags: faqTags,
        summary: 'Delete a question',
        params: shopIdParam,
        response: { 204: emptyAnswer, 404: messageAnswer },
      },
    },
    async (req, reply) => {
      await removeFaqQuestion(app.db, req.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/pages/help-center',
    {
      config: publicRead,
      schema: {
        operationId: 'helpCenterGet',
        tags: helpTags,
        summary: 'Every category with its article titles, the popular articles and the keep-learning ones',
        response: { 200: helpCenterAnswer },
      },
    },
    () => getHelpCenter(app.db),
  );

  app.get(
    '/api/pages/help-center/article',
    {
      config: publicRead,
      schema: {
        operationId: 'helpCenterArticleGet',
        tags: helpTags,
        summary:
          'One article by slug (or by title): its sanitized HTML and the other articles of its category',
        querystring: helpArticleQuery,
        response: { 200: helpArticle, 404: messageAnswer },
      },
    },
    (req) => getArticle(app.db, req.query),
  );

  app.get(
    '/api/pages/help-center/search',
    {
      config: publicRead,
      schema: {
        operationId: 'helpCenterSearch',
        tags: helpTags,
        summary:
          'Full-text search of the articles (PostgreSQL websearch syntax, the last words as prefixes), best first, with a snippet',
        querystring: helpSearchQuery,
        response: { 200: helpSearchAnswer },
      },
    },
    (req) => searchHelp(app.db, req.query),
  );

  app.post(
    '/api/pages/help-center/articles',
    {
      config: helpWrite('create'),
      schema: {
        operationId: 'helpArticleCreate',
        tags: helpTags,
        summary: 'Write an article; its HTML is sanitized, its slug made from the title when left out',
        body: helpArticleBody,
        response: { 201: helpArticle, 400: validationErrorAnswer, 409: validationErrorAnswer },
      },
    },
    async (req, reply) => reply.code(201).send(await createArticle(app.db, req.body)),
  );

  app.put(
    '/api/pages/help-center/articles/:id',
    {
      config: helpWrite('update'),
      schema: {
        operationId: 'helpArticleUpdate',
        tags: helpTags,
        summary: 'Replace an article (its last update becomes now)',
        params: shopIdParam,
        body: helpArticleUpdateBody,
        response: {
          200: helpArticle,
          400: validationErrorAnswer,
          404: messageAnswer,
          409: editConflictAnswer(helpArticle),
        },
      },
    },
    (req) => editArticle(app.db, req.params.id, req.body),
  );

  app.delete(
    '/api/pages/help-center/articles/:id',
    {
      config: helpWrite('delete'),
      schema: {
        operationId: 'helpArticleDelete',
        tags: helpTags,
        summary: 'Delete an article',
        params: shopIdParam,
        response: { 204: emptyAnswer, 404: messageAnswer },
      },
    },
    async (req, reply) => {
      await removeArticle(app.db, req.params.id);
      return reply.code(204).send(null);
    },
  );
};
