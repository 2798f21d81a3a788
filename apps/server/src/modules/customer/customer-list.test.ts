import type { Customer } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXACT_COUNT_LIMIT } from '../../lib/list-count.ts';
import { getOk, ids, scalar } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

type Answer = { customers: Customer[]; total: number; totalIsEstimate?: true };

const ADDED = 2000;

/** A shop past the exact-count limit: the demo's 100 customers plus 2,000 added beside them. */
describe('customers: search and totals of a big list', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // Every tenth added customer lives in Iceland, so that country stays under the exact limit.
    await t.app.db.execute(sql`
      insert into customers (customer_number, name, email, country, country_code, order_count, total_spent_cents)
      select 5000000 + i, 'Bulk Shopper ' || i, 'bulk' || i || '@shop.test',
        case when i % 10 = 0 then 'Iceland' else 'Norway' end,
        case when i % 10 = 0 then 'is' else 'no' end, i % 7, (i * 37) % 100000
      from generate_series(1, ${ADDED}) as i`);
    await t.app.db.execute(sql`analyze customers`);
  });
  afterAll(() => t.close());

  const list = (query: string) => getOk<Answer>(t, `/api/apps/ecommerce/customers?${query}`);

  it('answers an estimated total, flagged, once more customers match than it counts exactly', async () => {
    const res = await list('');
    expect(res.customers).toHaveLength(10);
    expect(res.totalIsEstimate).toBe(true);
    expect(res.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(Math.abs(res.total - (ADDED + 100))).toBeLessThan((ADDED + 100) * 0.2);
  });

  it('counts exactly, without the flag, when fewer customers match', async () => {
    const res = await list('country=iceland');
    expect(res.total).toBe(ADDED / 10);
    expect(res).not.toHaveProperty('totalIsEstimate');
    const searched = await list('q=shopper%2019');
    expect(searched).toMatchObject({ total: 111 });
    expect(searched).not.toHaveProperty('totalIsEstimate');
  });

  it('matches a part of the name, e-mail or country in any case, never a wildcard', async () => {
    const res = await list('q=SHOPPER%20123&itemsPerPage=100');
    expect(res.customers.map((c) => c.customer).sort()).toEqual(
      ['123', '1230', '1231', '1232', '1233', '1234', '1235', '1236', '1237', '1238', '1239'].map(
        (n) => `Bulk Shopper ${n}`,
      ),
    );
    expect((await list('q=bulk77%40shop')).customers.map((c) => c.email)).toEqual(['bulk77@shop.test']);
    expect((await list('q=ICEL&itemsPerPage=1')).total).toBe(ADDED / 10);
    expect(await list('q=shopper_1')).toEqual({ customers: [], total: 0 });
  });

  it('pages deep into the estimated list in the same order as the first pages', async () => {
    const first = await list('sortBy=totalSpent&orderBy=desc&itemsPerPage=100');
    const second = await list('sortBy=totalSpent&orderBy=desc&page=2&itemsPerPage=50');
    expect(ids(second.customers)).toEqual(ids(first.customers).slice(50, 100));
    const spent = first.customers.map((c) => c.totalSpent);
    expect(spent).toEqual([...spent].sort((a, b) => b - a));
    const deep = await list('sortBy=customer&page=150&itemsPerPage=10');
    const expected = await scalar(
      t,
      sql`select id as n from customers order by name, id offset ${149 * 10} limit 1`,
    );
    expect(deep.customers[0].id).toBe(expected);
    expect(deep.totalIsEstimate).toBe(true);
  });
});
