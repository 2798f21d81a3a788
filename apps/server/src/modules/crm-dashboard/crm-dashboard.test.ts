import type { CrmDashboardAnswer } from '@app/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/password.ts';
import { roles, users } from '../../db/schema/index.ts';
import { SEED_USER_COUNT } from '../../db/seed/seed.ts';
import { bearer, createTestApp, type TestApp } from '../../test/helper.ts';
import { growthPercent } from './crm-dashboard.service.ts';

describe('GET /api/dashboard/crm', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (token: string | null) =>
    t.app.inject({ method: 'GET', url: '/api/dashboard/crm', headers: token ? bearer(token) : {} });
  const dashboard = async (token = t.adminToken) => {
    const res = await get(token);
    expect(res.statusCode).toBe(200);
    return res.json() as CrmDashboardAnswer;
  };
  const scalar = async (query: ReturnType<typeof sql>) => {
    const result = (await t.app.db.execute(query)) as { rows: { n: number }[] };
    return result.rows[0].n;
  };
  const addUser = async (role: string, password?: string) => {
    const [r] = await t.app.db.select({ id: roles.id }).from(roles).where(eq(roles.name, role));
    const name = `dash${Date.now()}${Math.floor(Math.random() * 1e6)}`;
    const [row] = await t.app.db
      .insert(users)
      .values({
        fullName: `Dash ${role}`,
        username: name,
        email: `${name}@example.com`,
        passwordHash: password ? await hashPassword(password) : null,
        roleId: r.id,
        currentPlan: 'team',
        // One who signs in must be active: a pending account has not confirmed its e-mail yet.
        status: password ? 'active' : 'pending',
      })
      .returning({ id: users.id, email: users.email });
    return row;
  };

  it('counts the seeded users, roles and permissions', async () => {
    const d = await dashboard();
    expect(d.totals.users).toBe(SEED_USER_COUNT);
    expect(d.totals.active + d.totals.pending + d.totals.inactive).toBe(SEED_USER_COUNT);
    expect(d.totals.active).toBe(
      await scalar(sql`select count(*)::int as n from users where status = 'active'`),
    );
    expect(d.totals.pending).toBe(
      await scalar(sql`select count(*)::int as n from users where status = 'pending'`),
    );
    expect(d.totals.roles).toBe(6);
    expect(d.totals.permissions).toBe(9);
  });

  it('gives every role with its number of users, most first', async () => {
    const d = await dashboard();
    // The seed gives the 48 sample users the five roles in turn, plus the demo admin and client.
    expect(Object.fromEntries(d.usersByRole.map((r) => [r.role, r.count]))).toEqual({
      admin: 11,
      author: 10,
      editor: 10,
      maintainer: 9,
      subscriber: 9,
      client: 1,
    });
    const counts = d.usersByRole.map((r) => r.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('gives every status and plan in a fixed order, adding up to the total', async () => {
    const d = await dashboard();
    expect(d.usersByStatus.map((s) => s.status)).toEqual(['active', 'inactive', 'pending']);
    expect(d.usersByPlan.map((p) => p.plan)).toEqual(['basic', 'team', 'company', 'enterprise']);
    const sum = (xs: { count: number }[]) => xs.reduce((a, x) => a + x.count, 0);
    expect(sum(d.usersByStatus)).toBe(SEED_USER_COUNT);
    expect(sum(d.usersByPlan)).toBe(SEED_USER_COUNT);
    const enterprise = await scalar(
      sql`select count(*)::int as n from users where current_plan = 'enterprise'`,
    );
    expect(d.usersByPlan.find((p) => p.plan === 'enterprise')?.count).toBe(enterprise);
  });

  it('gives 12 contiguous months ending with this one, matching the database', async () => {
    const d = await dashboard();
    expect(d.signupsByMonth).toHaveLength(12);
    const now = new Date();
    const expected = Array.from({ length: 12 }, (_, i) => {
      const m = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + i, 1));
      return m.toISOString().slice(0, 7);
    });
    expect(d.signupsByMonth.map((m) => m.month)).toEqual(expected);
    const inWindow = await scalar(
      sql`select count(*)::int as n from users
          where created_at >= (date_trunc('month', now() at time zone 'UTC') - interval '11 months') at time zone 'UTC'`,
    );
    expect(d.signupsByMonth.reduce((a, m) => a + m.count, 0)).toBe(inWindow);
    expect(d.signups.thisMonth).toBe(d.signupsByMonth[11].count);
    expect(d.signups.lastMonth).toBe(d.signupsByMonth[10].count);
    expect(d.signups.growthPercent).toBe(growthPercent(d.signups.thisMonth, d.signups.lastMonth));
  });

  it('lists the 5 newest users with ISO dates, newest first', async () => {
    const d = await dashboard();
    expect(d.recentUsers).toHaveLength(5);
    const dates = (d.recentUsers ?? []).map((u) => u.createdAt);
    for (const date of dates) expect(new Date(date).toISOString()).toBe(date);
    expect(dates).toEqual([...dates].sort().reverse());
    const newest = await scalar(sql`select id as n from users order by created_at desc, id desc limit 1`);
    expect(d.recentUsers?.[0].id).toBe(newest);
  });

  it('counts open sessions only', async () => {
    const open = async () =>
      scalar(sql`select count(*)::int as n from sessions where revoked_at is null and expires_at > now()`);
    expect((await dashboard()).activeSessions).toBe(await open());
    const token = await t.login('admin@demo.com', 'admin');
    const before = (await dashboard()).activeSessions;
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect((await dashboard()).activeSessions).toBe(before - 1);
  });

  it('refuses a caller without a token (401) and the client, who may only read AclDemo (403)', async () => {
    expect((await get(null)).statusCode).toBe(401);
    expect((await get(t.clientToken)).statusCode).toBe(403);
  });

  it('lets a subscriber, who may not read users, see the dashboard', async () => {
    const subscriber = await addUser('subscriber', 'subscriber-pass');
    const token = await t.login(subscriber.email, 'subscriber-pass');
    const users = await t.app.inject({ method: 'GET', url: '/api/apps/users', headers: bearer(token) });
    expect(users.statusCode).toBe(403);
    expect((await dashboard(token)).totals.users).toBe(SEED_USER_COUNT + 1);
  });

  it('shows a new user at once: totals, role, status, plan, this month and the recent list', async () => {
    const before = await dashboard();
    const added = await addUser('editor');
    const after = await dashboard();
    const of = <T extends { count: number }>(xs: T[], pick: (x: T) => boolean) => xs.find(pick)?.count ?? 0;
    expect(after.totals.users).toBe(before.totals.users + 1);
    expect(after.totals.pending).toBe(before.totals.pending + 1);
    expect(of(after.usersByRole, (r) => r.role === 'editor')).toBe(
      of(before.usersByRole, (r) => r.role === 'editor') + 1,
    );
    expect(of(after.usersByPlan, (p) => p.plan === 'team')).toBe(
      of(before.usersByPlan, (p) => p.plan === 'team') + 1,
    );
    expect(after.signups.thisMonth).toBe(before.signups.thisMonth + 1);
    expect(after.recentUsers?.[0]).toMatchObject({
      id: added.id,
      role: 'editor',
      status: 'pending',
      avatar: null,
    });
  });
});

describe('growthPercent', () => {
  it('gives the change in percent with one decimal, or null without a previous month', () => {
    expect(growthPercent(15, 10)).toBe(50);
    expect(growthPercent(2, 3)).toBe(-33.3);
    expect(growthPercent(4, 0)).toBeNull();
  });
});
