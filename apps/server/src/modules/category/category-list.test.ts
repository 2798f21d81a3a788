import type { Category } from '@app/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXACT_COUNT_LIMIT } from '../../lib/list-count.ts';
import { getOk, ids, idsInSqlOrder, scalar } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

type Answer = { categories: Category[]; total: number; totalIsEstimate?: true };

const ADDED = 2000;

/** A catalogue past the exact-count limit: the demo's categories plus 2,000 added beside them. */
describe('categories: search and totals of a big list', () => {
  let t: TestApp;
  let demo: number;
  beforeAll(async () => {
    t = await createTestApp();
    demo = await scalar(t, sql`select count(*)::int as n from categories`);
    // Every tenth added category is on sale, its description holding a literal % and _.
    await t.app.db.execute(sql`
      insert into categories (name, slug, description, status)
      select 'Bulk shelf ' || lpad(i::text, 4, '0'), 'bulk-shelf-' || i,
        case when i % 10 = 0 then '<p>Sale 50% off_now</p>' else '<p>Plain shelf</p>' end,
        case when i % 10 = 0 then 'Inactive' else 'Published' end
      from generate_series(1, ${ADDED}) as i`);
    await t.app.db.execute(sql`
      update categories set parent_id = (select min(id) from categories) where slug = 'bulk-shelf-1500'`);
    await t.app.db.execute(sql`analyze categories`);
  });
  afterAll(() => t.close());

  const list = (query: string) => getOk<Answer>(t, `/api/apps/ecommerce/categories?${query}`);
  const pageInSql = (order: SQL, offset: number) =>
    idsInSqlOrder(t, sql`select c.id from categories c order by ${order} offset ${offset} limit 10`);

  it('answers an estimated total, flagged, once more categories match than it counts exactly', async () => {
    const res = await list('');
    expect(res.categories).toHaveLength(10);
    expect(res.totalIsEstimate).toBe(true);
    expect(res.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(Math.abs(res.total - (ADDED + demo))).toBeLessThan((ADDED + demo) * 0.2);
  });

  it('counts exactly, without the flag, when fewer categories match', async () => {
    const res = await list('q=sale%2050');
    expect(res.total).toBe(ADDED / 10);
    expect(res).not.toHaveProperty('totalIsEstimate');
  });

  it('matches a part of the name, slug or description in any case, a % or _ only as itself', async () => {
    expect((await list('q=BULK%20SHELF%200007')).categories.map((c) => c.name)).toEqual(['Bulk shelf 0007']);
    expect((await list('q=bulk-shelf-1999')).categories.map((c) => c.slug)).toEqual(['bulk-shelf-1999']);
    expect((await list('q=50%25')).total).toBe(ADDED / 10);
    expect((await list('q=f_n')).total).toBe(ADDED / 10);
    expect(await list('q=5_%25')).toEqual({ categories: [], total: 0 });
    expect(await list('q=off%25now')).toEqual({ categories: [], total: 0 });
  });

  it('pages deep into the estimated list in the order an SQL OFFSET gives', async () => {
    const byName = await list('page=150');
    expect(ids(byName.categories)).toEqual(await pageInSql(sql`c.name, c.id`, 1490));
    expect(byName.totalIsEstimate).toBe(true);
    const byStatus = await list('sortBy=status&orderBy=desc&page=120');
    expect(ids(byStatus.categories)).toEqual(await pageInSql(sql`c.status desc, c.id desc`, 1190));
    const byProducts = await list('sortBy=products&orderBy=asc&page=180');
    const products = sql`(select count(*) from products p where p.category_id = c.id)`;
    expect(ids(byProducts.categories)).toEqual(await pageInSql(sql`${products}, c.id`, 1790));
  });

  it('shows on a deep page the same product counts and parents as the first page does', async () => {
    const first = await list('sortBy=products&orderBy=desc&itemsPerPage=5');
    const expected = await scalar(
      t,
      sql`select count(*)::int as n from products where category_id = ${first.categories[0].id}`,
    );
    expect(first.categories[0].productCount).toBe(expected);
    expect(expected).toBeGreaterThan(0);
    const deep = await list('q=bulk%20shelf&page=150');
    expect(deep.categories.map((c) => c.name).at(-1)).toBe('Bulk shelf 1500');
    expect(deep.categories.every((c) => c.productCount === 0 && c.totalEarning === 0)).toBe(true);
    const parent = (await t.app.db.execute(sql`select name from categories order by id limit 1`)) as {
      rows: { name: string }[];
    };
    expect(deep.categories.at(-1)?.parentName).toBe(parent.rows[0].name);
  });
});
