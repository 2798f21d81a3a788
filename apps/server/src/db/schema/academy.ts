import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { oneOf, stamp } from './ecommerce-columns.ts';

/** The academy (docs/academy.md): courses, their sections and topics, each user's completed topics. */

export const COURSE_TAGS = ['Web', 'Design', 'Psychology', 'UI/UX', 'Art'] as const;

export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    tutor: text('tutor').notNull(),
    tutorImg: text('tutor_img').notNull().default(''),
    tutorPosition: text('tutor_position').notNull().default(''),
    image: text('image').notNull().default(''),
    logo: text('logo').notNull(),
    color: text('color').notNull(),
    tag: text('tag').notNull(),
    summary: text('summary').notNull(),
    about: text('about').notNull(),
    /** Sanitized HTML (lib/sanitize-html.ts). */
    descriptionHtml: text('description_html').notNull(),
    skillLevel: text('skill_level').notNull(),
    language: text('language').notNull(),
    isCaptions: integer('is_captions').notNull().default(1),
    rating: doublePrecision('rating').notNull(),
    ratingCount: integer('rating_count').notNull(),
    students: integer('students').notNull(),
    createdAt: stamp('created_at'),
  },
  (t) => [
    index('courses_title_idx').on(t.title, t.id),
    index('courses_tag_idx').on(t.tag, t.id),
    index('courses_students_idx').on(t.students, t.id),
    index('courses_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('courses_tutor_trgm_idx').using('gin', t.tutor.op('gin_trgm_ops')),
    check('courses_tag_check', sql`${t.tag} in (${oneOf(COURSE_TAGS)})`),
    check('courses_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

export const courseSections = pgTable(
  'course_sections',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    title: text('title').notNull(),
  },
  (t) => [index('course_sections_course_idx').on(t.courseId, t.position)],
);

export const courseTopics = pgTable(
  'course_topics',
  {
    id: serial('id').primaryKey(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => courseSections.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    title: text('title').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    kind: text('kind').notNull(),
    /** A key of the app's file storage (an uploaded file or the bundled sample) for a video topic. */
    videoKey: text('video_key'),
    /** The reading of a text topic. */
    body: text('body').notNull().default(''),
  },
  (t) => [
    index('course_topics_section_idx').on(t.sectionId, t.position),
    index('course_topics_course_idx').on(t.courseId),
    check('course_topics_kind_check', sql`${t.kind} in ('video', 'text')`),
    check('course_topics_video_check', sql`(${t.kind} = 'video') = (${t.videoKey} is not null)`),
    check('course_topics_duration_check', sql`${t.durationSeconds} > 0`),
  ],
);

export const topicCompletions = pgTable(
  'topic_completions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topicId: integer('topic_id')
      .notNull()
      .references(() => courseTopics.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.topicId] }),
    index('topic_completions_user_course_idx').on(t.userId, t.courseId),
    index('topic_completions_user_time_idx').on(t.userId, t.completedAt),
  ],
);

/** Live sessions announced on the academy dashboard. */
export const webinars = pgTable(
  'webinars',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    host: text('host').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
  },
  (t) => [index('webinars_starts_at_idx').on(t.startsAt)],
);
