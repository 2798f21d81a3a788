import { type Order, orderSortKeys } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, getOk, ids, idsInSqlOrder, scalar, sortCases, statusesAs } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

type Answer = { orders: Order[]; total: number };

/** Reads only: the seeded 100 orders stay as they are. */
describe('orders: list and stats', () => {
  let t: TestApp;
  let all: Order[];
  beforeAll(async () => {
    t = await createTestApp();
    all = (await getOk<Answer>(t, '/api/apps/ecommerce/orders?itemsPerPage=100')).orders;
  });
  afterAll(() => t.close());

  const list = (query: string) => getOk<Answer>(t, `/api/apps/ecommerce/orders?${query}`);

  it('lists the 100 seeded orders newest first with the spec fields', async () => {
    expect(all).toHaveLength(100);
    expect(ids(all)).toEqual([...ids(all)].sort((a, b) => b - a));
    expect((await list('')).total).toBe(100);
    for (const o of all) {
      expect([1, 2, 3, 4]).toContain(o.payment);
      expect(['Dispatched', 'Out for Delivery', 'Ready to Pickup', 'Delivered']).toContain(o.status);
      expect(['paypalLogo', 'mastercard']).toContain(o.method);
      expect(String(o.methodNumber)).toMatch(/^\d{4}$/);
      expect(o.date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      expect(o.time).toMatch(/^\d{2}:\d{2} [AP]M$/);
      expect(o.spent).toBeGreaterThan(0);
      expect(String(o.customerId)).toMatch(/^\d{6}$/);
    }
    expect(new Set(all.map((o) => o.order)).size).toBe(100);
  });

  it('keeps every order’s spent equal to its items + shipping + tax', async () => {
    const broken = await scalar(
      t,
      sql`select count(*)::int as n from orders o where o.spent_cents <> o.shipping_cents + o.tax_cents +
        (select coalesce(sum(i.unit_price_cents * i.qty), 0) from order_items i where i.order_id = o.id)`,
    );
    expect(broken).toBe(0);
  });

  it('uses page 1 and 10 a page when paging is missing or not a number', async () => {
    expect(ids((await list('page=x&itemsPerPage=')).orders)).toEqual(ids(all).slice(0, 10));
    expect(ids((await list('page=2&itemsPerPage=25')).orders)).toEqual(ids(all).slice(25, 50));
  });

  it('matches q against the customer, the e-mail or the order number', async () => {
    const sample = all[17];
    const matches = (o: Order, q: string) =>
      o.customer.toLowerCase().includes(q.toLowerCase()) ||
      o.email.toLowerCase().includes(q.toLowerCase()) ||
      String(o.order).includes(q.replace(/^#/, ''));
    const lastName = sample.customer.split(' ')[1].toUpperCase();
    for (const q of [lastName, sample.email, String(sample.order), `#${sample.order}`]) {
      const expected = all.filter((o) => matches(o, q));
      const res = await list(`q=${encodeURIComponent(q)}&itemsPerPage=100`);
      expect(ids(res.orders), q).toEqual(ids(expected));
      expect(res.total).toBe(expected.length);
      expect(ids(res.orders)).toContain(sample.id);
    }
  });

  it.each([
    ['status=Delivered', (o: Order) => o.status === 'Delivered'],
    ['payment=2', (o: Order) => o.payment === 2],
    ['status=Dispatched&payment=1', (o: Order) => o.status === 'Dispatched' && o.payment === 1],
  ])('filters by %s with the total equal to the filtered count', async (query, keep) => {
    const expected = all.filter(keep);
    const res = await list(`${query}&itemsPerPage=100`);
    expect(res.total).toBe(expected.length);
    expect(ids(res.orders)).toEqual(ids(expected));
  });

  it("lists one customer's orders by the six-digit customerId", async () => {
    const customerId = all[0].customerId;
    const res = await list(`customerId=${customerId}&itemsPerPage=100`);
    expect(ids(res.orders)).toEqual(ids(all.filter((o) => o.customerId === customerId)));
  });

  it.each([
    ['sortBy=total', 'sortBy'],
    ['orderBy=random', 'orderBy'],
    ['payment=5', 'payment'],
    ['status=Lost', 'status'],
    ['itemsPerPage=101', 'itemsPerPage'],
    ['customerId=99999999999', 'customerId'],
  ])('refuses %s with 400 naming the field', async (query, field) => {
    const res = await call(t, 'GET', `/api/apps/ecommerce/orders?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty(field);
  });

  // The sort by customer name breaks its ties by customer, then by order.
  const columns = {
    order: ['o.order_number'],
    customers: ['c.name', 'c.id'],
    date: ['o.ordered_at'],
    status: ['o.status'],
    spent: ['o.spent_cents'],
  } as const;

  it.each(sortCases(orderSortKeys))('sorts by %s %s as the database does', async (key, dir) => {
    const res = await list(`sortBy=${key}&orderBy=${dir}&itemsPerPage=100`);
    const expected = await idsInSqlOrder(
      t,
      sql.raw(
        `select o.id from orders o join customers c on c.id = o.customer_id order by ${columns[key].map((column) => `${column} ${dir}`).join(', ')}, o.id ${dir}`,
      ),
    );
    expect(ids(res.orders)).toEqual(expected);
  });

  it('counts orders by status and payment in /stats', async () => {
    const stats = await getOk<Record<string, Record<string, number> & number>>(
      t,
      '/api/apps/ecommerce/orders/stats',
    );
    const count = (keep: (o: Order) => boolean) => all.filter(keep).length;
    expect(stats.total).toBe(100);
    expect(stats.byStatus).toEqual({
      Dispatched: count((o) => o.status === 'Dispatched'),
      'Out for Delivery': count((o) => o.status === 'Out for Delivery'),
      'Ready to Pickup': count((o) => o.status === 'Ready to Pickup'),
      Delivered: count((o) => o.status === 'Delivered'),
    });
    expect(stats.byPayment).toEqual({
      Paid: count((o) => o.payment === 1),
      Pending: count((o) => o.payment === 2),
      Cancelled: count((o) => o.payment === 3),
      Failed: count((o) => o.payment === 4),
    });
    expect(stats.pendingPayment).toBe(count((o) => o.payment === 2));
    const paid = all.filter((o) => o.payment === 1).reduce((sum, o) => sum + Math.round(o.spent * 100), 0);
    expect(Math.round(stats.paidRevenue * 100)).toBe(paid);
  });

  it('refuses the demo client (403) and anonymous callers (401), deleting nothing', async () => {
    const cases = [
      { method: 'GET' as const, url: '/api/apps/ecommerce/orders' },
      { method: 'GET' as const, url: '/api/apps/ecommerce/orders/stats' },
      { method: 'GET' as const, url: `/api/apps/ecommerce/orders/${all[0].id}` },
      {
        method: 'PATCH' as const,
        url: `/api/apps/ecommerce/orders/${all[0].id}/status`,
        payload: { status: 'Delivered' },
      },
      { method: 'DELETE' as const, url: `/api/apps/ecommerce/orders/${all[0].id}` },
      {
        method: 'POST' as const,
        url: '/api/apps/ecommerce/orders/bulk-delete',
        payload: { ids: [all[0].id] },
      },
    ];
    expect((await statusesAs(t, t.clientToken, cases)).every((l) => l.endsWith(' 403'))).toBe(true);
    expect((await statusesAs(t, null, cases)).every((l) => l.endsWith(' 401'))).toBe(true);
    expect((await list('')).total).toBe(100);
  });
});
