import { type Product, productSortKeys } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.ts';
import { call, countRows, getOk, ids, idsInSqlOrder, sortCases, statusesAs } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

type Answer = { products: Product[]; total: number };

/** Reads only: the seeded 50 products stay as they are, so the oracles hold in any order. */
describe('products: list', () => {
  let t: TestApp;
  let all: Product[];
  beforeAll(async () => {
    t = await createTestApp();
    all = (await getOk<Answer>(t, '/api/apps/ecommerce/products?itemsPerPage=100')).products;
  });
  afterAll(() => t.close());

  const list = (query: string) => getOk<Answer>(t, `/api/apps/ecommerce/products?${query}`);

  it('lists the 50 seeded products newest first, with the spec fields and the total', async () => {
    expect(all).toHaveLength(50);
    expect(await countRows(t, products)).toBe(50);
    expect(ids(all)).toEqual([...ids(all)].sort((a, b) => b - a));
    const first = await list('');
    expect(first.total).toBe(50);
    expect(ids(first.products)).toEqual(ids(all).slice(0, 10));
    const iphone = all.find((p) => p.productName === 'iPhone 14 Pro');
    expect(iphone).toMatchObject({
      category: 'Electronics',
      productBrand: 'Apple',
      price: '$999.00',
      priceValue: 999,
    });
    for (const p of all) {
      expect(p.price).toMatch(/^\$[\d,]+\.\d{2}$/);
      expect(['Inactive', 'Published', 'Scheduled']).toContain(p.status);
      expect(typeof p.stock).toBe('boolean');
      expect(p).toHaveProperty('image');
    }
  });

  it('uses page 1 and 10 a page when paging is missing or not a number', async () => {
    const res = await list('page=abc&itemsPerPage=xyz');
    expect(ids(res.products)).toEqual(ids(all).slice(0, 10));
    expect(res.total).toBe(50);
  });

  it('returns the requested page, and an empty page past the end', async () => {
    expect(ids((await list('page=3&itemsPerPage=7')).products)).toEqual(ids(all).slice(14, 21));
    expect(await list('page=9')).toEqual({ products: [], total: 50 });
  });

  it.each([
    ['itemsPerPage=1000', 'itemsPerPage'],
    ['page=0', 'page'],
    ['sortBy=price;drop', 'sortBy'],
    ['sortBy=name', 'sortBy'],
    ['orderBy=up', 'orderBy'],
    ['status=Gone', 'status'],
    ['stock=maybe', 'stock'],
    ['categoryId=abc', 'categoryId'],
  ])('refuses %s with 400 naming the field', async (query, field) => {
    const res = await call(t, 'GET', `/api/apps/ecommerce/products?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty(field);
  });

  it('matches q against the name or the brand, ignoring case', async () => {
    for (const q of ['APPLE', 'sony', 'iphone', 'Chair']) {
      const res = await list(`q=${q}&itemsPerPage=100`);
      const needle = q.toLowerCase();
      const expected = all.filter((p) =>
        `${p.productName}\n${p.productBrand}`.toLowerCase().includes(needle),
      );
      expect(expected.length, q).toBeGreaterThan(0);
      expect(ids(res.products)).toEqual(ids(expected));
      expect(res.total).toBe(expected.length);
    }
    expect((await list('q=%25')).total).toBe(0);
  });

  it.each([
    ['stock=true', (p: Product) => p.stock],
    ['stock=false', (p: Product) => !p.stock],
    ['category=electronics', (p: Product) => p.category === 'Electronics'],
    ['category=Home%20Decor', (p: Product) => p.category === 'Home Decor'],
    ['categoryId=3', (p: Product) => p.categoryId === 3],
    ['status=Scheduled', (p: Product) => p.status === 'Scheduled'],
    [
      'status=Published&stock=true&category=Games',
      (p: Product) => p.status === 'Published' && p.stock && p.category === 'Games',
    ],
    ['status=&category=&stock=', () => true],
  ])('filters by %s, the total equal to the filtered count', async (query, keep) => {
    const expected = all.filter(keep);
    const res = await list(`${query}&itemsPerPage=5`);
    expect(res.total).toBe(expected.length);
    expect(ids(res.products)).toEqual(ids(expected).slice(0, 5));
  });

  it('gives an empty list for an unknown category', async () => {
    expect(await list('category=Nothing')).toEqual({ products: [], total: 0 });
  });

  const column = {
    product: 'p.name',
    category: 'c.name',
    status: 'p.status',
    price: 'p.price_cents',
    qty: 'p.qty',
    sku: 'p.sku',
  } as const;

  it.each(sortCases(productSortKeys))('sorts by %s %s as the database does, ties by id', async (key, dir) => {
    const res = await list(`sortBy=${key}&orderBy=${dir}&itemsPerPage=100`);
    const expected = await idsInSqlOrder(
      t,
      sql.raw(`select p.id from products p join categories c on c.id = p.category_id
        order by ${column[key]} ${dir}, p.id ${dir}`),
    );
    expect(ids(res.products)).toEqual(expected);
  });

  it('sorts prices as numbers, not as text', async () => {
    const values = (await list('sortBy=price&orderBy=asc&itemsPerPage=100')).products.map(
      (p) => p.priceValue,
    );
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(values[0]).toBeLessThan(100);
    expect(values.at(-1)).toBeGreaterThan(1000);
  });

  it('sorts ascending when orderBy is missing', async () => {
    const asc = await list('sortBy=qty&itemsPerPage=100');
    expect(ids(asc.products)).toEqual(ids((await list('sortBy=qty&orderBy=asc&itemsPerPage=100')).products));
  });

  it('returns one product with its detail fields, 404 for an unknown id and 400 for a bad one', async () => {
    const one = await getOk<Record<string, unknown>>(t, `/api/apps/ecommerce/products/${all[0].id}`);
    expect(one).toMatchObject({ ...all[0] });
    expect(one).toHaveProperty('description');
    expect(one).toHaveProperty('variants');
    const missing = await call(t, 'GET', '/api/apps/ecommerce/products/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Product not found' });
    for (const bad of ['abc', '1.5', '-2', '0', '2147483648', '1e400']) {
      const res = await call(t, 'GET', `/api/apps/ecommerce/products/${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors).toHaveProperty('id');
    }
  });

  it('counts products by status, stock and category in /stats', async () => {
    const stats = await getOk<Record<string, unknown>>(t, '/api/apps/ecommerce/products/stats');
    const count = (keep: (p: Product) => boolean) => all.filter(keep).length;
    expect(stats).toMatchObject({
      total: 50,
      inStock: count((p) => p.stock),
      outOfStock: count((p) => !p.stock),
      byStatus: {
        Published: count((p) => p.status === 'Published'),
        Inactive: count((p) => p.status === 'Inactive'),
        Scheduled: count((p) => p.status === 'Scheduled'),
      },
    });
    const byCategory = stats.byCategory as { category: string; count: number }[];
    expect(byCategory.map((c) => c.category).sort()).toEqual(
      ['Accessories', 'Electronics', 'Games', 'Home Decor', 'Office', 'Shoes'].sort(),
    );
    for (const c of byCategory) expect(c.count).toBe(count((p) => p.category === c.category));
  });

  it('refuses the demo client (403) and anonymous callers (401)', async () => {
    const cases = [
      { method: 'GET' as const, url: '/api/apps/ecommerce/products' },
      { method: 'GET' as const, url: '/api/apps/ecommerce/products/stats' },
      { method: 'GET' as const, url: `/api/apps/ecommerce/products/${all[0].id}` },
      { method: 'DELETE' as const, url: `/api/apps/ecommerce/products/${all[0].id}` },
      {
        method: 'POST' as const,
        url: '/api/apps/ecommerce/products/bulk-delete',
        payload: { ids: [all[0].id] },
      },
    ];
    expect((await statusesAs(t, t.clientToken, cases)).every((l) => l.endsWith(' 403'))).toBe(true);
    expect((await statusesAs(t, null, cases)).every((l) => l.endsWith(' 401'))).toBe(true);
    expect(await countRows(t, products)).toBe(50);
  });
});
