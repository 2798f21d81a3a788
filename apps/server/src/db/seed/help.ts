import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import type { Queryable } from '../client.ts';
import { faqGroups, faqQuestions, helpArticles, helpCategories } from '../schema/index.ts';
import { SEED_FAQ } from './faq.data.ts';
import { SEED_HELP } from './help-center.data.ts';

/** The FAQ's five groups with their questions, in the spec's order. */
export async function seedFaq(tx: Queryable): Promise<void> {
  const groups = await tx
    .insert(faqGroups)
    .values(SEED_FAQ.map((g, position) => ({ title: g.title, icon: g.icon, subtitle: g.subtitle, position })))
    .returning({ id: faqGroups.id });
  await tx
    .insert(faqQuestions)
    .values(
      SEED_FAQ.flatMap((g, i) =>
        g.faqs.map((faq, position) => ({ groupId: groups[i].id, ...faq, position: position + 1 })),
      ),
    );
}

/** The help center's categories and articles; bodies go through the same sanitizer as an admin's edit. */
export async function seedHelpCenter(tx: Queryable): Promise<void> {
  const categories = await tx
    .insert(helpCategories)
    .values(SEED_HELP.map((c, position) => ({ title: c.title, icon: c.icon, position })))
    .returning({ id: helpCategories.id });
  await tx.insert(helpArticles).values(
    SEED_HELP.flatMap((c, i) =>
      c.articles.map((a, position) => ({
        categoryId: categories[i].id,
        slug: a.slug,
        title: a.title,
        subtitle: a.subtitle,
        body: sanitizeHtml(a.body),
        popular: a.popular ?? false,
        keepLearning: a.keepLearning ?? false,
        position: position + 1,
      })),
    ),
  );
}
