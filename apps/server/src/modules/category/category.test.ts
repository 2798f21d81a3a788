import { type Category, categorySortKeys } from '@app/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../db/schema/index.ts';
import {
  call,
  countRows,
  getOk,
  ids,
  idsInSqlOrder,
  scalar,
  sortCases,
  statusesAs,
  uniqueTag,
} from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

type Answer = { categories: Category[]; total: number };

describe('categories', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const url = '/api/apps/ecommerce/categories';
  const list = (query = '') => getOk<Answer>(t, `${url}?${query}`);
  const create = (body: object) => call(t, 'POST', url, body);

  it('lists the six seeded categories by name with product counts and earnings from the orders', async () => {
    const res = await list();
    expect(res.total).toBe(6);
    expect(res.categories.map((c) => c.name)).toEqual([
      'Accessories',
      'Electronics',
      'Games',
      'Home Decor',
      'Office',
      'Shoes',
    ]);
    for (const c of res.categories) {
      expect(c.productCount).toBe(
        await scalar(t, sql`select count(*)::int as n from products where category_id = ${c.id}`),
      );
      const earning = await scalar(
        t,
        sql`select coalesce(sum(i.unit_price_cents * i.qty), 0)::bigint as n from order_items i
            join products p on p.id = i.product_id where p.category_id = ${c.id}`,
      );
      expect(Math.round(c.totalEarning * 100)).toBe(earning);
    }
    expect((await list('q=DECOR')).categories.map((c) => c.name)).toEqual(['Home Decor']);
    expect((await list('itemsPerPage=2&page=2')).categories.map((c) => c.name)).toEqual([
      'Games',
      'Home Decor',
    ]);
  });

  const column = {
    name: 'c.name',
    products: '(select count(*) from products p where p.category_id = c.id)',
    earning: `(select coalesce(sum(i.unit_price_cents::bigint * i.qty), 0) from order_items i
      join products p on p.id = i.product_id where p.category_id = c.id)`,
    status: 'c.status',
  } as const;

  it.each(sortCases(categorySortKeys))('sorts by %s %s as the database does', async (key, dir) => {
    const res = await list(`sortBy=${key}&orderBy=${dir}`);
    const expected = await idsInSqlOrder(
      t,
      sql.raw(`select c.id from categories c order by ${column[key]} ${dir}, c.id ${dir}`),
    );
    expect(ids(res.categories)).toEqual(expected.slice(0, 10));
  });

  it('creates a category with a slug from its name and a sanitized description', async () => {
    const name = `Garden Café ${uniqueTag('x')}`;
    const res = await create({ name, description: '<p>Plants<script>x</script></p>', parentId: 5 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      name,
      slug: name
        .toLowerCase()
        .replace('é', 'e')
        .replace(/[^a-z0-9]+/g, '-'),
      description: '<p>Plants</p>',
      parentId: 5,
      parentName: 'Home Decor',
      status: 'Published',
      productCount: 0,
      totalEarning: 0,
    });
    expect(await getOk(t, `${url}/${res.json().id}`)).toEqual(res.json());
  });

  it('refuses a taken name (any case) or slug with 409 and bad fields with 400, writing nothing', async () => {
    const before = await countRows(t, categories);
    const name = await create({ name: 'ELECTRONICS', slug: 'more-electronics' });
    expect(name.statusCode).toBe(409);
    expect(name.json().errors).toEqual({ name: 'is already taken' });
    const slug = await create({ name: 'Gadgets', slug: 'games' });
    expect(slug.json().errors).toEqual({ slug: 'is already taken' });
    for (const [body, field] of [
      [{ name: 'x' }, 'name'],
      [{ name: 'Okay', slug: 'Bad Slug' }, 'slug'],
      [{ name: 'Okay', parentId: 999 }, 'parentId'],
      [{ name: 'Okay', status: 'Hidden' }, 'status'],
    ] as const) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors).toHaveProperty(field);
    }
    expect(await countRows(t, categories)).toBe(before);
  });

  it('updates a category and refuses to make it its own ancestor', async () => {
    const parent = (await create({ name: uniqueTag('Parent') })).json();
    const child = (await create({ name: uniqueTag('Child'), parentId: parent.id })).json();
    const renamed = await call(t, 'PUT', `${url}/${parent.id}`, {
      name: `${parent.name} 2`,
      slug: parent.slug,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe(`${parent.name} 2`);
    const cycle = await call(t, 'PUT', `${url}/${parent.id}`, { name: parent.name, parentId: child.id });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().errors).toHaveProperty('parentId');
    const self = await call(t, 'PUT', `${url}/${parent.id}`, { name: parent.name, parentId: parent.id });
    expect(self.statusCode).toBe(400);
    expect((await call(t, 'PUT', `${url}/999999`, { name: 'Nobody' })).statusCode).toBe(404);
  });

  it('refuses to delete a category that still has products (409), and deletes an empty one', async () => {
    const count = await scalar(t, sql`select count(*)::int as n from products where category_id = 1`);
    const res = await call(t, 'DELETE', `${url}/1`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: `This category still has ${count} products` });
    expect(await countRows(t, categories, eq(categories.id, 1))).toBe(1);
    const parent = (await create({ name: uniqueTag('Empty') })).json();
    const child = (await create({ name: uniqueTag('Sub'), parentId: parent.id })).json();
    expect((await call(t, 'DELETE', `${url}/${parent.id}`)).statusCode).toBe(204);
    expect((await getOk<Category>(t, `${url}/${child.id}`)).parentId).toBeNull();
    expect((await call(t, 'DELETE', `${url}/${parent.id}`)).statusCode).toBe(404);
  });

  it('refuses the demo client (403) and anonymous callers (401)', async () => {
    const cases = [
      { method: 'GET' as const, url },
      { method: 'POST' as const, url, payload: { name: 'Nope' } },
      { method: 'PUT' as const, url: `${url}/2`, payload: { name: 'Nope' } },
      { method: 'DELETE' as const, url: `${url}/2` },
    ];
    expect((await statusesAs(t, t.clientToken, cases)).every((l) => l.endsWith(' 403'))).toBe(true);
    expect((await statusesAs(t, null, cases)).every((l) => l.endsWith(' 401'))).toBe(true);
  });
});
