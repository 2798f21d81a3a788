import { readFile } from 'node:fs/promises';
import {
  VIDEO_NOT_FOUND_TEXT,
  type Video,
  type VideoListAnswer,
  type VideoListQuery,
  type VideoMimeType,
  type videoBody,
  type videoUpdateBody,
} from '@app/contracts/video';
import type { z } from 'zod';
import type { Db, Queryable } from '../../db/client.ts';
import { videos } from '../../db/schema/index.ts';
import { claimVersion, guardEdit } from '../../lib/edit-version.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { FileStorage } from '../../lib/file-storage.ts';
import {
  classNames,
  deleteVideo,
  fileUsedElsewhere,
  findVideo,
  insertVideo,
  setVideoFile,
  updateVideo,
  type VideoRow,
  videoList,
} from './video.repository.ts';
import { ancestry } from './video-class.repository.ts';
import type { StoredVideo } from './video-file.ts';
import { videoUrl } from './video-file.ts';

type VideoData = z.output<typeof videoBody>;
type VideoUpdateData = z.output<typeof videoUpdateBody>;

/** The bundled sample clip the seeded videos play (a 6-second WebM, scripts/make-sample-video.ts). */
export const SAMPLE_VIDEO_KEY = 'videos/sample-clip.webm';
const SAMPLE_FILE = new URL('./assets/sample-clip.webm', import.meta.url);

/** Puts the sample clip into the app's file store when it is not there yet. */
export async function ensureSampleClip(storage: FileStorage): Promise<void> {
  if ((await storage.size(SAMPLE_VIDEO_KEY)) !== null) return;
  try {
    await storage.put(SAMPLE_VIDEO_KEY, await readFile(SAMPLE_FILE));
  } catch (error) {
    // Another process stored it first.
    if ((error as { code?: string }).code !== 'EEXIST') throw error;
  }
}

const pathOfRow = (row: VideoRow) =>
  [row.class1Id, row.class2Id, row.class3Id, row.class4Id].filter((id): id is number => id !== null);

async function toVideos(db: Queryable, rows: VideoRow[]): Promise<Video[]> {
  const names = await classNames(db, [...new Set(rows.flatMap(pathOfRow))]);
  return rows.map((row) => {
    const path = pathOfRow(row);
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      classId: row.classId,
      path: [...path, 0, 0, 0].slice(0, 4),
      classNames: path.map((id) => names.get(id) ?? ''),
      url: videoUrl(row.fileKey),
      size: row.size,
      mime: row.mime as VideoMimeType | null,
      durationSeconds: row.durationSeconds,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      version: row.version,
    };
  });
}

export async function getVideos(db: Db, query: VideoListQuery): Promise<VideoListAnswer> {
  const { rows, ...total } = await videoList.page(db, query);
  return { videos: await toVideos(db, rows), ...total };
}

export async function getVideo(db: Queryable, id: number): Promise<Video> {
  const row = await findVideo(db, id);
  if (!row) throw notFound(VIDEO_NOT_FOUND_TEXT);
  const [video] = await toVideos(db, [row]);
  return video;
}

/** The classification's path, or 400 naming classId when there is no such node. */
async function classPath(db: Queryable, classId: number): Promise<number[]> {
  const chain = await ancestry(db, classId);
  if (chain.length === 0) throw badRequest('classId', 'is not a known classification');
  return chain.map((c) => c.id);
}

export async function createVideo(db: Db, body: VideoData): Promise<Video> {
  return db.transaction(async (tx) => {
    const path = await classPath(tx, body.classId);
    const id = await insertVideo(tx, { ...body, path });
    return getVideo(tx, id);
  });
}

export async function editVideo(db: Db, id: number, data: VideoUpdateData): Promise<Video> {
  const { version, ...body } = data;
  await guardEdit(
    () =>
      db.transaction(async (tx) => {
        await claimVersion(tx, videos, id, version);
        if (!(await findVideo(tx, id))) throw notFound(VIDEO_NOT_FOUND_TEXT);
        const path = await classPath(tx, body.classId);
        await updateVideo(tx, id, { ...body, path });
      }),
    () => getVideo(db, id),
  );
  return getVideo(db, id);
}

/** A stored file that no video plays any more is removed from the store. */
async function forgetFile(db: Queryable, storage: FileStorage, fileKey: string | null, videoId: number) {
  if (fileKey && !(await fileUsedElsewhere(db, fileKey, videoId))) await storage.delete(fileKey);
}

/**
 * Attaches an uploaded file (already stored by the route) to a video, replacing its former one. The
 * video is checked first so an unknown id stores nothing; `receive` runs only then.
 */
export async function attachVideoFile(
  db: Db,
  storage: FileStorage,
  id: number,
  receive: () => Promise<StoredVideo>,
): Promise<Video> {
  const before = await findVideo(db, id);
  if (!before) throw notFound(VIDEO_NOT_FOUND_TEXT);
  const stored = await receive();
  const current = await findVideo(db, id);
  if (!current) {
    await storage.delete(stored.fileKey);
    throw notFound(VIDEO_NOT_FOUND_TEXT);
  }
  await setVideoFile(db, id, stored);
  await forgetFile(db, storage, current.fileKey, id);
  return getVideo(db, id);
}

export async function removeVideo(db: Db, storage: FileStorage, id: number): Promise<void> {
  const row = await findVideo(db, id);
  if (!row) throw notFound(VIDEO_NOT_FOUND_TEXT);
  await deleteVideo(db, id);
  await forgetFile(db, storage, row.fileKey, id);
}
