import { type Customer, customerSortKeys } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, getOk, ids, idsInSqlOrder, scalar, sortCases, statusesAs } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

type Answer = { customers: Customer[]; total: number };
const COUNTRIES = ['Australia', 'United States', 'France', 'China', 'Brazil', 'India'];

/** Reads only: the seeded 100 customers stay as they are. */
describe('customers: list and detail', () => {
  let t: TestApp;
  let all: Customer[];
  beforeAll(async () => {
    t = await createTestApp();
    all = (await getOk<Answer>(t, '/api/apps/ecommerce/customers?itemsPerPage=100')).customers;
  });
  afterAll(() => t.close());

  const list = (query: string) => getOk<Answer>(t, `/api/apps/ecommerce/customers?${query}`);

  it('lists the 100 seeded customers newest first, over the six countries, with six-digit ids', async () => {
    expect(all).toHaveLength(100);
    expect(ids(all)).toEqual([...ids(all)].sort((a, b) => b - a));
    expect((await list('')).total).toBe(100);
    expect(new Set(all.map((c) => c.country))).toEqual(new Set(COUNTRIES));
    expect(new Set(all.map((c) => c.customerId)).size).toBe(100);
    for (const c of all) {
      expect(String(c.customerId)).toMatch(/^\d{6}$/);
      expect(c.countryCode).toMatch(/^[a-z]{2}$/);
      expect(c.countryFlag.length).toBeGreaterThan(0);
      expect(c.email).toContain('@');
    }
  });

  it("keeps each customer's order count and total spent equal to their orders", async () => {
    const orders = await scalar(t, sql`select count(*)::int as n from orders`);
    expect(all.reduce((sum, c) => sum + c.order, 0)).toBe(orders);
    const off = await scalar(
      t,
      sql`select count(*)::int as n from customers c where c.order_count <> (select count(*) from orders o where o.customer_id = c.id)
        or c.total_spent_cents <> (select coalesce(sum(o.spent_cents), 0) from orders o where o.customer_id = c.id)`,
    );
    expect(off).toBe(0);
  });

  it('pages with the defaults when paging is missing or not a number', async () => {
    expect(ids((await list('page=one&itemsPerPage=ten')).customers)).toEqual(ids(all).slice(0, 10));
    expect(ids((await list('page=4&itemsPerPage=20')).customers)).toEqual(ids(all).slice(60, 80));
  });

  it('matches q against the name, the country or the e-mail, ignoring case', async () => {
    const sample = all[42];
    for (const q of [sample.customer.split(' ')[0].toUpperCase(), 'brazil', sample.email, 'fran']) {
      const needle = q.toLowerCase();
      const expected = all.filter((c) =>
        [c.customer, c.country, c.email].some((v) => v.toLowerCase().includes(needle)),
      );
      const res = await list(`q=${encodeURIComponent(q)}&itemsPerPage=100`);
      expect(ids(res.customers), q).toEqual(ids(expected));
      expect(res.total).toBe(expected.length);
    }
  });

  it('filters by country', async () => {
    const res = await list('country=india&itemsPerPage=100');
    expect(ids(res.customers)).toEqual(ids(all.filter((c) => c.country === 'India')));
  });

  const column = {
    customer: 'name',
    country: 'country',
    customerId: 'customer_number',
    orders: 'order_count',
    totalSpent: 'total_spent_cents',
  } as const;

  it.each(sortCases(customerSortKeys))('sorts by %s %s as the database does', async (key, dir) => {
    const res = await list(`sortBy=${key}&orderBy=${dir}&itemsPerPage=100`);
    const expected = await idsInSqlOrder(
      t,
      sql.raw(`select id from customers order by ${column[key]} ${dir}, id ${dir}`),
    );
    expect(ids(res.customers)).toEqual(expected);
  });

  it.each([
    ['sortBy=email', 'sortBy'],
    ['orderBy=DESC', 'orderBy'],
    ['itemsPerPage=-1', 'itemsPerPage'],
  ])('refuses %s with 400 naming the field', async (query, field) => {
    const res = await call(t, 'GET', `/api/apps/ecommerce/customers?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty(field);
  });

  it('returns one customer by customerId with status, contact and addresses', async () => {
    const sample = all[3];
    const res = await getOk<Record<string, unknown>>(t, `/api/apps/ecommerce/customers/${sample.customerId}`);
    expect(res).toMatchObject({ ...sample });
    expect(['Active', 'Inactive', 'Suspended']).toContain(res.status);
    expect(res.contact).toMatch(/^\+\d+ [\d ]+$/);
    expect((res.addresses as { kind: string }[]).map((a) => a.kind)).toEqual(['shipping', 'billing']);
  });

  it('answers 404 with an empty body for an unknown customerId, or for a row id', async () => {
    for (const id of ['999999', '1']) {
      const res = await call(t, 'GET', `/api/apps/ecommerce/customers/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.body).toBe('');
    }
    for (const bad of ['abc', '12.5', '-100000']) {
      expect((await call(t, 'GET', `/api/apps/ecommerce/customers/${bad}`)).statusCode, bad).toBe(400);
    }
  });

  it('refuses the demo client (403) and anonymous callers (401)', async () => {
    const id = all[0].customerId;
    const cases = [
      { method: 'GET' as const, url: '/api/apps/ecommerce/customers' },
      { method: 'GET' as const, url: `/api/apps/ecommerce/customers/${id}` },
      { method: 'PATCH' as const, url: `/api/apps/ecommerce/customers/${id}`, payload: { contact: '1' } },
    ];
    expect((await statusesAs(t, t.clientToken, cases)).every((l) => l.endsWith(' 403'))).toBe(true);
    expect((await statusesAs(t, null, cases)).every((l) => l.endsWith(' 401'))).toBe(true);
  });
});
