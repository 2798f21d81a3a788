import { type Review, reviewSortKeys } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, getOk, ids, idsInSqlOrder, sortCases, statusesAs } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

type Answer = { reviews: Review[]; total: number };

/** Reads only: the seeded 100 reviews stay as they are. */
describe('reviews: list and stats', () => {
  let t: TestApp;
  let all: Review[];
  beforeAll(async () => {
    t = await createTestApp();
    all = (await getOk<Answer>(t, '/api/apps/ecommerce/reviews?itemsPerPage=100')).reviews;
  });
  afterAll(() => t.close());

  const list = (query: string) => getOk<Answer>(t, `/api/apps/ecommerce/reviews?${query}`);

  it('lists the 100 seeded reviews newest first with the spec fields', async () => {
    expect(all).toHaveLength(100);
    expect(ids(all)).toEqual([...ids(all)].sort((a, b) => b - a));
    expect((await list('')).total).toBe(100);
    for (const r of all) {
      expect(r.review).toBeGreaterThanOrEqual(1);
      expect(r.review).toBeLessThanOrEqual(5);
      expect(['Pending', 'Published']).toContain(r.status);
      expect(r.date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      expect(r.date).toBe(
        `${r.createdAt.slice(5, 7)}/${r.createdAt.slice(8, 10)}/${r.createdAt.slice(0, 4)}`,
      );
      expect(r.head.length).toBeGreaterThan(0);
    }
  });

  it.each([
    ['', () => true],
    ['status=All', () => true],
    ['status=Pending', (r: Review) => r.status === 'Pending'],
    ['status=Published', (r: Review) => r.status === 'Published'],
    ['rating=5', (r: Review) => r.review === 5],
    ['status=Published&rating=1', (r: Review) => r.status === 'Published' && r.review === 1],
  ])('filters by "%s" with the total equal to the filtered count', async (query, keep) => {
    const expected = all.filter(keep);
    const res = await list(`${query}&itemsPerPage=100`);
    expect(res.total).toBe(expected.length);
    expect(ids(res.reviews)).toEqual(ids(expected));
  });

  it('matches q against product, reviewer, e-mail, head and para, ignoring case', async () => {
    const sample = all[11];
    for (const q of [
      sample.product.toUpperCase(),
      sample.reviewer,
      sample.email,
      'VALUE FOR MONEY',
      'instructions',
    ]) {
      const needle = q.toLowerCase();
      const expected = all.filter((r) =>
        [r.product, r.reviewer, r.email, r.head, r.para].some((v) => v.toLowerCase().includes(needle)),
      );
      expect(expected.length, q).toBeGreaterThan(0);
      const res = await list(`q=${encodeURIComponent(q)}&itemsPerPage=100`);
      expect(ids(res.reviews), q).toEqual(ids(expected));
      expect(res.total).toBe(expected.length);
    }
  });

  // A name sort breaks its ties by the named product or customer, then by review.
  const columns = {
    product: ['p.name', 'p.id'],
    reviewer: ['c.name', 'c.id'],
    date: ['r.reviewed_at'],
    status: ['r.status'],
  } as const;

  it.each(sortCases(reviewSortKeys))('sorts by %s %s as the database does', async (key, dir) => {
    const res = await list(`sortBy=${key}&orderBy=${dir}&itemsPerPage=100`);
    const expected = await idsInSqlOrder(
      t,
      sql.raw(`select r.id from reviews r join products p on p.id = r.product_id join customers c on c.id = r.customer_id
        order by ${columns[key].map((column) => `${column} ${dir}`).join(', ')}, r.id ${dir}`),
    );
    expect(ids(res.reviews)).toEqual(expected);
  });

  it.each([
    ['status=Hidden', 'status'],
    ['rating=6', 'rating'],
    ['sortBy=rating', 'sortBy'],
    ['page=-1', 'page'],
  ])('refuses %s with 400 naming the field', async (query, field) => {
    const res = await call(t, 'GET', `/api/apps/ecommerce/reviews?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty(field);
  });

  it('gives the rating distribution, the average and the status counts in /stats', async () => {
    const stats = await getOk<
      { total: number; average: number; byRating: { rating: number; count: number }[] } & Record<
        string,
        number
      >
    >(t, '/api/apps/ecommerce/reviews/stats');
    const count = (keep: (r: Review) => boolean) => all.filter(keep).length;
    expect(stats.total).toBe(100);
    expect(stats.byRating).toEqual(
      [1, 2, 3, 4, 5].map((rating) => ({ rating, count: count((r) => r.review === rating) })),
    );
    const mean = all.reduce((sum, r) => sum + r.review, 0) / all.length;
    expect(stats.average).toBeCloseTo(mean, 2);
    expect(stats.pending).toBe(count((r) => r.status === 'Pending'));
    expect(stats.published).toBe(count((r) => r.status === 'Published'));
    expect(stats.positive).toBe(count((r) => r.review >= 4));
  });

  it('refuses the demo client (403) and anonymous callers (401)', async () => {
    const cases = [
      { method: 'GET' as const, url: '/api/apps/ecommerce/reviews' },
      { method: 'GET' as const, url: '/api/apps/ecommerce/reviews/stats' },
      {
        method: 'PATCH' as const,
        url: `/api/apps/ecommerce/reviews/${all[0].id}`,
        payload: { status: 'Published' },
      },
      { method: 'DELETE' as const, url: `/api/apps/ecommerce/reviews/${all[0].id}` },
      {
        method: 'POST' as const,
        url: '/api/apps/ecommerce/reviews/bulk-delete',
        payload: { ids: [all[0].id] },
      },
    ];
    expect((await statusesAs(t, t.clientToken, cases)).every((l) => l.endsWith(' 403'))).toBe(true);
    expect((await statusesAs(t, null, cases)).every((l) => l.endsWith(' 401'))).toBe(true);
    expect((await list('')).total).toBe(100);
  });
});
