import type { HelpArticleCard, HelpCategory } from '@app/contracts';
import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { helpArticles, helpCategories } from '../../db/schema/index.ts';

export async function listCategoriesWithArticles(db: Queryable): Promise<HelpCategory[]> {
  const rows = await db
    .select({
      categoryId: helpCategories.id,
      categoryTitle: helpCategories.title,
      icon: helpCategories.icon,
      id: helpArticles.id,
      slug: helpArticles.slug,
      title: helpArticles.title,
    })
    .from(helpCategories)
    .leftJoin(helpArticles, eq(helpArticles.categoryId, helpCategories.id))
    .orderBy(
      asc(helpCategories.position),
      asc(helpCategories.id),
      asc(helpArticles.position),
      asc(helpArticles.id),
    );
  const categories = new Map<number, HelpCategory>();
  for (const row of rows) {
    let category = categories.get(row.categoryId);
    if (!category) {
      category = { id: row.categoryId, title: row.categoryTitle, icon: row.icon, articles: [] };
      categories.set(row.categoryId, category);
    }
    if (row.id !== null && row.slug !== null && row.title !== null) {
      category.articles.push({ id: row.id, slug: row.slug, title: row.title });
    }
  }
  return [...categories.values()];
}

/** The popular or the keep-learning articles, as cards; a partial index serves each flag. */
export function listArticleCards(
  db: Queryable,
  flag: 'popular' | 'keepLearning',
): Promise<HelpArticleCard[]> {
  return db
    .select({
      id: helpArticles.id,
      slug: helpArticles.slug,
      title: helpArticles.title,
      subtitle: helpArticles.subtitle,
      img: helpArticles.image,
      icon: helpCategories.icon,
    })
    .from(helpArticles)
    .innerJoin(helpCategories, eq(helpCategories.id, helpArticles.categoryId))
    .where(eq(helpArticles[flag], true))
    .orderBy(asc(helpArticles.position), asc(helpArticles.id))
    .limit(6);
}

const articleColumns = {
  id: helpArticles.id,
  slug: helpArticles.slug,
  title: helpArticles.title,
  subtitle: helpArticles.subtitle,
  image: helpArticles.image,
  body: helpArticles.body,
  popular: helpArticles.popular,
  keepLearning: helpArticles.keepLearning,
  updatedAt: helpArticles.updatedAt,
  categoryId: helpArticles.categoryId,
  categoryTitle: helpCategories.title,
  categoryIcon: helpCategories.icon,
  version: helpArticles.version,
};
export type ArticleRow = {
  id: number;
  slug: string;
  title: string;
  subtitle: string;
  image: string | null;
  body: string;
  popular: boolean;
  keepLearning: boolean;
  updatedAt: Date;
  categoryId: number;
  categoryTitle: string;
  categoryIcon: string;
  version: number;
};

/** By slug (its unique index), else by title in any case. */
export async function findArticle(
  db: Queryable,
  by: { id?: number; slug?: string; title?: string },
): Promise<ArticleRow | undefined> {
  const where: SQL =
    by.id !== undefined
      ? eq(helpArticles.id, by.id)
      : by.slug !== undefined
        ? eq(helpArticles.slug, by.slug)
        : sql`lower(${helpArticles.title}) = lower(${by.title ?? ''})`;
  const [row] = await db
    .select(articleColumns)
    .from(helpArticles)
    .innerJoin(helpCategories, eq(helpCategories.id, helpArticles.categoryId))
    .where(where)
    .orderBy(asc(helpArticles.id))
    .limit(1);
  return row;
}

/** The other articles of the category, in their order. */
export function listSiblings(db: Queryable, categoryId: number, exceptId: number) {
  return db
    .select({ slug: helpArticles.slug, title: helpArticles.title })
    .from(helpArticles)
    .where(and(eq(helpArticles.categoryId, categoryId), ne(helpArticles.id, exceptId)))
    .orderBy(asc(helpArticles.position), asc(helpArticles.id));
}

export async function categoryExists(db: Queryable, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: helpCategories.id })
    .from(helpCategories)
    .where(eq(helpCategories.id, id));
  return row !== undefined;
}

