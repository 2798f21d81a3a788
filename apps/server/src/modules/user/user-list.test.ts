import type { User } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXACT_COUNT_LIMIT } from '../../lib/list-count.ts';
import { getOk, ids, scalar } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

type Answer = { users: User[]; totalUsers: number; totalPages: number; page: number; totalIsEstimate?: true };

const ADDED = 2000;

/** A team past the exact-count limit: the demo's 50 users plus 2,000 added beside them (none can sign in). */
describe('users: search and totals of a big list', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // Every tenth added user is an author on the enterprise plan; the rest are subscribers on basic.
    await t.app.db.execute(sql`
      insert into users (full_name, username, email, role_id, current_plan, status, billing)
      select 'Bulk Member ' || i, 'bulkmember' || i, 'member' || i || '@team.test',
        (select id from roles where name = case when i % 10 = 0 then 'author' else 'subscriber' end),
        case when i % 10 = 0 then 'enterprise' else 'basic' end,
        case when i % 2 = 0 then 'active' else 'pending' end, 'Auto debit'
      from generate_series(1, ${ADDED}) as i`);
    await t.app.db.execute(sql`analyze users, roles`);
  });
  afterAll(() => t.close());

  const list = (query: string) => getOk<Answer>(t, `/api/apps/users?${query}`);
  const countWhere = (where: ReturnType<typeof sql>) =>
    scalar(t, sql`select count(*)::int as n from users u join roles r on r.id = u.role_id where ${where}`);

  it('answers an estimated total, flagged, once more users match than it counts exactly', async () => {
    const res = await list('');
    expect(res.users).toHaveLength(10);
    expect(res.totalIsEstimate).toBe(true);
    expect(res.totalUsers).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(Math.abs(res.totalUsers - (ADDED + 50))).toBeLessThan((ADDED + 50) * 0.2);
    expect(res.totalPages).toBe(Math.ceil(res.totalUsers / 10));
  });

  it('counts exactly, without the flag, when fewer users match', async () => {
    const res = await list('role=author&plan=enterprise');
    expect(res.totalUsers).toBe(await countWhere(sql`r.name = 'author' and u.current_plan = 'enterprise'`));
    expect(res.totalUsers).toBeGreaterThanOrEqual(ADDED / 10);
    expect(res).not.toHaveProperty('totalIsEstimate');
    expect(res.users.every((u) => u.role === 'author' && u.currentPlan === 'enterprise')).toBe(true);
  });

  it('matches a part of the name, username or e-mail in any case, never a wildcard', async () => {
    const res = await list('q=MEMBER%20188&itemsPerPage=100');
    expect(res.users.map((u) => u.fullName).sort()).toEqual(
      ['188', '1880', '1881', '1882', '1883', '1884', '1885', '1886', '1887', '1888', '1889'].map(
        (n) => `Bulk Member ${n}`,
      ),
    );
    expect((await list('q=bulkmember42%24')).totalUsers).toBe(0);
    expect((await list('q=MEMBER42%40TEAM')).users.map((u) => u.email)).toEqual(['member42@team.test']);
    expect(await list('q=member_1')).toMatchObject({ users: [], totalUsers: 0, totalPages: 1 });
  });

  it('pages deep into the estimated list in the same order as the first pages', async () => {
    const first = await list('sortBy=user&itemsPerPage=100');
    const second = await list('sortBy=user&page=2&itemsPerPage=50');
    expect(ids(second.users)).toEqual(ids(first.users).slice(50, 100));
    const deep = await list('sortBy=role&orderBy=desc&page=150&itemsPerPage=10');
    const expected = await scalar(
      t,
      sql`select u.id as n from users u join roles r on r.id = u.role_id
        order by r.name desc, u.id desc offset ${149 * 10} limit 1`,
    );
    expect(deep.users[0].id).toBe(expected);
    expect(deep.totalIsEstimate).toBe(true);
  });
});
