import { type Referral, referralSortKeys } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, getOk, ids, idsInSqlOrder, sortCases, statusesAs } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

type Answer = { referrals: Referral[]; total: number };

describe('referrals: list and stats', () => {
  let t: TestApp;
  let all: Referral[];
  beforeAll(async () => {
    t = await createTestApp();
    all = (await getOk<Answer>(t, '/api/apps/ecommerce/referrals?itemsPerPage=100')).referrals;
  });
  afterAll(() => t.close());

  const list = (query: string) => getOk<Answer>(t, `/api/apps/ecommerce/referrals?${query}`);

  it('lists the 45 seeded referrals newest first with dollar texts', async () => {
    expect(all).toHaveLength(45);
    expect(ids(all)).toEqual([...ids(all)].sort((a, b) => b - a));
    expect((await list('')).total).toBe(45);
    expect(ids((await list('itemsPerPage=abc&page=')).referrals)).toEqual(ids(all).slice(0, 10));
    for (const r of all) {
      expect(['Paid', 'Unpaid', 'Rejected']).toContain(r.status);
      expect(r.value).toMatch(/^\$[\d,]+\.\d{2}$/);
      expect(r.earning).toMatch(/^\$[\d,]+\.\d{2}$/);
      expect(r.earningAmount).toBeLessThanOrEqual(r.valueAmount);
    }
  });

  // The sort by customer name breaks its ties by customer, then by referral.
  const columns = {
    users: ['c.name', 'c.id'],
    'referred-id': ['r.referred_id'],
    earning: ['r.earning_cents'],
    value: ['r.value_cents'],
    status: ['r.status'],
  } as const;

  it.each(sortCases(referralSortKeys))('sorts by %s %s as the database does', async (key, dir) => {
    const res = await list(`sortBy=${key}&orderBy=${dir}&itemsPerPage=100`);
    const expected = await idsInSqlOrder(
      t,
      sql.raw(
        `select r.id from referrals r join customers c on c.id = r.customer_id order by ${columns[key].map((column) => `${column} ${dir}`).join(', ')}, r.id ${dir}`,
      ),
    );
    expect(ids(res.referrals)).toEqual(expected);
  });

  it('filters by status and q', async () => {
    const unpaid = await list('status=Unpaid&itemsPerPage=100');
    expect(ids(unpaid.referrals)).toEqual(ids(all.filter((r) => r.status === 'Unpaid')));
    const q = all[3].user.split(' ')[0];
    const byName = await list(`q=${q}&itemsPerPage=100`);
    const expected = all.filter((r) => `${r.user} ${r.email}`.toLowerCase().includes(q.toLowerCase()));
    expect(ids(byName.referrals)).toEqual(ids(expected));
    expect(byName.total).toBe(expected.length);
  });

  it.each([
    ['sortBy=referredId', 'sortBy'],
    ['status=Late', 'status'],
  ])('refuses %s with 400 naming the field', async (query, field) => {
    const res = await call(t, 'GET', `/api/apps/ecommerce/referrals?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty(field);
  });

  it('sums earnings paid and unpaid in /stats', async () => {
    const stats = await getOk<Record<string, number> & { byStatus: Record<string, number> }>(
      t,
      '/api/apps/ecommerce/referrals/stats',
    );
    const sum = (keep: (r: Referral) => boolean, key: 'earningAmount' | 'valueAmount' = 'earningAmount') =>
      Math.round(all.filter(keep).reduce((s, r) => s + r[key] * 100, 0));
    expect(stats.signups).toBe(45);
    expect(Math.round(stats.paid * 100)).toBe(sum((r) => r.status === 'Paid'));
    expect(Math.round(stats.unpaid * 100)).toBe(sum((r) => r.status === 'Unpaid'));
    expect(Math.round(stats.totalEarning * 100)).toBe(sum((r) => r.status !== 'Rejected'));
    expect(Math.round(stats.totalValue * 100)).toBe(sum((r) => r.status !== 'Rejected', 'valueAmount'));
    expect(stats.byStatus.Rejected).toBe(all.filter((r) => r.status === 'Rejected').length);
  });

  it('refuses the demo client (403) and anonymous callers (401)', async () => {
    const cases = [
      { method: 'GET' as const, url: '/api/apps/ecommerce/referrals' },
      { method: 'GET' as const, url: '/api/apps/ecommerce/referrals/stats' },
    ];
    expect((await statusesAs(t, t.clientToken, cases)).every((l) => l.endsWith(' 403'))).toBe(true);
    expect((await statusesAs(t, null, cases)).every((l) => l.endsWith(' 401'))).toBe(true);
  });
});
