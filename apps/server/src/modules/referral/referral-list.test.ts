import type { Referral } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXACT_COUNT_LIMIT } from '../../lib/list-count.ts';
import { getOk, ids, scalar } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

type Answer = { referrals: Referral[]; total: number; totalIsEstimate?: true };

const ADDED = 2000;

/** A shop past the exact-count limit: the demo's referrals plus 2,000 added beside them. */
describe('referrals: search and totals of a big list', () => {
  let t: TestApp;
  let demo: number;
  beforeAll(async () => {
    t = await createTestApp();
    demo = await scalar(t, sql`select count(*)::int as n from referrals`);
    await t.app.db.execute(sql`
      insert into customers (customer_number, name, email, country, country_code)
      values (6000002, 'Rita Bulkreferrer', 'rita@referrals.test', 'Norway', 'no')`);
    // Every tenth added referral is Rita's and rejected; the rest are unpaid, by the first customer.
    await t.app.db.execute(sql`
      insert into referrals (customer_id, referred_id, status, value_cents, earning_cents)
      select case when i % 10 = 0 then (select id from customers where customer_number = 6000002)
          else (select min(id) from customers) end,
        7000000 + i, case when i % 10 = 0 then 'Rejected' else 'Unpaid' end, (i * 91) % 50000, i % 997
      from generate_series(1, ${ADDED}) as i`);
    await t.app.db.execute(sql`analyze referrals, customers`);
  });
  afterAll(() => t.close());

  const list = (query: string) => getOk<Answer>(t, `/api/apps/ecommerce/referrals?${query}`);

  it('answers an estimated total, flagged, once more referrals match than it counts exactly', async () => {
    const res = await list('');
    expect(res.referrals).toHaveLength(10);
    expect(res.totalIsEstimate).toBe(true);
    expect(res.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(Math.abs(res.total - (ADDED + demo))).toBeLessThan((ADDED + demo) * 0.2);
  });

  it('counts exactly, without the flag, when fewer referrals match', async () => {
    const res = await list('status=Rejected');
    const expected = await scalar(t, sql`select count(*)::int as n from referrals where status = 'Rejected'`);
    expect(res.total).toBe(expected);
    expect(res.total).toBeGreaterThanOrEqual(ADDED / 10);
    expect(res).not.toHaveProperty('totalIsEstimate');
  });

  it("matches a part of the referrer's name or e-mail in any case, never a wildcard", async () => {
    const byName = await list('q=BULKREFERRER&itemsPerPage=100');
    expect(byName.total).toBe(ADDED / 10);
    expect(byName).not.toHaveProperty('totalIsEstimate');
    expect(byName.referrals.every((r) => r.user === 'Rita Bulkreferrer')).toBe(true);
    expect((await list('q=rita%40referrals&itemsPerPage=1')).total).toBe(ADDED / 10);
    expect(await list('q=rita_bulk')).toEqual({ referrals: [], total: 0 });
  });

  it('pages deep into the estimated list in the same order as the first pages', async () => {
    const first = await list('sortBy=earning&orderBy=desc&itemsPerPage=100');
    const second = await list('sortBy=earning&orderBy=desc&page=2&itemsPerPage=50');
    expect(ids(second.referrals)).toEqual(ids(first.referrals).slice(50, 100));
    const earnings = first.referrals.map((r) => r.earningAmount);
    expect(earnings).toEqual([...earnings].sort((a, b) => b - a));
    const deep = await list('sortBy=users&orderBy=desc&page=150&itemsPerPage=10');
    const expected = await scalar(
      t,
      sql`select r.id as n from referrals r join customers c on c.id = r.customer_id
        order by c.name desc, c.id desc, r.id desc offset ${149 * 10} limit 1`,
    );
    expect(deep.referrals[0].id).toBe(expected);
    expect(deep.totalIsEstimate).toBe(true);
  });
});
