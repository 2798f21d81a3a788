import {
  CRM_RECENT_USERS,
  CRM_SIGNUP_MONTHS,
  type UserStatus,
  userPlans,
  userStatuses,
} from '@app/contracts';
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { permissions, roles, sessions, users } from '../../db/schema/index.ts';

/** Counts of a column over a fixed list of values, in the list's order, zero for values nobody has. */
function countsByValues(column: SQL, values: readonly string[], key: string) {
  const list = sql.join(
    values.map((v, i) => sql`(${v}::text, ${i}::int)`),
    sql`, `,
  );
  return sql`(select json_agg(json_build_object(${key}::text, v.value, 'count', v.n) order by v.position)
    from (select v.value, v.position, count(${users.id})::int as n
      from (values ${list}) as v(value, position)
      left join ${users} on ${column} = v.value
      group by v.value, v.position) v)`;
}

type Figures = {
  totals: {
    users: number;
    active: number;
    pending: number;
    inactive: number;
    roles: number;
    permissions: number;
  };
  by_role: { role: string; count: number }[];
  by_status: { status: string; count: number }[];
  by_plan: { plan: string; count: number }[];
  signups: { month: string; count: number }[];
  sessions: number;
};

/**
 * Every count of the CRM dashboard in one statement (one round trip, one snapshot): the user, role,
 * permission and session tables hold people, not orders, so they are counted directly. Roles come
 * all of them, the ones nobody holds included, most users first; statuses and plans in the
 * contract's order; sign-ups per UTC month for the last CRM_SIGNUP_MONTHS months, empty months as 0.
 */
export async function countFigures(db: Queryable) {
  const result = (await db.execute(sql`
    select
      (select json_build_object('users', count(*), 'active', count(*) filter (where ${users.status} = 'active'),
          'pending', count(*) filter (where ${users.status} = 'pending'),
          'inactive', count(*) filter (where ${users.status} = 'inactive'),
          'roles', (select count(*) from ${roles}), 'permissions', (select count(*) from ${permissions}))
        from ${users}) as totals,
      (select json_agg(json_build_object('role', r.name, 'count', r.n) order by r.n desc, r.name)
        from (select ${roles.name} as name, count(${users.id})::int as n
          from ${roles} left join ${users} on ${users.roleId} = ${roles.id}
          group by ${roles.id}, ${roles.name}) r) as by_role,
      ${countsByValues(sql`${users.status}`, userStatuses, 'status')} as by_status,
      ${countsByValues(sql`${users.currentPlan}`, userPlans, 'plan')} as by_plan,
      (select json_agg(json_build_object('month', to_char(m.start, 'YYYY-MM'), 'count', m.n) order by m.start)
        from (select m.start, count(${users.id})::int as n
          from generate_series(
            date_trunc('month', now() at time zone 'UTC') - make_interval(months => ${CRM_SIGNUP_MONTHS - 1}),
            date_trunc('month', now() at time zone 'UTC'),
            interval '1 month'
          ) as m(start)
          left join ${users}
            on ${users.createdAt} >= m.start at time zone 'UTC'
           and ${users.createdAt} < (m.start + interval '1 month') at time zone 'UTC'
          group by m.start) m) as signups,
      (select count(*)::int from ${sessions}
        where ${sessions.revokedAt} is null and ${sessions.expiresAt} > now()) as sessions`)) as {
    rows: Figures[];
  };
  const f = result.rows[0];
  const t = f.totals;
  return {
    totals: {
      users: Number(t.users),
      active: Number(t.active),
      pending: Number(t.pending),
      inactive: Number(t.inactive),
      roles: Number(t.roles),
      permissions: Number(t.permissions),
    },
    usersByRole: (f.by_role ?? []).map((r) => ({ role: r.role, count: Number(r.count) })),
    usersByStatus: f.by_status.map((r) => ({ status: r.status as UserStatus, count: Number(r.count) })),
    usersByPlan: f.by_plan.map((r) => ({ plan: r.plan, count: Number(r.count) })),
    signupsByMonth: f.signups.map((m) => ({ month: m.month, count: Number(m.count) })),
    activeSessions: Number(f.sessions),
  };
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
