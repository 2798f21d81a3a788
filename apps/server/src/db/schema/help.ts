import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { stamp } from './ecommerce-columns.ts';
import { editVersion } from './edit-version.ts';

/** The FAQ and the help center (docs/help.md). */

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const faqGroups = pgTable(
  'faq_groups',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    icon: text('icon').notNull(),
    subtitle: text('subtitle').notNull(),
    position: smallint('position').notNull(),
  },
  (t) => [index('faq_groups_position_idx').on(t.position, t.id)],
);

export const faqQuestions = pgTable(
  'faq_questions',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => faqGroups.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    position: integer('position').notNull(),
    updatedAt: stamp('updated_at'),
    version: editVersion(),
  },
  (t) => [
    index('faq_questions_group_idx').on(t.groupId, t.position, t.id),
    // q is an ILIKE '%…%' on the question.
    index('faq_questions_question_trgm_idx').using('gin', t.question.op('gin_trgm_ops')),
  ],
);

export const helpCategories = pgTable(
  'help_categories',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    icon: text('icon').notNull(),
    position: smallint('position').notNull(),
  },
  (t) => [index('help_categories_position_idx').on(t.position, t.id)],
);

export const helpArticles = pgTable(
  'help_articles',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => helpCategories.id, { onDelete: 'restrict' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    image: text('image'),
    /** Sanitized HTML (lib/sanitize-html.ts). */
    body: text('body').notNull(),
    popular: boolean('popular').notNull().default(false),
    keepLearning: boolean('keep_learning').notNull().default(false),
    position: integer('position').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: editVersion(),
    /** Title (weight A), subtitle (B) and the body's text without its tags (C), in English. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, subtitle), 'B') || setweight(to_tsvector('english'::regconfig, regexp_replace(body, '<[^>]*>', ' ', 'g')), 'C')`,
    ),
  },
  (t) => [
    uniqueIndex('help_articles_slug_idx').on(t.slug),
    index('help_articles_category_idx').on(t.categoryId, t.position, t.id),
    index('help_articles_popular_idx').on(t.position, t.id).where(sql`popular`),
    index('help_articles_keep_learning_idx').on(t.position, t.id).where(sql`keep_learning`),
    index('help_articles_search_idx').using('gin', t.searchVector),
  ],
);
