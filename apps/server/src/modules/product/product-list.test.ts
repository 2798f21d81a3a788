import type { Product } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXACT_COUNT_LIMIT } from '../../lib/list-count.ts';
import { getOk, ids, scalar } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

type Answer = { products: Product[]; total: number; totalIsEstimate?: true };

const ADDED = 2000;

/** A catalogue past the exact-count limit: the demo's 50 products plus 2,000 added beside them. */
describe('products: search and totals of a big list', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.db.execute(sql`insert into categories (name, slug) values ('Bulk Tools', 'bulk-tools')`);
    // Every tenth added product is a Zenith in Bulk Tools; the rest are Acme in the first category.
    await t.app.db.execute(sql`
      insert into products (name, brand, category_id, sku, price_cents, qty, stock, status)
      select 'Bulk Gadget ' || i,
        case when i % 10 = 0 then 'Zenith' else 'Acme' end,
        case when i % 10 = 0 then (select id from categories where slug = 'bulk-tools')
          else (select min(id) from categories) end,
        'BULK-' || i, (i * 53) % 90000, i % 40, i % 3 <> 0, 'Published'
      from generate_series(1, ${ADDED}) as i`);
    await t.app.db.execute(sql`analyze products, categories`);
  });
  afterAll(() => t.close());

  const list = (query: string) => getOk<Answer>(t, `/api/apps/ecommerce/products?${query}`);

  it('answers an estimated total, flagged, once more products match than it counts exactly', async () => {
    const res = await list('');
    expect(res.products).toHaveLength(10);
    expect(res.totalIsEstimate).toBe(true);
    expect(res.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(Math.abs(res.total - (ADDED + 50))).toBeLessThan((ADDED + 50) * 0.2);
  });

  it('counts exactly, without the flag, when fewer products match', async () => {
    const byName = await list('category=BULK%20TOOLS');
    expect(byName.total).toBe(ADDED / 10);
    expect(byName).not.toHaveProperty('totalIsEstimate');
    expect(byName.products.every((p) => p.category === 'Bulk Tools')).toBe(true);
    const searched = await list('q=zenith&stock=false');
    const expected = await scalar(
      t,
      sql`select count(*)::int as n from products where brand = 'Zenith' and not stock`,
    );
    expect(searched.total).toBe(expected);
    expect(searched).not.toHaveProperty('totalIsEstimate');
  });

  it('matches a part of the name or brand in any case, never a wildcard', async () => {
    const res = await list('q=GADGET%20177&itemsPerPage=100');
    expect(res.products.map((p) => p.productName).sort()).toEqual(
      ['177', '1770', '1771', '1772', '1773', '1774', '1775', '1776', '1777', '1778', '1779'].map(
        (n) => `Bulk Gadget ${n}`,
      ),
    );
    expect((await list('q=enit&itemsPerPage=1')).total).toBe(ADDED / 10);
    expect(await list('q=gadget_1')).toEqual({ products: [], total: 0 });
  });

  it('pages deep into the estimated list in the same order as the first pages', async () => {
    const first = await list('sortBy=price&orderBy=desc&itemsPerPage=100');
    const second = await list('sortBy=price&orderBy=desc&page=2&itemsPerPage=50');
    expect(ids(second.products)).toEqual(ids(first.products).slice(50, 100));
    const prices = first.products.map((p) => p.priceValue);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const deep = await list('sortBy=category&page=150&itemsPerPage=10');
    const expected = await scalar(
      t,
      sql`select p.id as n from products p join categories c on c.id = p.category_id
        order by c.name, p.id offset ${149 * 10} limit 1`,
    );
    expect(deep.products[0].id).toBe(expected);
    expect(deep.totalIsEstimate).toBe(true);
    // Backwards and filtered, across the ends of categories: the pages walk the categories in turn.
    const expectedIds = (await t.app.db.execute(
      sql`select p.id from products p join categories c on c.id = p.category_id where p.stock
        order by c.name desc, p.id desc limit 400`,
    )) as unknown as { rows: { id: number }[] };
    const pages: Product[] = [];
    for (const page of [1, 2, 3, 4]) {
      const query = `sortBy=category&orderBy=desc&stock=true&page=${page}&itemsPerPage=100`;
      pages.push(...(await list(query)).products);
    }
    expect(ids(pages)).toEqual(expectedIds.rows.map((row) => row.id));
    expect(new Set(pages.map((p) => p.category)).size).toBeGreaterThan(1);
  });
});
