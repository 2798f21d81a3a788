import {
  CASCADE_LEVELS,
  VIDEO_CLASS_NOT_FOUND_TEXT,
  type VideoClass,
  type VideoClassListAnswer,
  type videoClassCreateBody,
  type videoClassRenameBody,
} from '@app/contracts/video';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { videoClasses } from '../../db/schema/index.ts';
import { claimVersion, guardEdit } from '../../lib/edit-version.ts';
import { badRequest, conflict, HttpError, isUniqueViolation, notFound } from '../../lib/errors.ts';
import {
  contentsOf,
  deleteVideoClass,
  findVideoClass,
  insertVideoClass,
  listVideoClasses,
  renameVideoClass,
  siblingNamed,
} from './video-class.repository.ts';

const nameTaken = () => conflict('name', 'is already used under this parent');

/** A concurrent insert with the same name passes the early check and hits the unique index instead. */
async function uniqueName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

async function answerFor(db: Db, id: number): Promise<VideoClass> {
  const found = (await listVideoClasses(db)).find((c) => c.id === id);
  if (!found) throw notFound(VIDEO_CLASS_NOT_FOUND_TEXT);
  return found;
}

export const getVideoClasses = async (db: Db): Promise<VideoClassListAnswer> => ({
  classes: await listVideoClasses(db),
});

/** A category without a parent; otherwise one level below its parent, a series (level 4) being the last. */
export async function createVideoClass(db: Db, body: z.output<typeof videoClassCreateBody>) {
  const parentId = body.parentId ?? null;
  const id = await uniqueName(() =>
    db.transaction(async (tx) => {
      let level = 1;
      if (parentId !== null) {
        const parent = await findVideoClass(tx, parentId);
        if (!parent) throw badRequest('parentId', 'is not a known classification');
        if (parent.level >= CASCADE_LEVELS) {
          throw badRequest('parentId', 'is a series, the last level: it cannot hold classifications');
        }
        level = parent.level + 1;
      }
      if (await siblingNamed(tx, parentId, body.name)) throw nameTaken();
      return insertVideoClass(tx, { parentId, level, name: body.name });
    }),
  );
  return answerFor(db, id);
}

export async function renameClass(db: Db, id: number, body: z.output<typeof videoClassRenameBody>) {
  await guardEdit(
    () =>
      uniqueName(() =>
        db.transaction(async (tx) => {
          await claimVersion(tx, videoClasses, id, body.version);
          const current = await findVideoClass(tx, id);
          if (!current) throw notFound(VIDEO_CLASS_NOT_FOUND_TEXT);
          if (await siblingNamed(tx, current.parentId, body.name, id)) throw nameTaken();
          await renameVideoClass(tx, id, body.name);
        }),
      ),
    () => answerFor(db, id),
  );
  return answerFor(db, id);
}

/** Only an empty node goes: its videos would lose their place, its children their parent. */
export async function removeVideoClass(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await findVideoClass(tx, id))) throw notFound(VIDEO_CLASS_NOT_FOUND_TEXT);
    const inside = await contentsOf(tx, id);
    if (inside.children > 0 || inside.videos > 0) {
      const parts = [
        inside.children > 0 ? `${inside.children} classification(s)` : '',
        inside.videos > 0 ? `${inside.videos} video(s)` : '',
      ].filter(Boolean);
      const reason = `still holds ${parts.join(' and ')}; delete or move them first`;
      throw new HttpError(409, { message: `The classification ${reason}`, errors: { id: reason } });
    }
    await deleteVideoClass(tx, id);
  });
}
