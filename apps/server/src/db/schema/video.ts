import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  pgTable,
  real,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOf, stamp } from './ecommerce-columns.ts';
import { editVersion } from './edit-version.ts';

/** The video library (docs/video.md): a four-level classification tree and the videos classified in it. */

const VIDEO_MIME_TYPES = ['video/mp4', 'video/webm', 'video/ogg', 'video/quicktime'];

export const videoClasses = pgTable(
  'video_classes',
  {
    id: serial('id').primaryKey(),
    /** Null for a category (level 1); a node with children or videos cannot be deleted. */
    parentId: integer('parent_id').references((): AnyPgColumn => videoClasses.id, { onDelete: 'restrict' }),
    level: smallint('level').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    version: editVersion(),
  },
  (t) => [
    check('video_classes_level_check', sql`${t.level} between 1 and 4`),
    check('video_classes_root_check', sql`(${t.level} = 1) = (${t.parentId} is null)`),
    // One name per parent, any case; the categories share the parent "none".
    uniqueIndex('video_classes_name_idx').on(sql`coalesce(${t.parentId}, 0)`, sql`lower(${t.name})`),
    index('video_classes_parent_idx').on(t.parentId, t.position, t.id),
  ],
);

export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    classId: integer('class_id')
      .notNull()
      .references(() => videoClasses.id, { onDelete: 'restrict' }),
    /**
     * The path from the category down to class_id (0-free: null below it), copied from the tree when
     * the video is classified. Nodes never move, so it stays true; the list filters on the column of
     * the deepest selected level, which finds every video under that node.
     */
    class1Id: integer('class1_id').notNull(),
    class2Id: integer('class2_id'),
    class3Id: integer('class3_id'),
    class4Id: integer('class4_id'),
    version: editVersion(),
    /** The storage key (`videos/<name>`); null until a file is uploaded. */
    fileKey: text('file_key'),
    size: bigint('size', { mode: 'number' }),
    mime: text('mime'),
    durationSeconds: real('duration_seconds'),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [
    check('videos_mime_check', sql`${t.mime} is null or ${t.mime} in (${oneOf(VIDEO_MIME_TYPES)})`),
    check('videos_size_check', sql`${t.size} is null or ${t.size} >= 0`),
    index('videos_created_idx').on(t.createdAt, t.id),
    index('videos_class1_created_idx').on(t.class1Id, t.createdAt, t.id),
    index('videos_class2_created_idx').on(t.class2Id, t.createdAt, t.id),
    index('videos_class3_created_idx').on(t.class3Id, t.createdAt, t.id),
    index('videos_class4_created_idx').on(t.class4Id, t.createdAt, t.id),
    index('videos_class_idx').on(t.classId),
    index('videos_file_idx').on(t.fileKey),
    // q is an ILIKE '%…%' on the title.
    index('videos_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
  ],
);
