import {
  MAGNET_DUPLICATE_TEXT,
  MAGNET_NOT_FOUND_TEXT,
  type MagnetLink,
  type MagnetListAnswer,
  type MagnetListQuery,
  type magnetCreateBody,
  type magnetTagsBody,
  parseMagnet,
} from '@app/contracts/magnet';
import type { z } from 'zod';
import type { Db, Queryable } from '../../db/client.ts';
import { magnetLinks } from '../../db/schema/index.ts';
import { claimVersion, guardEdit } from '../../lib/edit-version.ts';
import { badRequest, HttpError, isUniqueViolation, notFound } from '../../lib/errors.ts';
import {
  deleteMagnet,
  findMagnet,
  findMagnetByHash,
  insertMagnet,
  magnetList,
  updateMagnetTags,
} from './magnet.repository.ts';

const duplicate = () =>
  new HttpError(409, { message: `uri ${MAGNET_DUPLICATE_TEXT}`, errors: { uri: MAGNET_DUPLICATE_TEXT } });

export async function listMagnetsPage(db: Db, query: MagnetListQuery): Promise<MagnetListAnswer> {
  const { rows, ...total } = await magnetList.page(db, query);
  return { magnets: rows, ...total };
}

export async function getMagnet(db: Queryable, id: number): Promise<MagnetLink> {
  const found = await findMagnet(db, id);
  if (!found) throw notFound(MAGNET_NOT_FOUND_TEXT);
  return found;
}

/** Adds a link; one whose info-hash is in the catalogue already is refused (409 on `uri`). */
export async function createMagnet(db: Db, body: z.output<typeof magnetCreateBody>): Promise<MagnetLink> {
  const parsed = parseMagnet(body.uri);
  // The body schema ran the same parser; this keeps the types honest.
  if (!parsed.ok) throw badRequest('uri', parsed.reason);
  const { infoHash, name, trackers, length } = parsed.magnet;
  if (await findMagnetByHash(db, infoHash)) throw duplicate();
  try {
    return await insertMagnet(db, { uri: body.uri, infoHash, name, trackers, length, tags: body.tags });
  } catch (error) {
    // A concurrent paste of the same hash passed the check above; the unique index refuses it.
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

/** With the version the dialog loaded, tags saved meanwhile answer 409 with the link (docs/edit-conflicts.md). */
export function setMagnetTags(
  db: Db,
  id: number,
  body: z.output<typeof magnetTagsBody>,
): Promise<MagnetLink> {
  return guardEdit(
    () =>
      db.transaction(async (tx) => {
        await claimVersion(tx, magnetLinks, id, body.version);
        const updated = await updateMagnetTags(tx, id, body.tags);
        if (!updated) throw notFound(MAGNET_NOT_FOUND_TEXT);
        return updated;
      }),
    () => getMagnet(db, id),
  );
}

export async function removeMagnet(db: Queryable, id: number): Promise<void> {
  if (!(await deleteMagnet(db, id))) throw notFound(MAGNET_NOT_FOUND_TEXT);
}
