import type { Permission } from '@app/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissions } from '../../db/schema/index.ts';
import { call } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

const SEEDED = 9;

describe('permissions: list', () => {
  let t: TestApp;
  let all: Permission[];
  beforeAll(async () => {
    t = await createTestApp();
    all = (await call(t, 'GET', '/api/apps/permissions?itemsPerPage=100')).json().permissions;
  });
  afterAll(() => t.close());

  const list = async (query: string) => {
    const res = await call(t, 'GET', `/api/apps/permissions?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { permissions: Permission[]; totalPermissions: number };
  };
  const names = (rows: Permission[]) => rows.map((p) => p.name);
  const matching = (q: string) =>
    all.filter(
      (p) =>
        p.name.toLowerCase().includes(q.toLowerCase()) ||
        p.createdDate.toLowerCase().includes(q.toLowerCase()) ||
        p.assignedTo.some((role) => role.toLowerCase().startsWith(q.toLowerCase())),
    );

  it('lists the nine permissions by id with their roles and a formatted created date', async () => {
    expect(all).toHaveLength(SEEDED);
    expect(all.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(all[0]).toMatchObject({ name: 'Management', assignedTo: ['admin'] });
    expect(all[2]).toMatchObject({ name: 'Add & Remove Users', assignedTo: ['admin', 'maintainer'] });
    expect(all[2].rules).toEqual([{ action: ['create', 'delete'], subject: 'User' }]);
    for (const p of all) expect(p.createdDate).toMatch(/^\d{2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} (AM|PM)$/);
    const [row] = await t.app.db
      .select({ at: permissions.createdAt })
      .from(permissions)
      .where(eq(permissions.id, 1));
    const at = row.at;
    const hour = at.getUTCHours() % 12 || 12;
    const month = at.toLocaleString('en', { month: 'short', timeZone: 'UTC' });
    const minute = String(at.getUTCMinutes()).padStart(2, '0');
    const day = String(at.getUTCDate()).padStart(2, '0');
    const half = at.getUTCHours() < 12 ? 'AM' : 'PM';
    expect(all[0].createdDate).toBe(`${day} ${month} ${at.getUTCFullYear()}, ${hour}:${minute} ${half}`);
  });

  it('uses page 1 and 10 a page when paging is missing or not a number, and pages in SQL', async () => {
    expect(await list('page=abc&itemsPerPage=x')).toMatchObject({ totalPermissions: SEEDED });
    expect(names((await list('')).permissions)).toEqual(names(all));
    const third = await list('page=3&itemsPerPage=4');
    expect(names(third.permissions)).toEqual(names(all).slice(8));
    expect(await list('page=9')).toEqual({ permissions: [], totalPermissions: SEEDED });
  });

  it.each([
    ['itemsPerPage=1000', 'itemsPerPage'],
    ['sortBy=createdDate', 'sortBy'],
    ['orderBy=up', 'orderBy'],
    ['page=-1', 'page'],
  ])('refuses %s with 400 naming the field', async (query, field) => {
    const res = await call(t, 'GET', `/api/apps/permissions?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty(field);
  });

  it('matches q against the name, ignoring case, with the total of the matches', async () => {
    const res = await list('q=MANAGE&itemsPerPage=2');
    const expected = matching('manage');
    expect(expected.length).toBeGreaterThan(2);
    expect(res.totalPermissions).toBe(expected.length);
    expect(names(res.permissions)).toEqual(names(expected).slice(0, 2));
  });

  it('matches q against the created date text', async () => {
    const q = all[4].createdDate.slice(0, 6);
    const res = await list(`q=${encodeURIComponent(q)}`);
    expect(names(res.permissions)).toContain(all[4].name);
    expect(names(res.permissions)).toEqual(names(matching(q)));
  });

  it('matches q against the start of an assigned role, not its middle', async () => {
    const start = await list('q=Maint');
    expect(names(start.permissions)).toEqual(names(all.filter((p) => p.assignedTo.includes('maintainer'))));
    expect(start.totalPermissions).toBe(3);
    const middle = await list('q=aintain');
    expect(middle).toEqual({ permissions: [], totalPermissions: 0 });
  });

  it('treats % and _ in q as plain characters', async () => {
    expect((await list('q=%25')).totalPermissions).toBe(0);
    expect((await list('q=_')).totalPermissions).toBe(0);
    expect(names((await list('q=%26')).permissions)).toEqual(names(matching('&')));
  });

  it.each(['asc', 'desc'] as const)('sorts by name %s', async (dir) => {
    const res = await list(`sortBy=name&orderBy=${dir}`);
    const expected = await t.app.db
      .select({ name: permissions.name })
      .from(permissions)
      .orderBy(sql.raw(`name ${dir}, id ${dir}`));
    expect(names(res.permissions)).toEqual(expected.map((r) => r.name));
    expect(res.permissions[0].name).toBe(dir === 'asc' ? 'Add & Remove Users' : 'Project Planning');
  });
});
