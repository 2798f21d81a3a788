import type {
  AnalyticsDashboardAnswer,
  CrmDashboardAnswer,
  DashboardPeriod,
  EcommerceDashboardAnswer,
  Order,
} from '@app/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSummariesMatch } from '../../test/dashboard-summaries.ts';
import { SQL_WRITES } from '../../test/dashboard-summary-writes.ts';
import { call, getOk, newUserBody } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

/**
 * Every dated figure of the CRM, shop and analytics dashboards, for a period and its previous
 * period, equals the same aggregate computed here directly from the raw tables (orders, customers,
 * users, invoice payments, order events), after a batch of writes through the API. The dashboards
 * read the summary tables (docs/dashboards.md); this is written independently of them.
 */
const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const ok = (res: { statusCode: number; body: string }, status = 200) =>
  expect(res.statusCode, res.body).toBe(status);

describe('dashboard figures equal the raw aggregates over a period', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const rows = async <T>(query: SQL) => ((await t.app.db.execute(query)) as { rows: T[] }).rows;
  const inPeriod = (p: DashboardPeriod) =>
    sql`(o.ordered_at at time zone 'UTC')::date between ${p.from}::date and ${p.to}::date`;

  /** Orders, sales, revenue (cents) and sign-ups of a period, straight from the raw tables. */
  async function rawSales(p: DashboardPeriod) {
    const [r] = await rows<{ orders: number; sales: number; revenue: number; signups: number }>(sql`
      select count(*)::int as orders, coalesce(sum(o.spent_cents), 0)::bigint as sales,
        coalesce(sum(o.spent_cents) filter (where o.payment = 1), 0)::bigint as revenue,
        (select count(*)::int from users u
          where (u.created_at at time zone 'UTC')::date between ${p.from}::date and ${p.to}::date) as signups
      from orders o where ${inPeriod(p)}`);
    return { orders: r.orders, sales: Number(r.sales), revenue: Number(r.revenue), signups: r.signups };
  }
  const cents = (n: number) => Math.round(n * 100);

  async function writeBatch() {
    const url = '/api/apps/ecommerce/orders';
    const orders = (await getOk<{ orders: Order[] }>(t, `${url}?itemsPerPage=100`)).orders;
    // Orders of the last 30 days, so the writes land in the period checked below.
    const recent = orders.filter((o) => Date.parse(o.createdAt) > Date.now() - 25 * DAY);
    expect(recent.length).toBeGreaterThan(4);
    const [a, b, c, d] = recent;
    ok(
      await call(t, 'PATCH', `${url}/${a.id}/status`, {
        status: a.status === 'Delivered' ? 'Dispatched' : 'Delivered',
      }),
    );
    const detail = await getOk<{ items: { id: number; qty: number }[] }>(t, `${url}/${b.id}`);
    ok(
      await call(t, 'PATCH', `${url}/${b.id}/items/${detail.items[0].id}`, { qty: detail.items[0].qty + 3 }),
    );
    ok(await call(t, 'DELETE', `${url}/${c.id}`), 204);
    const customerUrl = `/api/apps/ecommerce/customers/${d.customerId}`;
    const { country } = await getOk<{ country: string }>(t, customerUrl);
    ok(await call(t, 'PATCH', customerUrl, { country: country === 'France' ? 'Brazil' : 'France' }));
    ok(await call(t, 'POST', '/api/apps/users', newUserBody('author')), 201);
    const [invoice] = await rows<{ id: number }>(
      sql`select id from invoices where balance_cents >= 1000 order by id desc limit 1`,
    );
    ok(
      await call(t, 'POST', `/api/apps/invoice/${invoice.id}/payments`, {
        date: isoDay(Date.now()),
        amount: 5,
        method: 'Paypal',
      }),
      201,
    );
    return { changed: a, invoiceId: invoice.id };
  }

  /**
   * Every dated figure of the three dashboards for the period `qs` names (and its previous period),
   * against the raw tables. The periods below cut months differently, so the figures come from day
   * rows only, month rows only, and both (lib/summary-period.ts).
   */
  async function expectFiguresMatch(qs: string) {
    const crm = await getOk<CrmDashboardAnswer>(t, `/api/dashboard/crm${qs}`);
    const shop = await getOk<EcommerceDashboardAnswer>(t, `/api/apps/ecommerce/dashboard${qs}`);
    const analytics = await getOk<AnalyticsDashboardAnswer>(t, `/api/dashboard/analytics${qs}`);
    expect(shop.period).toEqual(crm.period);
    expect(analytics.period).toEqual(crm.period);

    for (const [p, got] of [
      [crm.period, crm.current],
      [crm.previousPeriod, crm.previous],
    ] as const) {
      const raw = await rawSales(p);
      expect({ ...got, sales: cents(got.sales), revenue: cents(got.revenue) }, `${qs} ${p.from}`).toEqual(
        raw,
      );
    }
    const now = await rawSales(crm.period);
    const before = await rawSales(crm.previousPeriod);
    expect(shop.totals.orders).toBe(now.orders);
    expect(cents(shop.totals.revenue)).toBe(now.revenue);
    expect(shop.previous.orders).toBe(before.orders);
    expect(cents(shop.previous.revenue)).toBe(before.revenue);
    expect(analytics.totals.orders).toBe(now.orders);
    expect(analytics.previous.orders).toBe(before.orders);

    // Earnings per bucket.
    const unit = crm.earnings.bucket;
    const earnings = await rows<{ key: string; orders: number; sales: number; revenue: number }>(sql`
      select to_char(date_trunc(${unit}, (o.ordered_at at time zone 'UTC')::date), ${unit === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM'}) as key,
        count(*)::int as orders, sum(o.spent_cents)::bigint as sales,
        coalesce(sum(o.spent_cents) filter (where o.payment = 1), 0)::bigint as revenue
      from orders o where ${inPeriod(crm.period)} group by 1 order by 1`);
    const nonEmpty = crm.earnings.rows
      .filter((r) => r.orders > 0)
      .map((r) => ({ key: r.key, orders: r.orders, sales: cents(r.sales), revenue: cents(r.revenue) }));
    expect(nonEmpty).toEqual(
      earnings.map((r) => ({ ...r, sales: Number(r.sales), revenue: Number(r.revenue) })),
    );
    expect(crm.earnings.rows.reduce((s, r) => s + r.orders, 0)).toBe(now.orders);

    // Sales by country (the customer's country now), this period and the previous one.
    const countries = await rows<{
      country: string;
      orders: number;
      sales: number;
      previous: number;
      revenue: number;
    }>(sql`
      select c.country, count(*) filter (where ${inPeriod(crm.period)})::int as orders,
        coalesce(sum(o.spent_cents) filter (where ${inPeriod(crm.period)}), 0)::bigint as sales,
        coalesce(sum(o.spent_cents) filter (where o.payment = 1 and ${inPeriod(crm.period)}), 0)::bigint as revenue,
        coalesce(sum(o.spent_cents) filter (where ${inPeriod(crm.previousPeriod)}), 0)::bigint as previous
      from orders o join customers c on c.id = o.customer_id group by c.country
      having count(*) filter (where ${inPeriod(crm.period)}) > 0 order by c.country`);
    const byName = <T extends { country: string }>(list: T[]) =>
      [...list].sort((x, y) => x.country.localeCompare(y.country));
    expect(
      byName(crm.salesByCountry).map((c) => [c.country, c.orders, cents(c.sales), cents(c.previousSales)]),
    ).toEqual(byName(countries).map((c) => [c.country, c.orders, Number(c.sales), Number(c.previous)]));
    const shopPrev = await rows<{ country: string; previous: number }>(sql`
      select c.country, coalesce(sum(o.spent_cents) filter (where o.payment = 1 and ${inPeriod(crm.previousPeriod)}), 0)::bigint as previous
      from orders o join customers c on c.id = o.customer_id group by c.country`);
    expect(
      byName(shop.salesByCountry).map((c) => [
        c.country,
        c.orders,
        cents(c.revenue),
        cents(c.previousRevenue),
      ]),
    ).toEqual(
      byName(countries).map((c) => [
        c.country,
        c.orders,
        Number(c.revenue),
        Number(shopPrev.find((x) => x.country === c.country)?.previous ?? 0),
      ]),
    );

    // Orders by status in the period.
    const statuses = await rows<{ status: string; n: number }>(
      sql`select o.status, count(*)::int as n from orders o where ${inPeriod(crm.period)} group by 1`,
    );
    for (const s of shop.ordersByStatus)
      expect(s.count, s.status).toBe(statuses.find((x) => x.status === s.status)?.n ?? 0);
  }

  /** The all-time and fixed-month figures read from the month rows only: order stats and sign-ups per month. */
  async function expectMonthFiguresMatch() {
    const stats = await getOk<{ total: number; byStatus: Record<string, number>; paidRevenue: number }>(
      t,
      '/api/apps/ecommerce/orders/stats',
    );
    const [all] = await rows<{ n: number; paid: number }>(
      sql`select count(*)::int as n, coalesce(sum(spent_cents) filter (where payment = 1), 0)::bigint as paid from orders`,
    );
    expect(stats.total).toBe(all.n);
    expect(cents(stats.paidRevenue)).toBe(Number(all.paid));
    const byStatus = await rows<{ status: string; n: number }>(
      sql`select status, count(*)::int as n from orders group by 1`,
    );
    for (const s of byStatus) expect(stats.byStatus[s.status], s.status).toBe(s.n);
    const crm = await getOk<CrmDashboardAnswer>(t, '/api/dashboard/crm');
    const signups = await rows<{ month: string; n: number }>(
      sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM') as month, count(*)::int as n from users group by 1`,
    );
    for (const m of crm.signupsByMonth)
      expect(m.count, m.month).toBe(signups.find((x) => x.month === m.month)?.n ?? 0);
    const shop = await getOk<EcommerceDashboardAnswer>(t, '/api/apps/ecommerce/dashboard');
    const revenue = await rows<{ month: string; n: number; paid: number }>(
      sql`select to_char(ordered_at at time zone 'UTC', 'YYYY-MM') as month, count(*)::int as n,
          coalesce(sum(spent_cents) filter (where payment = 1), 0)::bigint as paid from orders group by 1`,
    );
    for (const m of shop.revenueByMonth) {
      const raw = revenue.find((x) => x.month === m.month);
      expect([m.orders, cents(m.revenue)], m.month).toEqual([raw?.n ?? 0, Number(raw?.paid ?? 0)]);
    }
  }

  /** Periods that the month split cuts in each way: none, whole months only, edges and months, across years. */
  function periods() {
    const now = new Date();
    const y = now.getUTCFullYear();
    const m = now.getUTCMonth();
    const day = (year: number, month: number, d: number) => isoDay(Date.UTC(year, month, d));
    const today = isoDay(Date.now());
    return [
      '',
      `?from=${isoDay(Date.now() - 89 * DAY)}&to=${today}`,
      `?from=${isoDay(Date.now() - 400 * DAY)}&to=${today}`,
      // Inside one month (last month, 3rd to 20th): day rows only.
      `?from=${day(y, m - 1, 3)}&to=${day(y, m - 1, 20)}`,
      // Exactly the five whole months before this one: month rows only.
      `?from=${day(y, m - 5, 1)}&to=${day(y, m, 0)}`,
      // Across a new year with partial months at both edges.
      `?from=${day(y - 1, 10, 17)}&to=${day(y, 1, 9)}`,
    ];
  }

  it('after a batch of writes through the API, for the default period, chosen ones and monthly ones', async () => {
    const { changed, invoiceId } = await writeBatch();
    for (const qs of periods()) await expectFiguresMatch(qs);
    await expectMonthFiguresMatch();

    // Not dated: projects, the newest payments and the timeline of writes.
    const crm = await getOk<CrmDashboardAnswer>(t, '/api/dashboard/crm');
    const [projects] = await rows<{ total: number; completed: number; not_started: number }>(sql`
      select count(*)::int as total, (count(*) filter (where progress = 100))::int as completed,
        (count(*) filter (where progress = 0))::int as not_started from analytics_projects`);
    expect(crm.projectStatus).toMatchObject({
      total: projects.total,
      completed: projects.completed,
      notStarted: projects.not_started,
      inProgress: projects.total - projects.completed - projects.not_started,
    });
    expect(crm.activeProjects.every((p) => p.progress < 100)).toBe(true);
    expect(crm.recentTransactions?.[0]).toMatchObject({ invoiceId, amount: 5, method: 'Paypal' });
    const kinds = (crm.activity ?? []).map((a) => a.kind);
    expect(kinds).toContain('invoice-paid');
    expect(kinds).toContain('user-created');
    expect(crm.activity, JSON.stringify(crm.activity, null, 1)).toContainEqual(
      expect.objectContaining({ kind: 'order-status', subject: String(changed.order) }),
    );
    const times = (crm.activity ?? []).map((a) => a.at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('after direct writes that move orders between months, statuses and countries, and deletes', async () => {
    const moves = SQL_WRITES.filter((w) => /month|status|country|delete/.test(w.name));
    expect(moves.length).toBeGreaterThan(8);
    for (const [i, write] of moves.entries()) await t.app.db.execute(write.run(5 + i, 7 + 3 * i));
    await expectSummariesMatch(t, 'after the moves');
    for (const qs of periods()) await expectFiguresMatch(qs);
    await expectMonthFiguresMatch();
  });

  it('refuses a bad, inverted or too long period on every dashboard call with 400', async () => {
    for (const path of [
      '/api/dashboard/crm',
      '/api/apps/ecommerce/dashboard',
      '/api/dashboard/analytics',
      '/api/apps/logistics/dashboard',
    ]) {
      for (const qs of [
        '?from=2026-02-30',
        '?from=2026-03-10&to=2026-03-01',
        '?from=2020-01-01&to=2026-01-01',
        '?to=soon',
        '?from=%00',
      ]) {
        const res = await call(t, 'GET', `${path}${qs}`);
        expect(res.statusCode, `${path}${qs}`).toBe(400);
      }
    }
  });
});
