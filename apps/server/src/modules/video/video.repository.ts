import { deepestOf, parsePath, type VideoMimeType } from '@app/contracts/video';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { videoClasses, videos } from '../../db/schema/index.ts';
import { defineList } from '../../lib/list-query.ts';

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

/**
 * The videos as a list, declared once (lib/list-query.ts): newest first unless sorted. q is a
 * trigram-served ILIKE on the title; the path filters on the column of its deepest chosen level,
 * which holds that node for every video classified under it at any depth (an index per level).
 */
export const videoList = defineList({
  name: 'videos',
  table: videos,
  id: videos.id,
  columns,
  toItem: (row) => row,
  idsFirst: true,
  defaultSort: { sortBy: 'createdAt', orderBy: 'desc' },
  filters: {
    path: {
      where: (v) => {
        const ids = parsePath(v as unknown as string);
        const deepest = deepestOf(ids);
        return eq(LEVEL_COLUMNS[ids.indexOf(deepest)], deepest);
      },
      when: (v) => typeof v === 'string' && deepestOf(parsePath(v)) !== 0,
      built: true,
      index: 'videos_class{1,2,3,4}_created_idx (class<n>_id, created_at, id)',
    },
  },
  search: { text: [videos.title], index: 'videos_title_trgm_idx' },
  sorts: {
    createdAt: { by: videos.createdAt, index: 'videos_created_idx (created_at, id)' },
    title: { by: videos.title, index: 'none: the filtered rows are sorted' },
    size: { by: videos.size, index: 'none: the filtered rows are sorted' },
  },
});

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
