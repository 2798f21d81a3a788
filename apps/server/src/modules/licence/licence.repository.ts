import {
  EXPIRING_WITHIN_DAYS,
  type Licence,
  type LicenceListQuery,
  type LicenceProduct,
  type LicenceStatus,
  type LicenceUser,
} from '@app/contracts';
import { and, asc, eq, gt, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { licences, licenceUsers, users } from '../../db/schema/index.ts';
import { defineList } from '../../lib/list-query.ts';

/** The list's query without its paging, and today's date (UTC), which the status is measured from. */
export type LicenceFilter = Omit<LicenceListQuery, 'page' | 'itemsPerPage'> & { today: string };
export type LicenceRow = Omit<typeof licences.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'version'>;

/** The last day that still counts as "expiring", as SQL on today's date. */
const horizon = (today: string) => sql`(${today}::date + ${sql.raw(String(EXPIRING_WITHIN_DAYS))})`;

/** Each status is a range of the expiry date, which the (expires_on, id) indexes answer. */
function statusCondition(status: LicenceStatus, today: string): SQL | undefined {
  if (status === 'expired') return lt(licences.expiresOn, today);
  if (status === 'expiring')
    return and(gte(licences.expiresOn, today), lte(licences.expiresOn, horizon(today)));
  return gt(licences.expiresOn, horizon(today));
}

/** The last day that still counts as "expiring", as an ISO date. */
const horizonDate = (today: string) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + EXPIRING_WITHIN_DAYS * 86_400_000).toISOString().slice(0, 10);

/** A list call: the status as its range of expiry dates from today (the list's filters). */
export function licenceCall<Q extends LicenceFilter>({ status, today, ...query }: Q) {
  const horizon = horizonDate(today);
  if (status === 'expired') return { ...query, expiresBefore: today };
  if (status === 'expiring') return { ...query, expiresFrom: today, expiresUpTo: horizon };
  if (status === 'active') return { ...query, expiresAfter: horizon };
  return query;
}

const assignedUsersJson = sql<LicenceUser[]>`coalesce((
  select json_agg(json_build_object('id', u.id, 'fullName', u.full_name, 'email', u.email, 'avatar', u.avatar)
    order by u.full_name, u.id)
  from ${licenceUsers} lu join ${users} u on u.id = lu.user_id
  where lu.licence_id = "licences"."id"), '[]'::json)`;

/** A licence's columns without its days left (which depend on today). */
/** The licence's own fields, as the list and the export (licence-export.ts) read them. */
export const licenceFields = {
  product: sql<LicenceProduct>`${licences.product}`,
  licensee: licences.licensee,
  licenceKey: licences.licenceKey,
  seats: licences.seats,
  expiresOn: licences.expiresOn,
  notes: licences.notes,
};

const columns = {
  id: licences.id,
  ...licenceFields,
  assignedUsers: assignedUsersJson,
  updatedAt: licences.updatedAt,
  version: licences.version,
};

export const licenceColumns = (today: string) => ({
  ...columns,
  daysLeft: sql<number>`(${licences.expiresOn} - ${today}::date)::int`,
});

type Selected = Omit<Licence, 'status' | 'updatedAt'> & { updatedAt: Date };

export function statusOf(daysLeft: number): LicenceStatus {
  if (daysLeft < 0) return 'expired';
  return daysLeft <= EXPIRING_WITHIN_DAYS ? 'expiring' : 'active';
}

