import {
  formatDollars,
  type Referral,
  type ReferralListQuery,
  type ReferralStatsAnswer,
  type ReferralStatus,
  referralStatuses,
} from '@app/contracts';
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client.ts';
import { customers, referrals } from '../../db/schema/index.ts';
import { likePattern, orderClause, pageOffset } from '../../lib/paging.ts';

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

export const referralSortColumns = {
  users: customers.name,
  'referred-id': referrals.referredId,
  earning: referrals.earningCents,
  value: referrals.valueCents,
  status: referrals.status,
};

function listFilter(query: ReferralListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(or(ilike(customers.name, pattern), ilike(customers.email, pattern)));
  }
  if (query.status) conditions.push(eq(referrals.status, query.status));
  return and(...conditions);
}

export async function countReferrals(db: Queryable, query: ReferralListQuery): Promise<number> {
  let count = db.select({ count: sql<number>`count(*)::int` }).from(referrals).$dynamic();
  if (query.q) count = count.innerJoin(customers, eq(customers.id, referrals.customerId));
  const [row] = await count.where(listFilter(query));
  return row.count;
}

export async function listReferrals(db: Queryable, query: ReferralListQuery): Promise<Referral[]> {
  const order = orderClause(
    referralSortColumns,
    query.sortBy,
    query.orderBy,
    [desc(referrals.id)],
    referrals.id,
  );
  const rows = await db
    .select(columns)
    .from(referrals)
    .innerJoin(customers, eq(customers.id, referrals.customerId))
    .where(listFilter(query))
    .orderBy(...order)
    .limit(query.itemsPerPage)
    .offset(pageOffset(query.page, query.itemsPerPage));
  return rows.map(({ valueCents, earningCents, createdAt, ...rest }) => ({
    ...rest,
    value: formatDollars(valueCents),
    earning: formatDollars(earningCents),
    valueAmount: valueCents / 100,
    earningAmount: earningCents / 100,
    createdAt: createdAt.toISOString(),
  }));
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
