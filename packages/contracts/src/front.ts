import { z } from 'zod';
import { personName } from './person-name.ts';

/** The public landing page's data and its contact form (issue 11; docs/help.md). */

export const landingReview = z.object({
  id: z.number(),
  reviewer: z.string(),
  avatar: z.string().nullable(),
  rating: z.number(),
  head: z.string(),
  para: z.string(),
  product: z.string(),
});
export type LandingReview = z.infer<typeof landingReview>;

/** GET /api/pages/landing: the shop's newest published five-star reviews and a few FAQ questions. */
export const landingAnswer = z.object({
  reviews: z.array(landingReview),
  faqs: z.array(z.object({ id: z.number(), question: z.string(), answer: z.string() })),
});
export type LandingAnswer = z.infer<typeof landingAnswer>;

/** POST /api/pages/contact: a visitor's message, delivered to every admin's mailbox. */
export const contactBody = z.object({
  name: personName(100),
  email: z
    .string('must be text')
    .trim()
    .toLowerCase()
    .max(254, 'is too long')
    .email('must be an e-mail address'),
  message: z
    .string('must be text')
    .trim()
    .min(10, 'must have at least 10 characters')
    .max(5000, 'is too long'),
});
export type ContactBody = z.input<typeof contactBody>;

export const contactAnswer = z.object({ message: z.string() });
export const CONTACT_SENT_TEXT = 'Thank you: your message has been sent.';
export const CONTACT_TOO_MANY_TEXT = 'Too many messages from this address. Please try again later.';
