import {
  CRM_RECENT_USERS,
  CRM_SIGNUP_MONTHS,
  type UserStatus,
  userPlans,
  userStatuses,
} from '@app/contracts';
import { and, count, desc, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { permissions, roles, sessions, users } from '../../db/schema/index.ts';

const int = (expr: SQL) => sql<number>`(${expr})::int`;

/** Raw SQL for what the query builder cannot say (values lists, generate_series); both drivers answer `rows`. */
async function rowsOf<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

export async function countTotals(db: Queryable) {
  const [row] = await db
    .select({
      users: int(sql`count(*)`),
      active: int(sql`count(*) filter (where ${users.status} = 'active')`),
      pending: int(sql`count(*) filter (where ${users.status} = 'pending')`),
      inactive: int(sql`count(*) filter (where ${users.status} = 'inactive')`),
      roles: int(sql`(select count(*) from ${roles})`),
      permissions: int(sql`(select count(*) from ${permissions})`),
    })
    .from(users);
  return row;
}

/** Every role, the ones nobody holds included, most users first. */
export function countUsersByRole(db: Queryable) {
  return db
    .select({ role: roles.name, count: int(sql`count(${users.id})`) })
    .from(roles)
    .leftJoin(users, eq(users.roleId, roles.id))
    .groupBy(roles.id, roles.name)
    .orderBy(desc(count(users.id)), roles.name);
}

/** Counts of a column over a fixed list of values, in the list's order, zero for values nobody has. */
async function countByValues(db: Queryable, column: SQL, values: readonly string[]) {
  const list = sql.join(
    values.map((v, i) => sql`(${v}::text, ${i}::int)`),
    sql`, `,
  );
  return rowsOf<{ value: string; count: number }>(
    db,
    sql`
    select v.value, count(${users.id})::int as count
    from (values ${list}) as v(value, position)
    left join ${users} on ${column} = v.value
    group by v.value, v.position
    order by v.position`,
  );
}

export async function countUsersByStatus(db: Queryable) {
  const rows = await countByValues(db, sql`${users.status}`, userStatuses);
  return rows.map((r) => ({ status: r.value as UserStatus, count: r.count }));
}

export async function countUsersByPlan(db: Queryable) {
  const rows = await countByValues(db, sql`${users.currentPlan}`, userPlans);
  return rows.map((r) => ({ plan: r.value, count: r.count }));
}

/** Sign-ups per UTC calendar month, the last CRM_SIGNUP_MONTHS months up to this one, empty months as 0. */
export function countSignupsByMonth(db: Queryable) {
  return rowsOf<{ month: string; count: number }>(
    db,
    sql`
    select to_char(m.start, 'YYYY-MM') as month, count(${users.id})::int as count
    from generate_series(
      date_trunc('month', now() at time zone 'UTC') - make_interval(months => ${CRM_SIGNUP_MONTHS - 1}),
      date_trunc('month', now() at time zone 'UTC'),
      interval '1 month'
    ) as m(start)
    left join ${users}
      on ${users.createdAt} >= m.start at time zone 'UTC'
     and ${users.createdAt} < (m.start + interval '1 month') at time zone 'UTC'
    group by m.start
    order by m.start`,
  );
}

export async function findRecentUsers(db: Queryable) {
  const rows = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      role: roles.name,
      avatar: users.avatar,
      status: users.status,
      createdAt: users.createdAt,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(CRM_RECENT_USERS);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

export async function countActiveSessions(db: Queryable) {
  const [row] = await db
    .select({ count: int(sql`count(*)`) })
    .from(sessions)
    .where(and(isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)));
  return row.count;
}
