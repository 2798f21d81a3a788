import {
  formatDollars,
  type Referral,
  type ReferralListQuery,
  type ReferralStatsAnswer,
  type ReferralStatus,
  referralStatuses,
} from '@app/contracts';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client.ts';
import { customers, referrals } from '../../db/schema/index.ts';
import { keptPage, keptTotal } from '../../lib/kept-searches.ts';
import { cappedCount, type ListTotal } from '../../lib/list-count.ts';
import { firstIds, orderClause, pageOfIds } from '../../lib/paging.ts';
import { type Lookup, searchThrough, textSearch } from '../../lib/search.ts';

const columns = {
  id: referrals.id,
  user: customers.name,
  customerId: customers.customerNumber,
  email: customers.email,
  avatar: customers.avatar,
  referredId: referrals.referredId,
  // A check constraint keeps status to the contract's values.
  status: sql<ReferralStatus>`${referrals.status}`,
  valueCents: referrals.valueCents,
  earningCents: referrals.earningCents,
  createdAt: referrals.createdAt,
};

/** The list's sorts; by name, ties go by customer (see orderClause: the (name, id) index feeds them in order). */
export const referralSortColumns = {
  users: [customers.name, customers.id],
  'referred-id': referrals.referredId,
  earning: referrals.earningCents,
  value: referrals.valueCents,
  status: referrals.status,
};

/**
 * The list's filters on the referrals table alone: q looks the customers up by a trigram search of
 * name and e-mail (an id lookup in the form lookupCondition chooses for the page or the count), so
 * paging and counting never join them.
 */
async function listFilter(
  db: Queryable,
  query: ReferralListQuery,
  rowsNeeded: number | 'count',
): Promise<SQL | undefined> {
  const conditions: (SQL | undefined)[] = [];
  if (query.q) {
    const lookup: Lookup = {
      fk: referrals.customerId,
      table: customers,
      id: customers.id,
      match: textSearch(query.q, [customers.name, customers.email]),
    };
    conditions.push(...(await searchThrough(db, [lookup], rowsNeeded)));
  }
  if (query.status) conditions.push(eq(referrals.status, query.status));
  return and(...conditions);
}

/**
 * A search as lib/kept-searches.ts keeps it: its values and sort, and the tables whose writes change
 * its rows (q searches the customers' names and e-mails).
 */
function keptSearch(query: ReferralListQuery) {
  if (!query.q) return undefined;
  const { q, status, sortBy, orderBy } = query;
  return {
    key: JSON.stringify(['referrals', q, status, sortBy, orderBy]),
    tables: ['referrals', 'customers'],
  };
}

/** Exact up to EXACT_COUNT_LIMIT referrals, then the planner's estimate, flagged; a search's kept with it. */
export async function countReferrals(db: Queryable, query: ReferralListQuery): Promise<ListTotal> {
  const count = async () => {
    const where = await listFilter(db, query, 'count');
    return cappedCount(db, db.select({ id: referrals.id }).from(referrals).where(where));
  };
  const search = keptSearch(query);
  return keptTotal(db, search, count);
}

/** The ids of the referrals in the list's order, joined to the customers only to sort by name. */
function orderedIds(db: Queryable, sort: Pick<ReferralListQuery, 'sortBy' | 'orderBy'>) {
  const order = orderClause(
    referralSortColumns,
    sort.sortBy,
    sort.orderBy,
    [desc(referrals.id)],
    referrals.id,
  );
  let ids = db.select({ id: referrals.id }).from(referrals).$dynamic();
  if (sort.sortBy === 'users') ids = ids.innerJoin(customers, eq(customers.id, referrals.customerId));
  return { ids, order };
}

type Row = { valueCents: number; earningCents: number; createdAt: Date } & Omit<
  Referral,
  'value' | 'earning' | 'valueAmount' | 'earningAmount' | 'createdAt'
>;

