import { CONTACT_SENT_TEXT, type contactBody, type LandingAnswer } from '@app/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { deliverAppNotices } from '../email/email.service.ts';
import { listReviewsPage } from '../review/review.service.ts';
import { listAdminRecipients, listFaqExcerpt } from './front.repository.ts';

/** The landing page's address; the server renders its first paint (lib/server-rendered-page.ts). */
export const LANDING_PATH = '/front-pages/landing-page';

/** The landing page: six of the newest published five-star reviews (no e-mail addresses) and four FAQs. */
export async function getLanding(db: Db): Promise<LandingAnswer> {
  const [page, faqs] = await Promise.all([
    listReviewsPage(db, {
      q: '',
      status: 'Published',
      rating: 5,
      productId: undefined,
      sortBy: 'date',
      orderBy: 'desc',
      page: 1,
      itemsPerPage: 6,
    }),
    listFaqExcerpt(db, 4),
  ]);
  return {
    reviews: page.reviews.map((r) => ({
      id: r.id,
      reviewer: r.reviewer,
      avatar: r.avatar,
      rating: r.review,
      head: r.head,
      para: r.para,
      product: r.product,
    })),
    faqs,
  };
}

/** A visitor's message lands, unread, in every admin's inbox, from the visitor's name and address. */
export async function sendContactMessage(
  db: Db,
  body: z.output<typeof contactBody>,
): Promise<{ message: string }> {
  await db.transaction(async (tx) => {
    const admins = await listAdminRecipients(tx);
    const html = `<p><strong>${escapeHtml(body.name)}</strong> (${escapeHtml(body.email)}) wrote from the contact form:</p>${body.message
      .split(/\n{2,}/)
      .map((para) => `<p>${escapeHtml(para).replace(/\n/g, '<br>')}</p>`)
      .join('')}`;
    await deliverAppNotices(
      tx,
      admins.map((to) => ({
        from: { fullName: body.name, email: body.email, avatar: null },
        to,
        subject: `Contact form: message from ${body.name}`,
        html,
      })),
    );
  });
  return { message: CONTACT_SENT_TEXT };
}
