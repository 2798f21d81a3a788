import type { Permission } from '@app/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXACT_COUNT_LIMIT } from '../../lib/list-count.ts';
import { getOk, ids, idsInSqlOrder, scalar } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

type Answer = { permissions: Permission[]; totalPermissions: number; totalIsEstimate?: true };

const ADDED = 2000;

/** Permissions past the exact-count limit: the seeded ones plus 2,000 added beside them. */
describe('permissions: search and totals of a big list', () => {
  let t: TestApp;
  let seeded: number;
  beforeAll(async () => {
    t = await createTestApp();
    seeded = await scalar(t, sql`select count(*)::int as n from permissions`);
    // Every tenth added permission's name holds a literal % and _.
    await t.app.db.execute(sql`
      insert into permissions (name)
      select case when i % 10 = 0 then 'Bulk 50% grant_all ' else 'Bulk grant ' end || lpad(i::text, 4, '0')
      from generate_series(1, ${ADDED}) as i`);
    await t.app.db.execute(sql`analyze permissions`);
  });
  afterAll(() => t.close());

  const list = (query: string) => getOk<Answer>(t, `/api/apps/permissions?${query}`);
  const pageInSql = (order: SQL, offset: number) =>
    idsInSqlOrder(t, sql`select id from permissions order by ${order} offset ${offset} limit 10`);

  it('answers an estimated total, flagged, once more permissions match than it counts exactly', async () => {
    const res = await list('');
    expect(res.permissions).toHaveLength(10);
    expect(res.totalIsEstimate).toBe(true);
    expect(res.totalPermissions).toBeGreaterThan(EXACT_COUNT_LIMIT);
    const all = ADDED + seeded;
    expect(Math.abs(res.totalPermissions - all)).toBeLessThan(all * 0.2);
  });

  it('counts exactly, without the flag, when fewer permissions match', async () => {
    const res = await list('q=GRANT_ALL');
    expect(res.totalPermissions).toBe(ADDED / 10);
    expect(res).not.toHaveProperty('totalIsEstimate');
  });

  it('matches a part of the name in any case, a % or _ only as itself', async () => {
    expect((await list('q=bulk%20GRANT%200007')).permissions.map((p) => p.name)).toEqual(['Bulk grant 0007']);
    expect((await list('q=50%25')).totalPermissions).toBe(ADDED / 10);
    expect((await list('q=t_a')).totalPermissions).toBe(ADDED / 10);
    expect(await list('q=50_')).toEqual({ permissions: [], totalPermissions: 0 });
    expect(await list('q=grant%25all')).toEqual({ permissions: [], totalPermissions: 0 });
  });

  it('pages deep into the estimated list in the order an SQL OFFSET gives', async () => {
    const byId = await list('page=180');
    expect(ids(byId.permissions)).toEqual(await pageInSql(sql`id`, 1790));
    expect(byId.totalIsEstimate).toBe(true);
    const byName = await list('sortBy=name&orderBy=desc&page=150');
    expect(ids(byName.permissions)).toEqual(await pageInSql(sql`name desc, id desc`, 1490));
    const searched = await list('q=bulk&sortBy=name&page=101');
    expect(ids(searched.permissions)).toEqual(
      await idsInSqlOrder(
        t,
        sql`select id from permissions where name like 'Bulk%' order by name, id offset 1000 limit 10`,
      ),
    );
  });
});
