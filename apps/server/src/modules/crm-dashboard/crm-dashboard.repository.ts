import {
  CRM_ACTIVE_PROJECTS,
  CRM_ACTIVITY_ITEMS,
  CRM_RECENT_TRANSACTIONS,
  CRM_RECENT_USERS,
  CRM_SIGNUP_MONTHS,
  type CrmActivityKind,
  type UserStatus,
  userPlans,
  userStatuses,
} from '@app/contracts';
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import {
  analyticsProjects,
  clients,
  invoicePayments,
  invoices,
  permissions,
  roles,
  sessions,
  users,
} from '../../db/schema/index.ts';
import { periodRows } from '../../lib/summary-period.ts';

/** Users per value of a summary column over a fixed list of values, in the list's order, zero for none. */
function countsByValues(column: 'status' | 'current_plan', values: readonly string[], key: string) {
  const list = sql.join(
    values.map((v, i) => sql`(${v}::text, ${i}::int)`),
    sql`, `,
  );
  return sql`(select json_agg(json_build_object(${key}::text, v.value, 'count', v.n) order by v.position)
    from (select v.value, v.position, coalesce(sum(s.users), 0)::int as n
      from (values ${list}) as v(value, position)
      left join user_count_summary s on s.${sql.raw(column)} = v.value
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
 * Every count of the CRM dashboard in one statement (one round trip, one snapshot), from the users'
 * summary tables (migration 0019) that the triggers of `users` keep: a few dozen rows whatever the
 * number of users. Roles come all of them, the ones nobody holds included, most users first; statuses
 * and plans in the contract's order; sign-ups per UTC month for the last CRM_SIGNUP_MONTHS months,
 * empty months as 0. Sessions are counted directly (the live ones, through their index).
 */
export async function countFigures(db: Queryable) {
  const result = (await db.execute(sql`
    select
      (select json_build_object('users', coalesce(sum(users), 0),
          'active', coalesce(sum(users) filter (where status = 'active'), 0),
          'pending', coalesce(sum(users) filter (where status = 'pending'), 0),
          'inactive', coalesce(sum(users) filter (where status = 'inactive'), 0),
          'roles', (select count(*) from ${roles}), 'permissions', (select count(*) from ${permissions}))
        from user_count_summary) as totals,
      (select json_agg(json_build_object('role', r.name, 'count', r.n) order by r.n desc, r.name)
        from (select ${roles.name} as name, coalesce(sum(s.users), 0)::int as n
          from ${roles} left join user_count_summary s on s.role_id = ${roles.id}
          group by ${roles.id}, ${roles.name}) r) as by_role,
      ${countsByValues('status', userStatuses, 'status')} as by_status,
      ${countsByValues('current_plan', userPlans, 'plan')} as by_plan,
      (select json_agg(json_build_object('month', to_char(m.start, 'YYYY-MM'), 'count', m.n) order by m.start)
        from (select m.start, coalesce(sum(d.users), 0)::int as n
          from generate_series(
            date_trunc('month', now() at time zone 'UTC') - make_interval(months => ${CRM_SIGNUP_MONTHS - 1}),
            date_trunc('month', now() at time zone 'UTC'),
            interval '1 month'
          ) as m(start)
          left join user_signup_month_summary d on d.month = m.start::date
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

/** The reader's reach on a subject a card lists (decision 015): `reach` undefined for every row. */
export type CardScope = { reach?: SQL };

export async function findRecentUsers(db: Queryable, scope: CardScope) {
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
    .where(scope.reach)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(CRM_RECENT_USERS);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

type Period = { from: string; to: string };
const PAID = sql.raw('payment = 1');
const COUNTRY_COLUMNS = ['country', 'country_code', 'orders', 'spent_cents'];

async function rowsOf<T>(db: Queryable, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}

/**
 * Orders, sales (every order's amount) and revenue (paid orders, payment 1) of a period, and its
 * sign-ups: whole months from the per-month summaries, the partial months at the edges from the
 * per-day ones (`periodRows`, migration 0030), a few hundred rows whatever the order count.
 */
export async function salesOf(db: Queryable, p: Period) {
  const [row] = await rowsOf<{ orders: number; sales: number; revenue: number; signups: number }>(
    db,
    sql`select coalesce(sum(orders), 0)::bigint as orders, coalesce(sum(spent_cents::float8), 0)::bigint as sales,
        coalesce(sum(spent_cents::float8) filter (where ${PAID}), 0)::bigint as revenue,
        (select coalesce(sum(users), 0) from ${periodRows(p, 'user_signup', ['users'])} u)::int as signups
      from ${periodRows(p, 'order', ['payment', 'orders', 'spent_cents'])} r`,
  );
  return {
    orders: Number(row.orders),
    sales: Number(row.sales) / 100,
    revenue: Number(row.revenue) / 100,
    signups: Number(row.signups),
  };
}

/**
 * Orders, sales and revenue per day or per UTC month of the period, every bucket present, oldest
 * first. Per month, the whole months are month rows and the partial ones at the edges their days.
 */
export async function earningsOf(db: Queryable, p: Period, bucket: 'day' | 'month') {
  const unit = sql.raw(`'${bucket}'`);
  const format = sql.raw(bucket === 'day' ? `'YYYY-MM-DD'` : `'YYYY-MM'`);
  const summaryRows =
    bucket === 'day'
      ? sql`(select day as start, payment, orders, spent_cents from order_day_summary
          where day between ${p.from}::date and ${p.to}::date)`
      : periodRows(p, 'order', ['payment', 'orders', 'spent_cents']);
  const rows = await rowsOf<{ key: string; orders: number; sales: number; revenue: number }>(
    db,
    sql`select to_char(b.start, ${format}) as key, coalesce(s.orders, 0)::bigint as orders,
        coalesce(s.sales, 0)::bigint as sales, coalesce(s.revenue, 0)::bigint as revenue
      from generate_series(date_trunc(${unit}, ${p.from}::date), ${p.to}::date, ('1 ' || ${unit})::interval) as b(start)
      left join (
        select date_trunc(${unit}, r.start) as start, sum(orders) as orders, sum(spent_cents::float8) as sales,
          sum(spent_cents::float8) filter (where ${PAID}) as revenue
        from ${summaryRows} r group by 1
      ) s on s.start = b.start
      order by b.start`,
  );
  return rows.map((r) => ({
    key: r.key,
    orders: Number(r.orders),
    sales: Number(r.sales) / 100,
    revenue: Number(r.revenue) / 100,
  }));
}

/**
 * The period's orders and sales per customer country, with the previous period's sales beside them;
 * each period read as its whole months' and edge days' rows.
 */
export async function salesByCountryOf(db: Queryable, p: Period, before: Period) {
  const rows = await rowsOf<{
    country: string;
    code: string;
    orders: number;
    sales: number;
    previous: number;
  }>(
    db,
    sql`select country, country_code as code,
        coalesce(sum(orders) filter (where current), 0)::bigint as orders,
        coalesce(sum(spent_cents::float8) filter (where current), 0)::bigint as sales,
        coalesce(sum(spent_cents::float8) filter (where not current), 0)::bigint as previous
      from (select true as current, * from ${periodRows(p, 'order_country', COUNTRY_COLUMNS)} c
            union all
            select false, * from ${periodRows(before, 'order_country', COUNTRY_COLUMNS)} b) r
      group by country, country_code
      having coalesce(sum(orders) filter (where current), 0) > 0
      order by sales desc, country`,
  );
  return rows.map((r) => ({
    country: r.country,
    countryCode: r.code,
    orders: Number(r.orders),
    sales: Number(r.sales) / 100,
    previousSales: Number(r.previous) / 100,
  }));
}

/** The analytics projects by state, and the unfinished ones furthest along first (7 demo rows; a small table). */
export async function projectsOf(db: Queryable) {
  const [status] = await rowsOf<{
    total: number;
    not_started: number;
    in_progress: number;
    completed: number;
    average: number | null;
  }>(
    db,
    sql`select count(*)::int as total, (count(*) filter (where ${analyticsProjects.progress} = 0))::int as not_started,
        (count(*) filter (where ${analyticsProjects.progress} between 1 and 99))::int as in_progress,
        (count(*) filter (where ${analyticsProjects.progress} = 100))::int as completed,
        round(avg(${analyticsProjects.progress}), 1)::float8 as average
      from ${analyticsProjects}`,
  );
  const active = await db
    .select({
      id: analyticsProjects.id,
      name: analyticsProjects.name,
      logo: analyticsProjects.logo,
      leader: analyticsProjects.leader,
      progress: analyticsProjects.progress,
    })
    .from(analyticsProjects)
    .where(sql`${analyticsProjects.progress} < 100`)
    .orderBy(desc(analyticsProjects.progress), analyticsProjects.id)
    .limit(CRM_ACTIVE_PROJECTS);
  return {
    projectStatus: {
      total: status.total,
      notStarted: status.not_started,
      inProgress: status.in_progress,
      completed: status.completed,
      averageProgress: Number(status.average ?? 0),
    },
    activeProjects: active,
  };
}

/** The newest invoice payments, by id (the order they were written in). */
export async function recentTransactionsOf(db: Queryable, scope: CardScope) {
  const rows = await db
    .select({
      id: invoicePayments.id,
      invoiceId: invoicePayments.invoiceId,
      client: clients.name,
      method: invoicePayments.method,
      amountCents: invoicePayments.amountCents,
      paidOn: invoicePayments.paidOn,
    })
    .from(invoicePayments)
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .where(scope.reach)
    .orderBy(desc(invoicePayments.id))
    .limit(CRM_RECENT_TRANSACTIONS);
  return rows.map(({ amountCents, ...r }) => ({ ...r, amount: Number(amountCents) / 100 }));
}

const EVENT_KINDS: Record<string, CrmActivityKind> = {
  placed: 'order-placed',
  status: 'order-status',
  items: 'order-items',
  payment: 'order-payment',
};

/** Each source of the timeline the reader may read, with their reach; null: left out. */
export type ActivityScopes = {
  orders: CardScope | null;
  users: CardScope | null;
  invoices: CardScope | null;
};

/**
 * The activity timeline: the newest rows of three tables that record writes, merged by time. Order
 * events are written by every order change (placed, status, items, payment, with who did it); users
 * and invoice payments by their creation. Each source reads its newest rows by primary key (the
 * order of writing), so the cost does not grow with the tables. A source the reader may not read is
 * left out; one they may read in part is filtered by their rules.
 */
export async function activityOf(db: Queryable, scopes: ActivityScopes) {
  const where = (scope: CardScope) => scope.reach ?? sql`true`;
  const { orders, users: people, invoices: paid } = scopes;
  const sources = [
    orders &&
      sql`(select e.kind, orders.order_number::text as subject, coalesce(e.status, '') as detail,
          u.full_name as actor, e.created_at as at, e.id
        from order_events e join orders on orders.id = e.order_id left join users u on u.id = e.actor_id
        where ${where(orders)} order by e.id desc limit ${CRM_ACTIVITY_ITEMS})`,
    people &&
      sql`(select 'user' as kind, users.full_name as subject, '' as detail, null as actor,
          users.created_at as at, users.id
        from users where ${where(people)} order by users.id desc limit ${CRM_ACTIVITY_ITEMS})`,
    paid &&
      (paid.reach
        ? sql`(select 'invoice' as kind, p.invoice_id::text as subject, p.method as detail, null as actor,
              p.created_at as at, p.id
            from invoice_payments p join invoices on invoices.id = p.invoice_id
            where ${paid.reach} order by p.id desc limit ${CRM_ACTIVITY_ITEMS})`
        : sql`(select 'invoice' as kind, p.invoice_id::text as subject, p.method as detail, null as actor,
              p.created_at as at, p.id
            from invoice_payments p order by p.id desc limit ${CRM_ACTIVITY_ITEMS})`),
  ].filter((source): source is SQL => Boolean(source));
  if (sources.length === 0) return [];
  const rows = await rowsOf<{
    kind: string;
    id: number;
    subject: string;
    detail: string | null;
    actor: string | null;
    at: string | Date;
  }>(
    db,
    sql`select * from (${sql.join(sources, sql` union all `)}) a
      order by at desc, id desc limit ${CRM_ACTIVITY_ITEMS}`,
  );
  const sourceOf = (kind: string) =>
    kind === 'user' ? 'user' : kind === 'invoice' ? 'invoice-payment' : 'order-event';
  return rows.map((r) => ({
    id: `${sourceOf(r.kind)}:${r.id}`,
    kind:
      r.kind === 'user'
        ? ('user-created' as const)
        : r.kind === 'invoice'
          ? ('invoice-paid' as const)
          : EVENT_KINDS[r.kind],
    subject: r.subject,
    detail: r.detail ?? '',
    actor: r.actor,
    at: new Date(r.at).toISOString(),
  }));
}
