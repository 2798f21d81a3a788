import { deepestOf, parsePath, type VideoListQuery, type VideoMimeType } from '@app/contracts/video';
import { and, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { videoClasses, videos } from '../../db/schema/index.ts';
import { cappedCount, type ListTotal } from '../../lib/list-count.ts';
import { orderClause, pageOfIds } from '../../lib/paging.ts';
import { textSearch } from '../../lib/search.ts';

export type VideoRow = {
  id: number;
  title: string;
  description: string;
  classId: number;
  class1Id: number;
  class2Id: number | null;
  class3Id: number | null;
  class4Id: number | null;
  fileKey: string | null;
  size: number | null;
  mime: string | null;
  durationSeconds: number | null;
  createdAt: Date;
  updatedAt: Date;
  version: number;
};

const columns = {
  id: videos.id,
  title: videos.title,
  description: videos.description,
  classId: videos.classId,
  class1Id: videos.class1Id,
  class2Id: videos.class2Id,
  class3Id: videos.class3Id,
  class4Id: videos.class4Id,
  fileKey: videos.fileKey,
  size: videos.size,
  mime: videos.mime,
  durationSeconds: videos.durationSeconds,
  createdAt: videos.createdAt,
  updatedAt: videos.updatedAt,
  version: videos.version,
};

const LEVEL_COLUMNS = [videos.class1Id, videos.class2Id, videos.class3Id, videos.class4Id];

export const videoSortColumns = { createdAt: videos.createdAt, title: videos.title, size: videos.size };

/**
 * q is a trigram-served ILIKE on the title; the path filters on the column of its deepest chosen level,
 * which holds that node for every video classified under it at any depth (an index per level).
 */
function listFilter(query: VideoListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.q) conditions.push(textSearch(query.q, [videos.title]));
  const ids = parsePath(query.path);
  const deepest = deepestOf(ids);
  if (deepest !== 0) conditions.push(eq(LEVEL_COLUMNS[ids.indexOf(deepest)], deepest));
  return and(...conditions);
}

export function countVideos(db: Queryable, query: VideoListQuery): Promise<ListTotal> {
  return cappedCount(db, db.select({ id: videos.id }).from(videos).where(listFilter(query)));
}

/** Newest first unless sorted; the page's ids first (index walk), then their rows. */
export async function listVideos(db: Queryable, query: VideoListQuery): Promise<VideoRow[]> {
  const order = orderClause(
    videoSortColumns,
    query.sortBy,
    query.orderBy,
    [desc(videos.createdAt), desc(videos.id)],
    videos.id,
  );
  const ids = db.select({ id: videos.id }).from(videos).$dynamic();
  const page = pageOfIds(ids, listFilter(query), order, query);
  return db
    .select(columns)
    .from(page)
    .innerJoin(videos, eq(videos.id, page.id))
    .orderBy(...order);
}

export async function findVideo(db: Queryable, id: number): Promise<VideoRow | undefined> {
  const [row] = await db.select(columns).from(videos).where(eq(videos.id, id));
  return row;
}

/** The names of the given classification ids. */
export async function classNames(db: Queryable, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: videoClasses.id, name: videoClasses.name })
    .from(videoClasses)
    .where(inArray(videoClasses.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export type VideoData = {
  title: string;
  description: string;
  classId: number;
  /** The classification's path, category first (1 to 4 ids). */
  path: number[];
  durationSeconds?: number | null;
};

const pathColumns = (path: number[]) => ({
  class1Id: path[0],
  class2Id: path[1] ?? null,
  class3Id: path[2] ?? null,
  class4Id: path[3] ?? null,
});

export async function insertVideo(db: Queryable, data: VideoData): Promise<number> {
  const [row] = await db
    .insert(videos)
    .values({
      title: data.title,
      description: data.description,
      classId: data.classId,
      ...pathColumns(data.path),
      durationSeconds: data.durationSeconds ?? null,
    })
    .returning({ id: videos.id });
  return row.id;
}

export async function updateVideo(db: Queryable, id: number, data: VideoData): Promise<void> {
  await db
    .update(videos)
    .set({
      title: data.title,
      description: data.description,
      classId: data.classId,
      ...pathColumns(data.path),
      ...(data.durationSeconds !== undefined ? { durationSeconds: data.durationSeconds } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(videos.id, id));
}

export async function setVideoFile(
  db: Queryable,
  id: number,
  file: { fileKey: string; size: number; mime: VideoMimeType },
): Promise<void> {
  await db
    .update(videos)
    .set({ ...file, updatedAt: sql`now()` })
    .where(eq(videos.id, id));
}

export async function deleteVideo(db: Queryable, id: number): Promise<void> {
  await db.delete(videos).where(eq(videos.id, id));
}

/** Whether a video other than `except` plays the stored file (seeded videos share one sample). */
export async function fileUsedElsewhere(db: Queryable, fileKey: string, except: number): Promise<boolean> {
  const [row] = await db
    .select({ id: videos.id })
    .from(videos)
    .where(and(eq(videos.fileKey, fileKey), ne(videos.id, except)))
    .limit(1);
  return row !== undefined;
}
