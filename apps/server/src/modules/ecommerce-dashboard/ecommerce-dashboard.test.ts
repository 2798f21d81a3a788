import type { EcommerceDashboardAnswer, Order } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, getOk, ids, scalar, statusesAs } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

const cents = (n: number) => Math.round(n * 100);
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Two years to today: every demo order (spread over the last year) falls in it. */
const ALL = `?from=${isoDay(Date.now() - 730 * 86_400_000)}&to=${isoDay(Date.now())}`;

describe('e-commerce dashboard', () => {
  let t: TestApp;
  let dash: EcommerceDashboardAnswer;
  let orders: Order[];
  beforeAll(async () => {
    t = await createTestApp();
    dash = await getOk<EcommerceDashboardAnswer>(t, `/api/apps/ecommerce/dashboard${ALL}`);
    orders = (await getOk<{ orders: Order[] }>(t, '/api/apps/ecommerce/orders?itemsPerPage=100')).orders;
  });
  afterAll(() => t.close());

  const paid = () => orders.filter((o) => o.payment === 1);

  it('totals paid revenue, orders, customers and products', () => {
    const revenue = paid().reduce((sum, o) => sum + cents(o.spent), 0);
    expect(cents(dash.totals.revenue)).toBe(revenue);
    expect(dash.totals).toMatchObject({ orders: 100, customers: 100, products: 50 });
    expect(cents(dash.totals.averageOrderValue)).toBe(Math.round(revenue / paid().length));
  });

  it('gives 12 UTC months of revenue, ending with this month, that add up to the orders of the period', () => {
    expect(dash.revenueByMonth).toHaveLength(12);
    const now = new Date();
    const months = Array.from({ length: 12 }, (_, i) =>
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + i, 1)).toISOString().slice(0, 7),
    );
    expect(dash.revenueByMonth.map((m) => m.month)).toEqual(months);
    const inRange = orders.filter((o) => o.createdAt.slice(0, 7) >= months[0]);
    expect(dash.revenueByMonth.reduce((s, m) => s + m.orders, 0)).toBe(inRange.length);
    const revenue = inRange.filter((o) => o.payment === 1).reduce((s, o) => s + cents(o.spent), 0);
    expect(dash.revenueByMonth.reduce((s, m) => s + cents(m.revenue), 0)).toBe(revenue);
  });

  it('counts orders by every status', () => {
    expect(dash.ordersByStatus.map((s) => s.status)).toEqual([
      'Dispatched',
      'Out for Delivery',
      'Ready to Pickup',
      'Delivered',
    ]);
    for (const s of dash.ordersByStatus)
      expect(s.count).toBe(orders.filter((o) => o.status === s.status).length);
  });

  it('ranks the top 5 products by paid revenue, as the database sums it', async () => {
    expect(dash.topProducts).toHaveLength(5);
    const revenues = (dash.topProducts ?? []).map((p) => p.revenue);
    expect(revenues).toEqual([...revenues].sort((a, b) => b - a));
    const [top] = dash.topProducts ?? [];
    const expected = await scalar(
      t,
      sql`select sum(i.unit_price_cents * i.qty)::bigint as n from order_items i join orders o on o.id = i.order_id
        where o.payment = 1 and i.product_id = ${top.id}`,
    );
    expect(cents(top.revenue)).toBe(expected);
    const best = await scalar(
      t,
      sql`select max(s) as n from (select sum(i.unit_price_cents::bigint * i.qty) as s from order_items i
        join orders o on o.id = i.order_id where o.payment = 1 group by i.product_id) x`,
    );
    expect(cents(top.revenue)).toBe(best);
  });

  it('sums orders and paid revenue by country over the six countries', () => {
    expect(dash.salesByCountry.reduce((s, c) => s + c.orders, 0)).toBe(100);
    expect(dash.salesByCountry.reduce((s, c) => s + cents(c.revenue), 0)).toBe(cents(dash.totals.revenue));
    expect(dash.salesByCountry.length).toBeLessThanOrEqual(6);
  });

  it('lists the 5 most recent orders', () => {
    const newest = [...orders]
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
      .slice(0, 5);
    expect(ids(dash.recentOrders ?? [])).toEqual(ids(newest));
  });

  it('counts the period’s orders and compares them with the previous period of equal length', async () => {
    const today = isoDay(Date.now());
    const from = isoDay(Date.now() - 29 * 86_400_000);
    const d = await getOk<EcommerceDashboardAnswer>(t, '/api/apps/ecommerce/dashboard');
    expect(d.period).toEqual({ from, to: today });
    expect(d.previousPeriod).toEqual({
      from: isoDay(Date.now() - 59 * 86_400_000),
      to: isoDay(Date.now() - 30 * 86_400_000),
    });
    const inP = (o: Order, p: { from: string; to: string }) =>
      o.createdAt.slice(0, 10) >= p.from && o.createdAt.slice(0, 10) <= p.to;
    const now = orders.filter((o) => inP(o, d.period));
    const before = orders.filter((o) => inP(o, d.previousPeriod));
    const paidSum = (list: Order[]) =>
      list.filter((o) => o.payment === 1).reduce((s, o) => s + cents(o.spent), 0);
    expect(d.totals.orders).toBe(now.length);
    expect(cents(d.totals.revenue)).toBe(paidSum(now));
    expect(d.previous.orders).toBe(before.length);
    expect(cents(d.previous.revenue)).toBe(paidSum(before));
    expect(d.ordersByStatus.reduce((s, x) => s + x.count, 0)).toBe(now.length);
    expect(d.salesByCountry.reduce((s, c) => s + c.orders, 0)).toBe(now.length);
    // Customers and products are counts now, whatever the period.
    expect(d.totals).toMatchObject({ customers: 100, products: 50 });
  });

  it('refuses a bad or inverted period, or one over two years, with 400 naming the field', async () => {
    for (const [qs, field] of [
      ['?from=2026-02-30', 'from'],
      ['?from=2026-03-10&to=2026-03-01', 'to'],
      ['?from=2020-01-01&to=2026-01-01', 'to'],
      ['?to=soon', 'to'],
      // From alone runs to today, so a day twelve centuries ago is a period far over two years.
      ['?from=0808-09-17', 'from'],
    ] as const) {
      const res = await call(t, 'GET', `/api/apps/ecommerce/dashboard${qs}`);
      expect(res.statusCode, qs).toBe(400);
      expect(res.body, qs).toContain(field);
    }
  });

  it('refuses the demo client (403) and anonymous callers (401)', async () => {
    const cases = [{ method: 'GET' as const, url: '/api/apps/ecommerce/dashboard' }];
    expect(await statusesAs(t, t.clientToken, cases)).toEqual(['GET /api/apps/ecommerce/dashboard 403']);
    expect(await statusesAs(t, null, cases)).toEqual(['GET /api/apps/ecommerce/dashboard 401']);
  });
});
