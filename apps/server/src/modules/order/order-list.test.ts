import type { Order } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaledShopSize, seedEcommerce } from '../../db/seed/ecommerce.ts';
import { EXACT_COUNT_LIMIT } from '../../lib/list-count.ts';
import { getOk, ids, idsInSqlOrder } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

type Answer = { orders: Order[]; total: number; totalIsEstimate?: true };

/** A shop past the exact-count limit: the demo's 100 orders plus 2,000 added beside them. */
describe('orders: search and totals of a big list', () => {
  let t: TestApp;
  let demo: Order[];
  beforeAll(async () => {
    t = await createTestApp();
    demo = (await getOk<Answer>(t, '/api/apps/ecommerce/orders?itemsPerPage=100')).orders;
    await t.app.db.transaction((tx) => seedEcommerce(tx, scaledShopSize(2000), { bulk: true }));
    await t.app.db.execute(sql`analyze orders, customers`);
  });
  afterAll(() => t.close());

  const list = (query: string) => getOk<Answer>(t, `/api/apps/ecommerce/orders?${query}`);

  it('answers an estimated total, flagged, once more orders match than it counts exactly', async () => {
    const res = await list('');
    expect(res.orders).toHaveLength(10);
    expect(res.totalIsEstimate).toBe(true);
    expect(res.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(Math.abs(res.total - 2100)).toBeLessThan(2100 * 0.2);
  });

  it('counts exactly, without the flag, when fewer orders match', async () => {
    const [{ n }] = (
      (await t.app.db.execute(sql`select count(*)::int as n from orders where status = 'Dispatched'`)) as {
        rows: { n: number }[];
      }
    ).rows;
    expect(n).toBeLessThanOrEqual(EXACT_COUNT_LIMIT);
    const res = await list('status=Dispatched');
    expect(res.total).toBe(n);
    expect(res).not.toHaveProperty('totalIsEstimate');
  });

  it('pages deep into the estimated list in the same order as the first page', async () => {
    const first = await list('itemsPerPage=100');
    const second = await list('page=2&itemsPerPage=50');
    expect(ids(second.orders)).toEqual(ids(first.orders).slice(50, 100));
    const deep = await list('page=100');
    expect(deep.orders).toHaveLength(10);
    expect(deep.orders[0].id).toBeLessThan(first.orders[99].id);
  });

  it('finds an order by its number, with or without #, among two thousand', async () => {
    const sample = demo[3];
    for (const q of [String(sample.order), `#${sample.order}`]) {
      const res = await list(`q=${encodeURIComponent(q)}&itemsPerPage=100`);
      expect(ids(res.orders), q).toContain(sample.id);
      for (const o of res.orders) {
        const digits = q.replace('#', '');
        expect(String(o.order).includes(digits) || o.email.includes(digits), q).toBe(true);
      }
    }
  });

  it('never matches order numbers for text that is not a number', async () => {
    const q = `${demo[3].order}x`;
    const res = await list(`q=${encodeURIComponent(q)}`);
    expect(res).toEqual({ orders: [], total: 0 });
  });

  it('pages a broad and a narrow name search like the same search across the join, first and deep', async () => {
    // 'a' is walked in id order, probing each order's customer, on its first pages and read as the set
    // of matching customers deep down; a last name is read as that set on every page (lib/search.ts).
    for (const q of ['a', demo[5].customer.split(' ')[1]]) {
      const expected = await idsInSqlOrder(
        t,
        sql`select o.id from orders o join customers c on c.id = o.customer_id
          where c.name ilike ${`%${q}%`} or c.email ilike ${`%${q}%`} order by o.id desc`,
      );
      for (const page of [1, 2, 50]) {
        const res = await list(`q=${encodeURIComponent(q)}&page=${page}`);
        expect(ids(res.orders), `${q} page ${page}`).toEqual(expected.slice((page - 1) * 10, page * 10));
      }
    }
  });

  it('matches a part of the name or e-mail in any case, sorted and paged like the whole list', async () => {
    const last = demo[5].customer.split(' ')[1];
    const q = last.slice(1, 5).toUpperCase();
    const res = await list(`q=${q}&sortBy=spent&orderBy=desc&itemsPerPage=100`);
    expect(res.orders.length).toBeGreaterThan(0);
    for (const o of res.orders) {
      const text = `${o.customer} ${o.email}`.toLowerCase();
      expect(text.includes(q.toLowerCase()) || String(o.order).includes(q), o.customer).toBe(true);
    }
    const spent = res.orders.map((o) => o.spent);
    expect(spent).toEqual([...spent].sort((a, b) => b - a));
  });
});