const toReferral = ({ valueCents, earningCents, createdAt, ...rest }: Row): Referral => ({
  ...rest,
  value: formatDollars(valueCents),
  earning: formatDollars(earningCents),
  valueAmount: valueCents / 100,
  earningAmount: earningCents / 100,
  createdAt: createdAt.toISOString(),
});

/**
 * One page: the ids of the page from the referrals alone (an index walk in the sort order), then the
 * customer of those rows only. Sorting by customer name needs the join, and only then is it made.
 * A search's pages come from its kept ids (lib/kept-searches.ts) while no referral or customer was
 * written since.
 */
export async function listReferrals(db: Queryable, query: ReferralListQuery): Promise<Referral[]> {
  const search = keptSearch(query);
  if (search) {
    const read = async (n: number) => {
      const { ids, order } = orderedIds(db, query);
      const where = await listFilter(db, query, n);
      return firstIds(ids, where, order, n);
    };
    const rows = (ids: number[]) =>
      db
        .select(columns)
        .from(referrals)
        .innerJoin(customers, eq(customers.id, referrals.customerId))
        .where(inArray(referrals.id, ids));
    const kept = await keptPage(db, search, query, read, rows);
    if (kept) return kept.map(toReferral);
  }
  const { ids, order } = orderedIds(db, query);
  const page = pageOfIds(ids, await listFilter(db, query, query.page * query.itemsPerPage), order, query);
  const rows = await db
    .select(columns)
    .from(page)
    .innerJoin(referrals, eq(referrals.id, page.id))
    .innerJoin(customers, eq(customers.id, referrals.customerId))
    .orderBy(...order);
  return rows.map(toReferral);
}

const cents = (expr: SQL) => sql<number>`coalesce(${expr}, 0)`.mapWith(Number);

/** Sign-ups, earnings (paid and unpaid) and value by status, in one query. */
export async function referralStats(db: Db): Promise<ReferralStatsAnswer> {
  const rows = await db
    .select({
      status: referrals.status,
      count: sql<number>`count(*)::int`,
      earning: cents(sql`sum(${referrals.earningCents})`),
      value: cents(sql`sum(${referrals.valueCents})`),
      lastMonth: sql<number>`(count(*) filter (where ${referrals.createdAt} >= now() - interval '30 days'))::int`,
    })
    .from(referrals)
    .groupBy(referrals.status);
  const of = (status: ReferralStatus) => rows.find((r) => r.status === status);
  const kept = rows.filter((r) => r.status !== 'Rejected');
  return {
    signups: rows.reduce((sum, r) => sum + r.count, 0),
    byStatus: Object.fromEntries(referralStatuses.map((s) => [s, of(s)?.count ?? 0])),
    totalEarning: kept.reduce((sum, r) => sum + r.earning, 0) / 100,
    paid: (of('Paid')?.earning ?? 0) / 100,
    unpaid: (of('Unpaid')?.earning ?? 0) / 100,
    totalValue: kept.reduce((sum, r) => sum + r.value, 0) / 100,
    lastMonth: rows.reduce((sum, r) => sum + r.lastMonth, 0),
  };
}

/**
 * The referring customer of a sign-up link's code: a customer number, else the username of a user
 * whose e-mail is a customer's (the referral page shares `/register?ref=<username>`).
 */
export async function referringCustomerId(db: Queryable, code: string): Promise<number | null> {
  const [row] = /^[0-9]{1,9}$/.test(code)
    ? await db
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.customerNumber, Number(code)))
    : await db
        .select({ id: customers.id })
        .from(customers)
        .where(
          sql`lower(${customers.email}) = (select lower(u.email) from users u where lower(u.username) = lower(${code}))`,
        );
  return row?.id ?? null;
}

/** A sign-up through a referral link: unpaid, nothing earned until the new account buys. */
export async function insertSignUpReferral(db: Queryable, customerId: number, referredUserId: number) {
  await db
    .insert(referrals)
    .values({ customerId, referredId: referredUserId, status: 'Unpaid', valueCents: 0, earningCents: 0 });
}
