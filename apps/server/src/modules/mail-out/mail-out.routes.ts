import { type MailOutStatus, mailOutboxAnswer, mailOutboxQuery } from '@app/contracts';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailOutbox } from '../../db/schema/index.ts';
import { pageOffset } from '../../lib/paging.ts';

export const mailOutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/mail-outbox',
    {
      config: { access: { action: 'read', subject: 'MailOutbox' } },
      schema: {
        operationId: 'mailOutboxList',
        tags: ['mail-out'],
        summary:
          'The mail the app sent itself, newest first, with what the mail server answered (or why it was not delivered)',
        querystring: mailOutboxQuery,
        response: { 200: mailOutboxAnswer },
      },
    },
    async (req) => {
      const { kind, page, itemsPerPage } = req.query;
      const where: SQL | undefined = kind ? and(eq(mailOutbox.kind, kind)) : undefined;
      const rows = await app.db
        .select()
        .from(mailOutbox)
        .where(where)
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(itemsPerPage + 1)
        .offset(pageOffset(page, itemsPerPage));
      return {
        messages: rows.slice(0, itemsPerPage).map((r) => ({
          id: r.id,
          createdAt: r.createdAt.toISOString(),
          kind: r.kind,
          from: r.fromAddress,
          replyTo: r.replyTo,
          to: r.to,
          cc: r.cc,
          subject: r.subject,
          text: r.text,
          attachmentNames: r.attachmentNames,
          messageId: r.messageId,
          status: r.status as MailOutStatus,
          smtpResponse: r.smtpResponse,
          error: r.error,
        })),
        smtpConfigured: app.mailOut.configured,
        hasMore: rows.length > itemsPerPage,
      };
    },
  );
};
