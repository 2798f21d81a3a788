import type { Review } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXACT_COUNT_LIMIT } from '../../lib/list-count.ts';
import { getOk, ids, scalar } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

type Answer = { reviews: Review[]; total: number; totalIsEstimate?: true };

const ADDED = 2000;

/** A shop past the exact-count limit: the demo's 100 reviews plus 2,000 added beside them. */
describe('reviews: search and totals of a big list', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.db.execute(sql`
      insert into customers (customer_number, name, email, country, country_code)
      values (6000001, 'Quentin Bulkreviewer', 'quentin@reviews.test', 'Norway', 'no')`);
    // Every tenth added review is Quentin's and published; the rest are pending, by the first customer.
    await t.app.db.execute(sql`
      insert into reviews (product_id, customer_id, rating, head, para, status)
      select (select min(id) from products),
        case when i % 10 = 0 then (select id from customers where customer_number = 6000001)
          else (select min(id) from customers) end,
        i % 5 + 1, 'Bulk verdict ' || i, 'Solid gizmo number ' || i,
        case when i % 10 = 0 then 'Published' else 'Pending' end
      from generate_series(1, ${ADDED}) as i`);
    await t.app.db.execute(sql`analyze reviews, customers, products`);
  });
  afterAll(() => t.close());

  const list = (query: string) => getOk<Answer>(t, `/api/apps/ecommerce/reviews?${query}`);

  it('answers an estimated total, flagged, once more reviews match than it counts exactly', async () => {
    const res = await list('');
    expect(res.reviews).toHaveLength(10);
    expect(res.totalIsEstimate).toBe(true);
    expect(res.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(Math.abs(res.total - (ADDED + 100))).toBeLessThan((ADDED + 100) * 0.2);
  });

  it('counts exactly, without the flag, when fewer reviews match', async () => {
    const res = await list('status=Published&rating=1');
    const expected = await scalar(
      t,
      sql`select count(*)::int as n from reviews where status = 'Published' and rating = 1`,
    );
    expect(res.total).toBe(expected);
    expect(res).not.toHaveProperty('totalIsEstimate');
  });

  it("matches a part of the reviewer's name or e-mail, the product or the review text, never a wildcard", async () => {
    const byReviewer = await list('q=BULKREVIEWER');
    expect(byReviewer.total).toBe(ADDED / 10);
    expect(byReviewer).not.toHaveProperty('totalIsEstimate');
    expect((await list('q=quentin%40reviews&itemsPerPage=1')).total).toBe(ADDED / 10);
    const byText = await list('q=VERDICT%20177&itemsPerPage=100');
    expect(byText.reviews.map((r) => r.head).sort()).toEqual(
      ['177', '1770', '1771', '1772', '1773', '1774', '1775', '1776', '1777', '1778', '1779'].map(
        (n) => `Bulk verdict ${n}`,
      ),
    );
    expect((await list('q=gizmo%20number%201999')).reviews.map((r) => r.head)).toEqual(['Bulk verdict 1999']);
    expect(await list('q=verdict_1')).toEqual({ reviews: [], total: 0 });
  });

  it('finds the same reviews as a search across the joined product and customer', async () => {
    for (const q of ['pro', 'GMAIL', 'great']) {
      const pattern = `%${q}%`;
      const expected = await scalar(
        t,
        sql`select count(*)::int as n from reviews r join products p on p.id = r.product_id
          join customers c on c.id = r.customer_id
          where p.name ilike ${pattern} or c.name ilike ${pattern} or c.email ilike ${pattern}
            or r.head ilike ${pattern} or r.para ilike ${pattern}`,
      );
      const res = await list(`q=${q}`);
      if (!res.totalIsEstimate) expect(res.total, q).toBe(expected);
      else expect(expected, q).toBeGreaterThan(EXACT_COUNT_LIMIT);
    }
  });

  it('pages deep into the estimated list in the same order as the first pages', async () => {
    const first = await list('sortBy=date&orderBy=desc&itemsPerPage=100');
    const second = await list('sortBy=date&orderBy=desc&page=2&itemsPerPage=50');
    expect(ids(second.reviews)).toEqual(ids(first.reviews).slice(50, 100));
    const deep = await list('sortBy=reviewer&page=150&itemsPerPage=10');
    const expected = await scalar(
      t,
      sql`select r.id as n from reviews r join customers c on c.id = r.customer_id
        order by c.name, r.id offset ${149 * 10} limit 1`,
    );
    expect(deep.reviews[0].id).toBe(expected);
    expect(deep.totalIsEstimate).toBe(true);
  });
});
