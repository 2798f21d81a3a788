import type { EcommerceDashboardAnswer, Order } from '@app/contracts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSummariesMatch, summaryRowCount } from '../../test/dashboard-summaries.ts';
import { SQL_WRITES, type SqlWrite, sqlWrite } from '../../test/dashboard-summary-writes.ts';
import { call, createdProduct, getOk, scalar } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

const orderUrl = '/api/apps/ecommerce/orders';
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Two years to today: every demo order falls in the period. */
const dashboardUrl = `/api/apps/ecommerce/dashboard?from=${isoDay(Date.now() - 730 * 86_400_000)}&to=${isoDay(Date.now())}`;
const ok = (res: { statusCode: number; body: string }, status = 200) =>
  expect(res.statusCode, res.body).toBe(status);

describe('dashboard summaries equal the raw aggregates', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('after the demo seed', async () => {
    expect(await summaryRowCount(t)).toBeGreaterThan(100);
    await expectSummariesMatch(t, 'after the seed');
  });

  it('after writes through the API: status, quantity, deletes, customer country, products', async () => {
    const orders = (await getOk<{ orders: Order[] }>(t, `${orderUrl}?itemsPerPage=100`)).orders;
    const paid = orders.filter((o) => o.payment === 1);
    for (const o of paid.slice(0, 3)) {
      const status = o.status === 'Delivered' ? 'Dispatched' : 'Delivered';
      ok(await call(t, 'PATCH', `${orderUrl}/${o.id}/status`, { status }));
    }
    await expectSummariesMatch(t, 'after status changes');

    const detail = await getOk<{ items: { id: number; qty: number }[] }>(t, `${orderUrl}/${paid[3].id}`);
    ok(await call(t, 'PATCH', `${orderUrl}/${paid[3].id}/items/${detail.items[0].id}`, { qty: 7 }));
    await expectSummariesMatch(t, 'after a quantity change');

    ok(await call(t, 'DELETE', `${orderUrl}/${paid[4].id}`), 204);
    ok(await call(t, 'POST', `${orderUrl}/bulk-delete`, { ids: [paid[5].id, orders[0].id, orders[1].id] }));
    await expectSummariesMatch(t, 'after order deletes');

    const customerUrl = `/api/apps/ecommerce/customers/${paid[6].customerId}`;
    const { country } = await getOk<{ country: string }>(t, customerUrl);
    ok(await call(t, 'PATCH', customerUrl, { country: country === 'France' ? 'Brazil' : 'France' }));
    await expectSummariesMatch(t, 'after a customer moved country');

    await createdProduct(t);
    const dash = await getOk<EcommerceDashboardAnswer>(t, dashboardUrl);
    const [best, second] = dash.topProducts ?? [];
    ok(await call(t, 'DELETE', `/api/apps/ecommerce/products/${best.id}`), 204);
    ok(await call(t, 'POST', '/api/apps/ecommerce/products/bulk-delete', { ids: [second.id] }));
    await expectSummariesMatch(t, 'after product creates and deletes');
    const after = await getOk<EcommerceDashboardAnswer>(t, dashboardUrl);
    expect(after.topProducts?.map((p) => p.id)).not.toContain(best.id);
    expect(after.totals.products).toBe(await scalar(t, sql`select count(*) as n from products`));
    expect(after.totals.orders).toBe(await scalar(t, sql`select count(*) as n from orders`));
  });

  it('after concurrent quantity and status changes of one customer’s orders', async () => {
    const rows = (await t.app.db.execute(
      sql`select o.id, o.status, (select min(i.id) from order_items i where i.order_id = o.id) as item
        from orders o where o.customer_id = (select customer_id from orders group by 1 order by count(*) desc, 1 limit 1)`,
    )) as { rows: { id: number; status: string; item: number }[] };
    const writes = rows.rows.flatMap((o) => [
      call(t, 'PATCH', `${orderUrl}/${o.id}/items/${o.item}`, { qty: 3 }),
      call(t, 'PATCH', `${orderUrl}/${o.id}/status`, {
        status: o.status === 'Delivered' ? 'Dispatched' : 'Delivered',
      }),
    ]);
    for (const res of await Promise.all(writes)) expect(res.statusCode, res.body).toBe(200);
    await expectSummariesMatch(t, 'after concurrent writes');
  });

  it.each(SQL_WRITES.map((w) => [w.name, w] as const))('after a direct SQL write: %s', async (_, write) => {
    await t.app.db.execute(write.run(3, 11));
    await expectSummariesMatch(t, write.name);
  });

  it('after random sequences of direct SQL writes (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(sqlWrite, { minLength: 1, maxLength: 6 }), async (steps) => {
        await t.app.db.transaction(async (tx) => {
          for (const [write, a, b] of steps) await tx.execute((write as SqlWrite).run(a, b));
        });
        await expectSummariesMatch(t, steps.map(([w]) => w.name).join(', '));
      }),
      { numRuns: 25, seed: 20261123 },
    );
  });

  it('after a bulk load with the triggers off and one rebuild, and after a drift is repaired', async () => {
    await t.app.db.transaction(async (tx) => {
      await tx.execute(sql`select set_dashboard_summary_triggers(false)`);
      await tx.execute(sql`update orders set payment = 1 where id % 3 = 0`);
      await tx.execute(sql`select set_dashboard_summary_triggers(true)`);
      await tx.execute(sql`select rebuild_dashboard_summaries()`);
    });
    await expectSummariesMatch(t, 'after the rebuild');
    await t.app.db.execute(sql`update order_day_summary set orders = orders + 1`);
    await t.app.db.execute(
      sql`delete from order_country_month_summary where month = (select max(month) from order_country_month_summary)`,
    );
    await t.app.db.execute(sql`select rebuild_dashboard_summaries()`);
    await expectSummariesMatch(t, 'after repairing a drift');
  });

  it('after a TRUNCATE', async () => {
    await t.app.db.execute(sql`truncate order_items`);
    await expectSummariesMatch(t, 'after truncate');
    expect(await scalar(t, sql`select count(*) as n from product_sales_summary`)).toBe(0);
  });
});
