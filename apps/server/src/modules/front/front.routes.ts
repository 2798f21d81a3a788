import {
  CONTACT_TOO_MANY_TEXT,
  contactAnswer,
  contactBody,
  landingAnswer,
  messageAnswer,
  validationErrorAnswer,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/errors.ts';
import { getLanding, sendContactMessage } from './front.service.ts';

const tags = ['pages: front'];
/** Messages per client address and ten minutes: a person writes one or two; a script is stopped. */
export const CONTACT_MESSAGES_PER_WINDOW = 5;
const WINDOW_MS = 10 * 60_000;

/** A fixed-window count per client address, in this process (each API process counts on its own). */
function windowLimiter(limit: number, windowMs: number) {
  let windowStart = Date.now();
  let counts = new Map<string, number>();
  return (key: string): boolean => {
    if (Date.now() - windowStart >= windowMs) {
      windowStart = Date.now();
      counts = new Map();
    }
    const n = (counts.get(key) ?? 0) + 1;
    counts.set(key, n);
    return n <= limit;
  };
}

export const frontRoutes: FastifyPluginAsyncZod = async (app) => {
  const allow = windowLimiter(CONTACT_MESSAGES_PER_WINDOW, WINDOW_MS);

  app.get(
    '/api/pages/landing',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'landingGet',
        tags,
        summary: 'The landing page’s data: the newest published five-star reviews and a few FAQ questions',
        response: { 200: landingAnswer },
      },
    },
    () => getLanding(app.db),
  );

  app.post(
    '/api/pages/contact',
    {
      // The landing page is public: visitors write before they have an account.
      config: { access: 'public' },
      schema: {
        operationId: 'contactCreate',
        tags,
        summary: 'A visitor’s message, delivered to every admin’s inbox (5 per address and 10 minutes)',
        body: contactBody,
        response: { 201: contactAnswer, 400: validationErrorAnswer, 429: messageAnswer },
      },
    },
    async (req, reply) => {
      if (!allow(req.ip)) throw new HttpError(429, { message: CONTACT_TOO_MANY_TEXT });
      return reply.code(201).send(await sendContactMessage(app.db, req.body));
    },
  );
};