const toLicence = (row: Selected): Licence => ({
  ...row,
  status: statusOf(row.daysLeft),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * The licences as a list, declared once (lib/list-query.ts): soonest expiry first by default; the
 * assigned users of the page's licences only are read. The status filter is a range of expiry dates
 * (licenceCall); the days left are worked out from today by `withDaysLeft`.
 */
export const licenceList = defineList({
  name: 'licences',
  table: licences,
  id: licences.id,
  columns,
  toItem: (row) => row,
  idsFirst: true,
  defaultSort: { sortBy: 'expiresOn', orderBy: 'asc' },
  filters: {
    product: { where: (v) => eq(licences.product, v), index: 'licences_product_expires_on_idx' },
    expiresBefore: { where: (v) => lt(licences.expiresOn, v), index: 'licences_expires_on_idx' },
    expiresFrom: { where: (v) => gte(licences.expiresOn, v), index: 'licences_expires_on_idx' },
    expiresUpTo: { where: (v) => lte(licences.expiresOn, v), index: 'licences_expires_on_idx' },
    expiresAfter: { where: (v) => gt(licences.expiresOn, v), index: 'licences_expires_on_idx' },
  },
  search: {
    text: [licences.licensee, licences.licenceKey],
    index: 'licences_licensee_trgm_idx, licences_licence_key_trgm_idx',
  },
  sorts: {
    expiresOn: { by: licences.expiresOn, index: 'licences_expires_on_idx (expires_on, id)' },
    licensee: { by: licences.licensee, index: 'licences_licensee_idx (licensee, id)' },
    product: { by: licences.product, index: 'licences_product_expires_on_idx' },
    seats: { by: licences.seats, index: 'none: the filtered rows are sorted' },
  },
});

/** A listed licence with its days left from `today` (UTC) and its status. */
export function withDaysLeft(row: Omit<Selected, 'daysLeft'>, today: string): Licence {
  const daysLeft = Math.round((Date.parse(row.expiresOn) - Date.parse(today)) / 86_400_000);
  return toLicence({ ...row, daysLeft });
}

export async function findLicence(db: Queryable, id: number, today: string): Promise<Licence | null> {
  const [row] = await db.select(licenceColumns(today)).from(licences).where(eq(licences.id, id));
  return row ? toLicence(row) : null;
}

/** Locks the licence for the rest of the transaction; false when it does not exist. */
export async function lockLicence(db: Queryable, id: number): Promise<boolean> {
  const rows = await db.select({ id: licences.id }).from(licences).where(eq(licences.id, id)).for('update');
  return rows.length > 0;
}

/** The ids of the licences holding these keys, by key. */
export async function idsByKey(db: Queryable, keys: string[]): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ id: licences.id, key: licences.licenceKey })
    .from(licences)
    .where(inArray(licences.licenceKey, keys));
  return new Map(rows.map((r) => [r.key, r.id]));
}

/** Which of these user ids exist. */
export async function existingUserIds(db: Queryable, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** The ids of the users with these e-mail addresses (compared in lower case), by address. */
export async function userIdsByEmail(db: Queryable, emails: string[]): Promise<Map<string, number>> {
  if (emails.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
  return new Map(rows.map((r) => [r.email, r.id]));
}

export async function insertLicence(db: Queryable, row: LicenceRow): Promise<number> {
  const [created] = await db.insert(licences).values(row).returning({ id: licences.id });
  return created.id;
}

/**
 * Replaces a licence's fields and assigned users: the old assignments go first, so lowering the seats
 * together with the users passes the database's seat check (migration's trigger).
 */
export async function replaceLicence(db: Queryable, id: number, row: LicenceRow, userIds: number[]) {
  await db.delete(licenceUsers).where(eq(licenceUsers.licenceId, id));
  await db
    .update(licences)
    .set({ ...row, updatedAt: sql`now()` })
    .where(eq(licences.id, id));
  await assignUsers(db, id, userIds);
}

export async function assignUsers(db: Queryable, licenceId: number, userIds: number[]): Promise<void> {
  if (userIds.length === 0) return;
  await db.insert(licenceUsers).values(userIds.map((userId) => ({ licenceId, userId })));
}

export async function deleteLicence(db: Queryable, id: number): Promise<boolean> {
  const rows = await db.delete(licences).where(eq(licences.id, id)).returning({ id: licences.id });
  return rows.length > 0;
}

/** What expires from today to the horizon, soonest first, at most `limit`, and how many in all. */
export async function expiringLicences(db: Queryable, today: string, limit: number) {
  const where = statusCondition('expiring', today);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({
        id: licences.id,
        product: sql<LicenceProduct>`${licences.product}`,
        licensee: licences.licensee,
        licenceKey: licences.licenceKey,
        expiresOn: licences.expiresOn,
        daysLeft: sql<number>`(${licences.expiresOn} - ${today}::date)::int`,
      })
      .from(licences)
      .where(where)
      .orderBy(asc(licences.expiresOn), asc(licences.id))
      .limit(limit),
    db.select({ n: sql<number>`count(*)::int` }).from(licences).where(where),
  ]);
  return { licences: rows, total: n };
}
