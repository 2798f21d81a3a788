import type { UserStatsAnswer } from '@app/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { roles, userCountSummary, userSignupMonthSummary, users } from '../../db/schema/index.ts';
import { userColumns } from './user.repository.ts';

type Count = { key: string; count: number };

// The counts read the users' summary tables (migration 0019, kept by the triggers of `users`): a few
// dozen rows whatever the number of users, equal to the raw counts (test/dashboard-summaries.ts).

export function countByStatus(db: Queryable): Promise<Count[]> {
  return db
    .select({ key: userCountSummary.status, count: sql<number>`sum(${userCountSummary.users})::int` })
    .from(userCountSummary)
    .groupBy(userCountSummary.status);
}

export function countByPlan(db: Queryable): Promise<Count[]> {
  return db
    .select({ key: userCountSummary.currentPlan, count: sql<number>`sum(${userCountSummary.users})::int` })
    .from(userCountSummary)
    .groupBy(userCountSummary.currentPlan);
}

/** Every role, including those nobody holds yet. */
export function countByRole(db: Queryable): Promise<Count[]> {
  return db
    .select({ key: roles.name, count: sql<number>`coalesce(sum(${userCountSummary.users}), 0)::int` })
    .from(roles)
    .leftJoin(userCountSummary, eq(userCountSummary.roleId, roles.id))
    .groupBy(roles.id, roles.name)
    .orderBy(roles.id);
}

export async function recentUsers(db: Queryable, limit: number): Promise<UserStatsAnswer['recent']> {
  const rows = await db
    .select({ ...userColumns, createdAt: users.createdAt })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** Sign-ups per UTC month over the last `months` months (the per-month summary, migration 0030), oldest first, empty months included. */
export function signupsByMonth(db: Queryable, months: number): Promise<UserStatsAnswer['signupsByMonth']> {
  const series = sql`generate_series(
    date_trunc('month', now() at time zone 'UTC') - make_interval(months => ${months - 1}),
    date_trunc('month', now() at time zone 'UTC'),
    interval '1 month'
  ) as m(month)`;
  return db
    .select({
      month: sql<string>`to_char(m.month, 'YYYY-MM')`,
      count: sql<number>`coalesce(sum(${userSignupMonthSummary.users}), 0)::int`,
    })
    .from(series)
    .leftJoin(userSignupMonthSummary, sql`${userSignupMonthSummary.month} = m.month::date`)
    .groupBy(sql`m.month`)
    .orderBy(sql`m.month`);
}
