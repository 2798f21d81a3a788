import { z } from 'zod';
import { editVersion, listTotal, MAX_ROW_ID, orderBy, pagingQuery, rowId, searchText } from './common.ts';
import { CASCADE_LEVELS, parsePath, videoSortKeys } from './video-cascade.ts';

/**
 * The video library (issue 13, docs/video.md): a four-level classification and the videos in it. A
 * subpath of its own (`@app/contracts/video`), so that pages other than the library do not load it.
 */
export * from './video-cascade.ts';

export const VIDEO_NOT_FOUND_TEXT = 'Video not found';
export const VIDEO_CLASS_NOT_FOUND_TEXT = 'Classification not found';

/** An uploaded video: at most 200 MB, MP4, WebM, Ogg or QuickTime by its content. */
export const VIDEO_MAX_BYTES = 200 * 1024 * 1024;
export const videoMimeTypes = ['video/mp4', 'video/webm', 'video/ogg', 'video/quicktime'] as const;
export type VideoMimeType = (typeof videoMimeTypes)[number];

/** The names of the four levels, in order (their labels are the page's). */
export const videoClassLevels = ['category', 'subCategory', 'topic', 'series'] as const;

// ---------- Classification tree ----------

export const videoClass = z.object({
  id: z.number(),
  /** The parent's id; 0 for a category (level 1), as the spec's store names it. */
  pid: z.number(),
  level: z.number().int().min(1).max(CASCADE_LEVELS),
  name: z.string(),
  position: z.number(),
  /** How many classes and videos are directly under it: a node is deleted only when both are 0. */
  children: z.number(),
  videos: z.number(),
  /** The version the rename dialog sends back (docs/edit-conflicts.md). */
  version: z.number(),
});
export type VideoClass = z.infer<typeof videoClass>;

export const videoClassListAnswer = z.object({ classes: z.array(videoClass) });
export type VideoClassListAnswer = z.infer<typeof videoClassListAnswer>;

const className = z
  .string('must be text')
  .trim()
  .min(1, 'must not be empty')
  .max(80, 'must be at most 80 characters');

/** POST: a new node goes last under its parent; no parent makes a category. */
export const videoClassCreateBody = z.object({
  parentId: rowId.nullable().optional(),
  name: className,
});
export type VideoClassCreateBody = z.input<typeof videoClassCreateBody>;

/** PUT: a rename (a node never moves: its videos' paths stay true), with the version the dialog loaded. */
export const videoClassRenameBody = z.object({ name: className, version: editVersion });
export type VideoClassRenameBody = z.input<typeof videoClassRenameBody>;

// ---------- Videos ----------

/** `3,7,0,0`: the cascade's selection. Only the deepest chosen id filters (its ancestors are implied). */
export const videoPathText = z.preprocess(
  (value) => (typeof value === 'string' ? value : undefined),
  z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){3}$/, 'must be four ids such as 3,7,0,0')
    .refine((text) => parsePath(text).join(',') === text, 'must not choose a level below an empty one')
    .refine(
      (text) => parsePath(text).every((id) => id <= MAX_ROW_ID),
      'must hold ids no larger than 2147483647',
    )
    .optional(),
);

/** GET /api/admin/videos: newest first unless sorted. */
export const videoListQuery = z.object({
  q: searchText,
  path: videoPathText,
  sortBy: z.enum(videoSortKeys).optional(),
  orderBy,
  ...pagingQuery,
});
export type VideoListQuery = z.infer<typeof videoListQuery>;

export const video = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  /** The node it is classified under (any level), and the path from the category down to it. */
  classId: z.number(),
  path: z.array(z.number()),
  /** The names along the path, category first. */
  classNames: z.array(z.string()),
  /** The player's URL; null while no file was uploaded. */
  url: z.string().nullable(),
  size: z.number().nullable(),
  mime: z.enum(videoMimeTypes).nullable(),
  durationSeconds: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number(),
});
export type Video = z.infer<typeof video>;

export const videoListAnswer = z.object({ videos: z.array(video), ...listTotal });
export type VideoListAnswer = z.infer<typeof videoListAnswer>;

/** POST and PUT /api/admin/videos(/:id): the metadata; the file goes through its own upload. */
export const videoBody = z.object({
  title: z
    .string('must be text')
    .trim()
    .min(2, 'must have at least 2 characters')
    .max(160, 'must be at most 160 characters'),
  description: z.string('must be text').trim().max(4000, 'must be at most 4000 characters').default(''),
  classId: rowId,
  /** Read by the browser from the file's metadata; optional. */
  durationSeconds: z
    .number('must be a number')
    .min(0, 'must not be negative')
    .max(48 * 3600, 'must be at most 48 hours')
    // Kept to the millisecond: the column is a `real`, which refuses (underflows on) tiny doubles.
    .transform((seconds) => Math.round(seconds * 1000) / 1000)
    .nullable()
    .optional(),
});
export type VideoBody = z.input<typeof videoBody>;

/** PUT /api/admin/videos/:id: the metadata with the version the form loaded. */
export const videoUpdateBody = videoBody.extend({ version: editVersion });
export type VideoUpdateBody = z.input<typeof videoUpdateBody>;