export async function slugTaken(db: Queryable, slug: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: helpArticles.id })
    .from(helpArticles)
    .where(
      exceptId === undefined
        ? eq(helpArticles.slug, slug)
        : and(eq(helpArticles.slug, slug), ne(helpArticles.id, exceptId)),
    );
  return row !== undefined;
}

export type ArticleWrite = {
  categoryId: number;
  slug: string;
  title: string;
  subtitle: string;
  image: string | null;
  body: string;
  popular: boolean;
  keepLearning: boolean;
};

/** A new article goes last in its category. */
export async function insertArticle(db: Queryable, data: ArticleWrite): Promise<number> {
  const position = sql<number>`(select coalesce(max(${helpArticles.position}), 0) + 1 from ${helpArticles} where ${helpArticles.categoryId} = ${data.categoryId})`;
  const [row] = await db
    .insert(helpArticles)
    .values({ ...data, position })
    .returning({ id: helpArticles.id });
  return row.id;
}

export async function updateArticle(db: Queryable, id: number, data: ArticleWrite): Promise<boolean> {
  const rows = await db
    .update(helpArticles)
    .set({ ...data, updatedAt: sql`now()` })
    .where(eq(helpArticles.id, id))
    .returning({ id: helpArticles.id });
  return rows.length > 0;
}

export async function deleteArticle(db: Queryable, id: number): Promise<boolean> {
  const rows = await db
    .delete(helpArticles)
    .where(eq(helpArticles.id, id))
    .returning({ id: helpArticles.id });
  return rows.length > 0;
}

/** Markers ts_headline puts around a hit; split away before the answer leaves. */
export const HIT_START = '[[[hit:';
export const HIT_END = ':hit]]]';

/**
 * Words of q as a prefix query (`deliv` finds "delivery" while the reader is still typing): letters
 * and digits only, so nothing in q can be tsquery syntax.
 */
export function prefixQueryText(q: string): string | null {
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return null;
  return words
    .slice(0, 8)
    .map((w) => `${w}:*`)
    .join(' & ');
}

export type HitRow = {
  id: number;
  slug: string;
  title: string;
  categoryTitle: string;
  rank: number;
  headline: string;
};

/** The body as plain text: inline tags dropped, block tags become spaces, entities decoded, spaces collapsed. */
const PLAIN_BODY = sql.raw(
  `regexp_replace(replace(replace(replace(replace(replace(regexp_replace(regexp_replace(help_articles.body, '</?(strong|b|em|i|u|s|a|span|mark|code|sub|sup)(\\s[^>]*)?>', '', 'gi'), '<[^>]*>', ' ', 'g'), '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&amp;', '&'), '\\s+', ' ', 'g')`,
);

/**
 * Full-text search of title (A), subtitle (B) and body (C) over the GIN index: the reader's words as
 * a web search (quotes, or, -not) or, while typing, as prefixes; ranked, with a short snippet.
 */
export async function searchArticles(db: Queryable, q: string, limit: number): Promise<HitRow[]> {
  const prefix = prefixQueryText(q);
  const query = prefix
    ? sql`(websearch_to_tsquery('english', ${q}) || to_tsquery('english', ${prefix}))`
    : sql`websearch_to_tsquery('english', ${q})`;
  const options = `StartSel="${HIT_START}", StopSel="${HIT_END}", MaxWords=28, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;
  const result = await db.execute(sql`
    with q as (select ${query} as query)
    select help_articles.id, help_articles.slug, help_articles.title,
      help_categories.title as "categoryTitle",
      ts_rank_cd(help_articles.search_vector, q.query) as rank,
      ts_headline('english', ${PLAIN_BODY}, q.query, ${options}) as headline
    from help_articles
    cross join q
    join help_categories on help_categories.id = help_articles.category_id
    where help_articles.search_vector @@ q.query
    order by rank desc, help_articles.id
    limit ${limit}`);
  return (result as unknown as { rows: HitRow[] }).rows.map((r) => ({ ...r, rank: Number(r.rank) }));
}
