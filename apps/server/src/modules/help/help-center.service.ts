import {
  HELP_ARTICLE_NOT_FOUND_TEXT,
  type HelpArticle,
  type HelpArticleQuery,
  type HelpCenterAnswer,
  type HelpSearchAnswer,
  type HelpSearchQuery,
  type helpArticleBody,
  type helpArticleUpdateBody,
  type SnippetPart,
} from '@app/contracts';
import type { z } from 'zod';
import type { Db, Queryable } from '../../db/client.ts';
import { helpArticles } from '../../db/schema/index.ts';
import { claimVersion, guardEdit } from '../../lib/edit-version.ts';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../lib/errors.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import {
  type ArticleRow,
  type ArticleWrite,
  categoryExists,
  deleteArticle,
  findArticle,
  HIT_END,
  HIT_START,
  insertArticle,
  listArticleCards,
  listCategoriesWithArticles,
  listSiblings,
  searchArticles,
  slugTaken,
  updateArticle,
} from './help-center.repository.ts';

type ArticleData = z.output<typeof helpArticleBody>;
type ArticleUpdateData = z.output<typeof helpArticleUpdateBody>;

export async function getHelpCenter(db: Db): Promise<HelpCenterAnswer> {
  const [allArticles, popularArticles, keepLearning] = await Promise.all([
    listCategoriesWithArticles(db),
    listArticleCards(db, 'popular'),
    listArticleCards(db, 'keepLearning'),
  ]);
  return { allArticles, popularArticles, keepLearning };
}

async function toArticle(db: Queryable, row: ArticleRow): Promise<HelpArticle> {
  const siblings = await listSiblings(db, row.categoryId, row.id);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    subtitle: row.subtitle,
    categoryId: row.categoryId,
    categoryTitle: row.categoryTitle,
    categoryIcon: row.categoryIcon,
    popular: row.popular,
    keepLearning: row.keepLearning,
    lastUpdated: row.updatedAt.toISOString(),
    productContent: row.body,
    checkoutContent: '',
    productImg: row.image,
    checkoutImg: null,
    articleList: siblings.map((s) => s.title),
    relatedArticles: siblings,
    version: row.version,
  };
}

export async function getArticle(db: Db, query: HelpArticleQuery | { id: number }): Promise<HelpArticle> {
  const row = await findArticle(db, query);
  if (!row) throw notFound(HELP_ARTICLE_NOT_FOUND_TEXT);
  return toArticle(db, row);
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e);

/** ts_headline's text with its markers, as parts the page shows with the hits highlighted. */
export function snippetParts(headline: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let rest = headline;
  while (rest.length > 0) {
    const start = rest.indexOf(HIT_START);
    if (start < 0) {
      parts.push({ text: decode(rest), hit: false });
      break;
    }
    if (start > 0) parts.push({ text: decode(rest.slice(0, start)), hit: false });
    const end = rest.indexOf(HIT_END, start);
    const stop = end < 0 ? rest.length : end;
    parts.push({ text: decode(rest.slice(start + HIT_START.length, stop)), hit: true });
    rest = end < 0 ? '' : rest.slice(end + HIT_END.length);
  }
  return parts.filter((p) => p.text.length > 0);
}

export async function searchHelp(db: Db, query: HelpSearchQuery): Promise<HelpSearchAnswer> {
  if (!query.q) return { q: '', results: [] };
  const rows = await searchArticles(db, query.q, query.limit);
  return {
    q: query.q,
    results: rows.map(({ headline, ...row }) => ({ ...row, snippet: snippetParts(headline) })),
  };
}

/** 'Track an order!' → 'track-an-order'. */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');
  return slug || 'article';
}

async function toWrite(db: Queryable, body: ArticleData, id?: number): Promise<ArticleWrite> {
  if (!(await categoryExists(db, body.categoryId)))
    throw badRequest('categoryId', 'is not a known help category');
  const slug = body.slug ?? slugify(body.title);
  if (await slugTaken(db, slug, id)) throw conflict('slug', 'is already taken');
  const html = sanitizeHtml(body.body);
  if (html.replace(/<[^>]*>/g, '').trim() === '') throw badRequest('body', 'must not be empty');
  return {
    categoryId: body.categoryId,
    slug,
    title: body.title,
    subtitle: body.subtitle,
    image: body.image,
    body: html,
    popular: body.popular,
    keepLearning: body.keepLearning,
  };
}

const raceToConflict = (error: unknown) =>
  isUniqueViolation(error) ? conflict('slug', 'is already taken') : error;

export async function createArticle(db: Db, body: ArticleData): Promise<HelpArticle> {
  try {
    const id = await db.transaction(async (tx) => insertArticle(tx, await toWrite(tx, body)));
    return getArticle(db, { id });
  } catch (error) {
    throw raceToConflict(error);
  }
}

/** With the version the form loaded, an article saved meanwhile answers 409 with it as it is now. */
export async function editArticle(db: Db, id: number, data: ArticleUpdateData): Promise<HelpArticle> {
  const { version, ...body } = data;
  await guardEdit(
    async () => {
      try {
        await db.transaction(async (tx) => {
          await claimVersion(tx, helpArticles, id, version);
          if (!(await findArticle(tx, { id }))) throw notFound(HELP_ARTICLE_NOT_FOUND_TEXT);
          await updateArticle(tx, id, await toWrite(tx, body, id));
        });
      } catch (error) {
        throw raceToConflict(error);
      }
    },
    () => getArticle(db, { id }),
  );
  return getArticle(db, { id });
}

export async function removeArticle(db: Db, id: number): Promise<void> {
  if (!(await deleteArticle(db, id))) throw notFound(HELP_ARTICLE_NOT_FOUND_TEXT);
}
