import {
  LICENCE_NOT_FOUND_TEXT,
  type Licence,
  type LicenceListAnswer,
  type LicenceListQuery,
  type licenceBody,
  type licenceUpdateBody,
} from '@app/contracts';
import type { z } from 'zod';
import type { Db, Queryable } from '../../db/client.ts';
import { licences } from '../../db/schema/index.ts';
import { claimVersion, guardEdit } from '../../lib/edit-version.ts';
import { badRequest, conflict, HttpError, isUniqueViolation, notFound } from '../../lib/errors.ts';
import { totalPages } from '../../lib/paging.ts';
import {
  assignUsers,
  deleteLicence as deleteLicenceRow,
  existingUserIds,
  expiringLicences as expiringRows,
  findLicence,
  idsByKey,
  insertLicence,
  type LicenceRow,
  licenceCall,
  licenceList,
  lockLicence,
  replaceLicence,
  withDaysLeft,
} from './licence.repository.ts';

export type LicenceData = z.output<typeof licenceBody>;
type LicenceUpdateData = z.output<typeof licenceUpdateBody>;

/** Today's date in UTC, which every status and count of days is measured from. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

export const KEY_TAKEN = 'is already taken by another licence';

/** The reason a licence with `users` assigned users does not fit `seats`, or null when it does. */
export function seatsProblem(users: number, seats: number): string | null {
  if (users <= seats) return null;
  return `has ${users} users for ${seats} ${seats === 1 ? 'seat' : 'seats'}: remove users or add seats`;
}

const rowOf = ({ assignedUserIds: _ids, ...data }: LicenceData): LicenceRow => data;

/** The trigger of migration 0022 refuses more assigned users than seats, whoever wrote them. */
function isSeatViolation(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = e?.code ?? e?.cause?.code;
  const constraint = e?.constraint ?? e?.cause?.constraint;
  return code === '23514' && constraint === 'licence_users_within_seats';
}

/** A concurrent write that slipped past the early checks still gets a clear 400/409, never a 500. */
export function raceToAnswer(error: unknown): unknown {
  if (isSeatViolation(error))
    return badRequest('assignedUserIds', 'has more users than the licence has seats');
  if (isUniqueViolation(error)) return conflict('licenceKey', KEY_TAKEN);
  const e = error as { code?: string; cause?: { code?: string } };
  if ((e?.code ?? e?.cause?.code) === '23503') return badRequest('assignedUserIds', 'holds an unknown user');
  return error;
}

/** The distinct assigned users, after checking they exist and fit the seats. */
async function checkedUsers(db: Queryable, data: LicenceData): Promise<number[]> {
  const ids = [...new Set(data.assignedUserIds)];
  const known = await existingUserIds(db, ids);
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0)
    throw badRequest('assignedUserIds', `holds unknown user ids: ${unknown.join(', ')}`);
  const problem = seatsProblem(ids.length, data.seats);
  if (problem) throw badRequest('assignedUserIds', problem);
  return ids;
}

async function assertKeyFree(db: Queryable, key: string, exceptId?: number) {
  const holder = (await idsByKey(db, [key])).get(key);
  if (holder !== undefined && holder !== exceptId) throw conflict('licenceKey', KEY_TAKEN);
}

export async function listLicencesPage(db: Db, query: LicenceListQuery): Promise<LicenceListAnswer> {
  const today = todayUtc();
  const { rows, total, totalIsEstimate } = await licenceList.page(db, licenceCall({ ...query, today }));
  return {
    licences: rows.map((row) => withDaysLeft(row, today)),
    totalLicences: total,
    totalPages: totalPages(total, query.itemsPerPage),
    page: query.page,
    ...(totalIsEstimate ? { totalIsEstimate } : {}),
  };
}

export async function getLicence(db: Queryable, id: number): Promise<Licence> {
  const found = await findLicence(db, id, todayUtc());
  if (!found) throw notFound(LICENCE_NOT_FOUND_TEXT);
  return found;
}

/** Creates a licence with its users in one transaction. */
export async function createLicence(db: Db, data: LicenceData): Promise<Licence> {
  try {
    const id = await db.transaction(async (tx) => {
      await assertKeyFree(tx, data.licenceKey);
      const userIds = await checkedUsers(tx, data);
      const created = await insertLicence(tx, rowOf(data));
      await assignUsers(tx, created, userIds);
      return created;
    });
    return await getLicence(db, id);
  } catch (error) {
    throw error instanceof HttpError ? error : raceToAnswer(error);
  }
}

/**
 * Replaces every field and the assigned users; the licence row stays locked until the commit. With the
 * version the form loaded, a licence saved meanwhile answers 409 with it as it is now.
 */
export async function updateLicence(db: Db, id: number, data: LicenceUpdateData): Promise<Licence> {
  const { version, ...body } = data;
  await guardEdit(
    async () => {
      try {
        await db.transaction(async (tx) => {
          await claimVersion(tx, licences, id, version);
          if (!(await lockLicence(tx, id))) throw notFound(LICENCE_NOT_FOUND_TEXT);
          await assertKeyFree(tx, body.licenceKey, id);
          const userIds = await checkedUsers(tx, body);
          await replaceLicence(tx, id, rowOf(body), userIds);
        });
      } catch (error) {
        throw error instanceof HttpError ? error : raceToAnswer(error);
      }
    },
    () => getLicence(db, id),
  );
  return getLicence(db, id);
}

export async function deleteLicence(db: Db, id: number): Promise<void> {
  if (!(await deleteLicenceRow(db, id))) throw notFound(LICENCE_NOT_FOUND_TEXT);
}

/** The page's warning and the navbar's notifications: what expires within 30 days. */
export function expiringLicences(db: Queryable, limit = 20) {
  return expiringRows(db, todayUtc(), limit);
}
