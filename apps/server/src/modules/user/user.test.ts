import { type User, userSortKeys } from '@app/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, users } from '../../db/schema/index.ts';
import { call, countRows, statusesAs } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

/** Reads only: this file never changes the seeded 50 users, so its oracles hold in any order. */
describe('users: list, detail and stats', () => {
  let t: TestApp;
  let all: User[];
  beforeAll(async () => {
    t = await createTestApp();
    all = (await call(t, 'GET', '/api/apps/users?itemsPerPage=100')).json().users;
  });
  afterAll(() => t.close());

  const list = async (query: string) => {
    const res = await call(t, 'GET', `/api/apps/users?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { users: User[]; totalUsers: number; totalPages: number; page: number };
  };
  const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

  it('lists every seeded user, newest first, with the totals', async () => {
    expect(all).toHaveLength(await countRows(t, users));
    expect(ids(all)).toEqual([...ids(all)].sort((a, b) => b - a));
    const first = await list('');
    expect(first).toMatchObject({ totalUsers: 50, totalPages: 5, page: 1 });
    expect(ids(first.users)).toEqual(ids(all).slice(0, 10));
  });

  it('uses page 1 and 10 a page when paging is missing or not a number', async () => {
    const res = await list('page=abc&itemsPerPage=abc');
    expect(res.page).toBe(1);
    expect(ids(res.users)).toEqual(ids(all).slice(0, 10));
  });

  it('returns the requested page, and an empty page past the end', async () => {
    const third = await list('page=3&itemsPerPage=7');
    expect(ids(third.users)).toEqual(ids(all).slice(14, 21));
    expect(third).toMatchObject({ page: 3, totalPages: 8, totalUsers: 50 });
    const beyond = await list('page=99');
    expect(beyond).toMatchObject({ users: [], page: 99, totalUsers: 50, totalPages: 5 });
  });

  it.each([
    ['itemsPerPage=1000', 'itemsPerPage'],
    ['itemsPerPage=0', 'itemsPerPage'],
    ['page=0', 'page'],
    ['sortBy=password', 'sortBy'],
    ['orderBy=sideways', 'orderBy'],
    ['plan=gold', 'plan'],
    ['status=banned', 'status'],
  ])('refuses %s with 400 naming the field', async (query, field) => {
    const res = await call(t, 'GET', `/api/apps/users?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty(field);
  });

  it('matches q against full name, username and e-mail, ignoring case', async () => {
    const sample = all[7];
    for (const q of [
      sample.fullName.slice(0, 4).toUpperCase(),
      sample.username.toUpperCase(),
      sample.email,
    ]) {
      const res = await list(`q=${encodeURIComponent(q)}&itemsPerPage=100`);
      const needle = q.toLowerCase();
      const expected = all.filter((u) =>
        [u.fullName, u.username, u.email].some((v) => v.toLowerCase().includes(needle)),
      );
      expect(ids(res.users)).toEqual(ids(expected));
      expect(res.totalUsers).toBe(expected.length);
      expect(ids(res.users)).toContain(sample.id);
    }
  });

  it('treats % and _ in q as plain characters', async () => {
    expect((await list('q=%25')).totalUsers).toBe(0);
    const underscore = all.filter((u) => [u.fullName, u.username, u.email].some((v) => v.includes('_')));
    expect((await list('q=_')).totalUsers).toBe(underscore.length);
    expect(underscore.length).toBeLessThan(all.length);
  });

  it.each([
    ['role', 'author', (u: User) => u.role === 'author'],
    ['plan', 'enterprise', (u: User) => u.currentPlan === 'enterprise'],
    ['status', 'pending', (u: User) => u.status === 'pending'],
  ])('filters by %s, with totals equal to the filtered count', async (key, value, keep) => {
    const expected = all.filter(keep);
    expect(expected.length).toBeGreaterThan(0);
    const res = await list(`${key}=${value}&itemsPerPage=5`);
    expect(res.totalUsers).toBe(expected.length);
    expect(res.totalPages).toBe(Math.ceil(expected.length / 5));
    expect(ids(res.users)).toEqual(ids(expected).slice(0, 5));
  });

  it('combines filters and gives an empty list for an unknown role', async () => {
    const expected = all.filter((u) => u.role === 'admin' && u.status === 'active');
    const res = await list('role=admin&status=active&itemsPerPage=100');
    expect(ids(res.users)).toEqual(ids(expected));
    expect(await list('role=nobody')).toMatchObject({ users: [], totalUsers: 0, totalPages: 1 });
  });

  const column = {
    user: 'users.full_name',
    email: 'users.email',
    role: 'roles.name',
    plan: 'users.current_plan',
    status: 'users.status',
    billing: 'users.billing',
  } as const;

  it.each(userSortKeys.flatMap((key) => (['asc', 'desc'] as const).map((dir) => [key, dir] as const)))(
    'sorts by %s %s, ties broken by id',
    async (key, dir) => {
      const res = await list(`sortBy=${key}&orderBy=${dir}&itemsPerPage=100`);
      const expectedIds = await t.app.db
        .select({ id: users.id })
        .from(users)
        .innerJoin(roles, eq(roles.id, users.roleId))
        .orderBy(sql.raw(`${column[key]} ${dir}, users.id ${dir}`));
      expect(ids(res.users)).toEqual(ids(expectedIds));
      if (key === 'status' || key === 'plan' || key === 'role') {
        const values = res.users.map((u) => ({ status: u.status, plan: u.currentPlan, role: u.role })[key]);
        const sorted = [...values].sort();
        expect(values).toEqual(dir === 'asc' ? sorted : sorted.reverse());
      }
    },
  );

  it('returns one user with the detail fields', async () => {
    const res = await call(t, 'GET', '/api/apps/users/1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: 1,
      email: 'admin@demo.com',
      role: 'admin',
      taskDone: 1230,
      projectDone: 568,
      taxId: 'Tax-8894',
      language: 'English',
    });
    expect(new Date(res.json().createdAt).toISOString()).toBe(res.json().createdAt);
    expect(res.json()).not.toHaveProperty('passwordHash');
  });

  it('answers 404 "User not found" for an unknown id and 400 naming id for a bad one', async () => {
    const missing = await call(t, 'GET', '/api/apps/users/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'User not found' });
    // Spellings a number parser would read as another id (16, 1, 10, 1) are refused, not followed.
    for (const bad of ['abc', '1.5', '-3', '99999999999', '0x10', '%201', '1e1', '01', '0']) {
      const res = await call(t, 'GET', `/api/apps/users/${bad}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty('id');
    }
  });

  it('serves /stats rather than treating "stats" as an id', async () => {
    const res = await call(t, 'GET', '/api/apps/users/stats');
    expect(res.statusCode).toBe(200);
    const stats = res.json();
    expect(stats.total).toBe(50);
    const count = (keep: (u: User) => boolean) => all.filter(keep).length;
    expect(stats.byStatus).toEqual({
      active: count((u) => u.status === 'active'),
      inactive: count((u) => u.status === 'inactive'),
      pending: count((u) => u.status === 'pending'),
    });
    expect(stats.byPlan.enterprise).toBe(count((u) => u.currentPlan === 'enterprise'));
    expect(stats.byRole).toMatchObject({ client: 1, author: count((u) => u.role === 'author') });
  });

  it('gives the 5 newest users and 12 months of sign-ups, empty months included', async () => {
    const stats = (await call(t, 'GET', '/api/apps/users/stats')).json();
    const newest = await t.app.db
      .select({ id: users.id })
      .from(users)
      .orderBy(sql`${users.createdAt} desc, ${users.id} desc`)
      .limit(5);
    expect(ids(stats.recent)).toEqual(ids(newest));
    const months: { month: string; count: number }[] = stats.signupsByMonth;
    expect(months).toHaveLength(12);
    const now = new Date();
    const expectedMonths = Array.from({ length: 12 }, (_, i) => {
      const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + i, 1));
      return d.toISOString().slice(0, 7);
    });
    expect(months.map((m) => m.month)).toEqual(expectedMonths);
    const since = await countRows(
      t,
      users,
      sql`${users.createdAt} >= date_trunc('month', now() at time zone 'UTC') at time zone 'UTC' - interval '11 months'`,
    );
    expect(months.reduce((sum, m) => sum + m.count, 0)).toBe(since);
  });

  it('refuses the demo client (403) and anonymous callers (401) on every user route', async () => {
    const cases = [
      { method: 'GET' as const, url: '/api/apps/users' },
      { method: 'GET' as const, url: '/api/apps/users/stats' },
      { method: 'GET' as const, url: '/api/apps/users/1' },
      { method: 'POST' as const, url: '/api/apps/users', payload: { fullName: 'Nobody' } },
      { method: 'PATCH' as const, url: '/api/apps/users/3', payload: { company: 'X' } },
      { method: 'DELETE' as const, url: '/api/apps/users/3' },
    ];
    const asClient = await statusesAs(t, t.clientToken, cases);
    expect(asClient.every((line) => line.endsWith(' 403'))).toBe(true);
    const anonymous = await statusesAs(t, null, cases);
    expect(anonymous.every((line) => line.endsWith(' 401'))).toBe(true);
    expect(await countRows(t, users)).toBe(50);
  });
});
