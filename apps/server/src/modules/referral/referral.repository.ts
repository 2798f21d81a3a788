import {
  formatDollars,
  type Referral,
  type ReferralStatsAnswer,
  type ReferralStatus,
  referralStatuses,
} from '@app/contracts';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client.ts';
import { customers, referrals } from '../../db/schema/index.ts';
import { defineList } from '../../lib/list-query.ts';
import { textSearch } from '../../lib/search.ts';

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
 * The referral list, declared once (lib/list-query.ts). Paging and counting read the referrals table
 * alone: q looks the customers up by a trigram search of name and e-mail (an id lookup in the form
 * chosen for the page or the count); they are joined for the page's rows only, or to sort by name.
 */
export const referralList = defineList({
  name: 'referrals',
  table: referrals,
  id: referrals.id,
  columns,
  toItem: toReferral,
  join: (rows) => rows.innerJoin(customers, eq(customers.id, referrals.customerId)),
  changes: ['referrals', 'customers'],
  filters: {
    status: { where: (v) => eq(referrals.status, v), index: 'referrals_status_idx (status, id)' },
  },
  search: {
    through: (q) => [
      {
        fk: referrals.customerId,
        table: customers,
        id: customers.id,
        match: textSearch(q, [customers.name, customers.email]),
      },
    ],
    index: 'customers_{name,email}_trgm_idx, referrals_customer_idx (customer_id, id)',
  },
  sorts: {
    // By name, ties go by customer: the customers' (name, id) index feeds their referrals in order.
    users: {
      by: customers.name,
      tiebreak: [customers.id],
      join: (ids) => ids.innerJoin(customers, eq(customers.id, referrals.customerId)),
      index: 'customers_name_idx (name, id), referrals_customer_idx (customer_id, id)',
    },
    'referred-id': { by: referrals.referredId, index: 'referrals_referred_idx (referred_id, id)' },
    earning: { by: referrals.earningCents, index: 'referrals_earning_idx (earning_cents, id)' },
    value: { by: referrals.valueCents, index: 'referrals_value_idx (value_cents, id)' },
    status: { by: referrals.status, index: 'referrals_status_idx (status, id)' },
  },
});

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
