import { z } from 'zod';
import { editVersion, rowId, searchText } from './common.ts';
import { imageUrl } from './product.ts';

/** The FAQ and the help center (spec 001 §3, §7; issue 11; docs/help.md). */

export const FAQ_QUESTION_NOT_FOUND_TEXT = 'FAQ question not found';
export const HELP_ARTICLE_NOT_FOUND_TEXT = 'Help article not found';

/** The Tabler icons a FAQ group or a help category may name. */
export const helpIcons = [
  'credit-card',
  'truck',
  'circle-x',
  'shopping-cart',
  'package',
  'rocket',
  'receipt',
  'shield-lock',
  'user',
  'help',
] as const;
export type HelpIcon = (typeof helpIcons)[number];

// ---------- FAQ ----------

/** GET /api/pages/faq: q is a case-insensitive substring of the question; empty q answers every group. */
export const faqQuery = z.object({ q: searchText });
export type FaqQuery = z.infer<typeof faqQuery>;

export const faqItem = z.object({
  id: z.number(),
  question: z.string(),
  answer: z.string(),
  /** Moves on every write (docs/edit-conflicts.md). */
  version: z.number(),
});
export type FaqItem = z.infer<typeof faqItem>;

/** The spec's FAQ group; `id` added so the admin can add a question to it. */
export const faqGroup = z.object({
  id: z.number(),
  faqTitle: z.string(),
  faqIcon: z.string(),
  faqSubtitle: z.string(),
  faqs: z.array(faqItem),
});
export type FaqGroup = z.infer<typeof faqGroup>;

export const faqAnswer = z.array(faqGroup);
export type FaqAnswer = z.infer<typeof faqAnswer>;

/** POST and PUT /api/pages/faq/questions(/:id). A missing position puts the question last. */
export const faqQuestionBody = z.object({
  groupId: rowId,
  question: z.string('must be text').trim().min(5, 'must have at least 5 characters').max(200, 'is too long'),
  answer: z.string('must be text').trim().min(5, 'must have at least 5 characters').max(2000, 'is too long'),
});
export type FaqQuestionBody = z.input<typeof faqQuestionBody>;

/** PUT /api/pages/faq/questions/:id: the question with the version the form loaded. */
export const faqQuestionUpdateBody = faqQuestionBody.extend({ version: editVersion });
export type FaqQuestionUpdateBody = z.input<typeof faqQuestionUpdateBody>;

export const faqQuestion = faqItem.extend({ groupId: z.number(), position: z.number() });
export type FaqQuestion = z.infer<typeof faqQuestion>;

// ---------- Help center ----------

/** A popular or keep-learning card (spec: {slug, title, img, subtitle}); img null shows the category's icon. */
export const helpArticleCard = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  subtitle: z.string(),
  img: z.string().nullable(),
  icon: z.string(),
});
export type HelpArticleCard = z.infer<typeof helpArticleCard>;

export const helpCategory = z.object({
  id: z.number(),
  title: z.string(),
  icon: z.string(),
  articles: z.array(z.object({ id: z.number(), slug: z.string(), title: z.string() })),
});
export type HelpCategory = z.infer<typeof helpCategory>;

/** GET /api/pages/help-center. */
export const helpCenterAnswer = z.object({
  allArticles: z.array(helpCategory),
  popularArticles: z.array(helpArticleCard),
  keepLearning: z.array(helpArticleCard),
});
export type HelpCenterAnswer = z.infer<typeof helpCenterAnswer>;

const slugText = z
  .string('must be text')
  .trim()
  .toLowerCase()
  .min(1, 'must not be empty')
  .max(120, 'is too long')
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'may hold only lowercase letters, digits and single dashes');

/**
 * GET /api/pages/help-center/article: by slug (the page's URL) or by exact title, as the spec's route
 * /front-pages/help-center/article/{title} names it.
 */
export const helpArticleQuery = z
  .object({
    slug: slugText.optional(),
    title: z.string().trim().min(1, 'must not be empty').max(200, 'is too long').optional(),
  })
  .refine((q) => q.slug !== undefined || q.title !== undefined, {
    path: ['slug'],
    message: 'is required (or title)',
  });
export type HelpArticleQuery = z.infer<typeof helpArticleQuery>;

/**
 * The spec's articleData. The article's body is one sanitized HTML document: productContent holds it,
 * checkoutContent is the empty string (the template's second block has no counterpart; docs/help.md).
 */
export const helpArticle = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  subtitle: z.string(),
  categoryId: z.number(),
  categoryTitle: z.string(),
  categoryIcon: z.string(),
  popular: z.boolean(),
  keepLearning: z.boolean(),
  /** ISO time of the last change. */
  lastUpdated: z.string(),
  productContent: z.string(),
  checkoutContent: z.string(),
  productImg: z.string().nullable(),
  checkoutImg: z.string().nullable(),
  /** The titles of the other articles of the category (spec), and the same with their slugs. */
  articleList: z.array(z.string()),
  relatedArticles: z.array(z.object({ slug: z.string(), title: z.string() })),
  /** Moves on every write (docs/edit-conflicts.md). */
  version: z.number(),
});
export type HelpArticle = z.infer<typeof helpArticle>;

/** GET /api/pages/help-center/search: PostgreSQL full-text search of title, subtitle and body. */
export const helpSearchQuery = z.object({
  q: searchText,
  limit: z.preprocess(
    (v) => (v === undefined || v === '' ? 8 : Number(v)),
    z.number().int('must be a whole number').min(1, 'must be at least 1').max(20, 'must be at most 20'),
  ),
});
export type HelpSearchQuery = z.infer<typeof helpSearchQuery>;

/** A piece of the snippet: the words that matched have `hit`. */
export const snippetPart = z.object({ text: z.string(), hit: z.boolean() });
export type SnippetPart = z.infer<typeof snippetPart>;

export const helpSearchHit = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  categoryTitle: z.string(),
  rank: z.number(),
  snippet: z.array(snippetPart),
});
export type HelpSearchHit = z.infer<typeof helpSearchHit>;

export const helpSearchAnswer = z.object({ q: z.string(), results: z.array(helpSearchHit) });
export type HelpSearchAnswer = z.infer<typeof helpSearchAnswer>;

/** POST and PUT /api/pages/help-center/articles(/:id). The slug is made from the title when left out. */
export const helpArticleBody = z.object({
  categoryId: rowId,
  title: z.string('must be text').trim().min(5, 'must have at least 5 characters').max(160, 'is too long'),
  slug: slugText.optional(),
  subtitle: z.string('must be text').trim().max(300, 'is too long').default(''),
  image: imageUrl.nullable().default(null),
  /** HTML from the editor; sanitized on write. */
  body: z
    .string('must be text')
    .max(50_000, 'is too long')
    .refine((html) => html.replace(/<[^>]*>/g, '').trim().length > 0, 'must not be empty'),
  popular: z.boolean('must be true or false').default(false),
  keepLearning: z.boolean('must be true or false').default(false),
});
export type HelpArticleBody = z.input<typeof helpArticleBody>;

/** PUT /api/pages/help-center/articles/:id: the article with the version the form loaded. */
export const helpArticleUpdateBody = helpArticleBody.extend({ version: editVersion });
export type HelpArticleUpdateBody = z.input<typeof helpArticleUpdateBody>;
