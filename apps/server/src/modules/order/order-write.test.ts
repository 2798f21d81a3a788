import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, orderEvents, orderItems, orders } from '../../db/schema/index.ts';
import { call, countRows, getOk } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

type Detail = {
  id: number;
  status: string;
  spent: number;
  customerId: number;
  items: { id: number; price: number; qty: number; total: number }[];
  totals: { subtotal: number; shipping: number; tax: number; taxRate: number; total: number };
  timeline: { kind: string; status: string | null; note: string; actor: string | null }[];
  shippingAddress: { city: string } | null;
};

const cents = (n: number) => Math.round(n * 100);

describe('orders: detail, status, items, delete', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const url = '/api/apps/ecommerce/orders';
  const detail = (id: number) => getOk<Detail>(t, `${url}/${id}`);
  const customerTotals = async (customerNumber: number) => {
    const [row] = await t.app.db
      .select({ n: customers.orderCount, spent: customers.totalSpentCents })
      .from(customers)
      .where(eq(customers.customerNumber, customerNumber));
    return row;
  };

  it('shows an order with items, totals that add up, customer, addresses and timeline', async () => {
    const order = await detail(1);
    expect(order.items.length).toBeGreaterThan(0);
    const subtotal = order.items.reduce((sum, i) => sum + cents(i.price) * i.qty, 0);
    expect(cents(order.totals.subtotal)).toBe(subtotal);
    expect(cents(order.totals.total)).toBe(subtotal + cents(order.totals.shipping) + cents(order.totals.tax));
    expect(order.totals.total).toBe(order.spent);
    expect(order).toMatchObject({ customerDetail: { customerId: order.customerId } });
    expect(order.shippingAddress?.city).toBeTruthy();
    expect(order.timeline.map((e) => e.kind)).toEqual(['placed', 'status']);
    expect(order.timeline[1].status).toBe(order.status);
  });

  it('answers 404 for an unknown order and 400 for a bad id', async () => {
    const res = await call(t, 'GET', `${url}/999999`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Order not found' });
    expect((await call(t, 'GET', `${url}/abc`)).statusCode).toBe(400);
  });

  it('changes the status and records it, with the note and who did it, in the timeline', async () => {
    const before = await detail(2);
    const next = before.status === 'Delivered' ? 'Dispatched' : 'Delivered';
    const res = await call(t, 'PATCH', `${url}/2/status`, { status: next, note: 'Left at the door' });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json() as Detail;
    expect(after.status).toBe(next);
    expect(after.timeline.at(-1)).toMatchObject({
      kind: 'status',
      status: next,
      note: 'Left at the door',
      actor: 'John Doe',
    });
    expect(after.timeline).toHaveLength(before.timeline.length + 1);
    expect((await detail(2)).status).toBe(next);
  });

  it('refuses the same status (409), an unknown status (400) and an unknown order (404), recording nothing', async () => {
    const events = await countRows(t, orderEvents);
    const { status } = await detail(3);
    const same = await call(t, 'PATCH', `${url}/3/status`, { status });
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe(`The order is already ${status}`);
    const bad = await call(t, 'PATCH', `${url}/3/status`, { status: 'Lost' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('status');
    expect((await call(t, 'PATCH', `${url}/999999/status`, { status: 'Delivered' })).statusCode).toBe(404);
    expect(await countRows(t, orderEvents)).toBe(events);
  });

  it("keeps spent = items + shipping + tax, and the customer's total, when a quantity changes", async () => {
    const before = await detail(4);
    const item = before.items[0];
    const customerBefore = await customerTotals(before.customerId);
    const res = await call(t, 'PATCH', `${url}/4/items/${item.id}`, { qty: item.qty + 2 });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json() as Detail;
    const subtotal = after.items.reduce((sum, i) => sum + cents(i.price) * i.qty, 0);
    expect(cents(after.totals.subtotal)).toBe(cents(before.totals.subtotal) + 2 * cents(item.price));
    expect(cents(after.totals.tax)).toBe(Math.round((subtotal * after.totals.taxRate) / 100));
    expect(cents(after.spent)).toBe(subtotal + cents(after.totals.shipping) + cents(after.totals.tax));
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, 4));
    expect(row.spentCents).toBe(cents(after.spent));
    const customerAfter = await customerTotals(before.customerId);
    expect(customerAfter.spent - customerBefore.spent).toBe(cents(after.spent) - cents(before.spent));
    expect(after.timeline.at(-1)).toMatchObject({ kind: 'items' });
  });

  it('refuses a bad quantity (400) and an item of another order (404), changing nothing', async () => {
    const order = await detail(5);
    const other = await detail(6);
    for (const qty of [0, -1, 1.5, '2']) {
      const res = await call(t, 'PATCH', `${url}/5/items/${order.items[0].id}`, { qty });
      expect(res.statusCode, String(qty)).toBe(400);
      expect(res.json().errors).toHaveProperty('qty');
    }
    const foreign = await call(t, 'PATCH', `${url}/5/items/${other.items[0].id}`, { qty: 3 });
    expect(foreign.statusCode).toBe(404);
    expect(await detail(5)).toEqual(order);
  });

  it('deletes an order with 204, its items and events with it, and updates the customer', async () => {
    const order = await detail(7);
    const customerBefore = await customerTotals(order.customerId);
    const res = await call(t, 'DELETE', `${url}/7`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await countRows(t, orders, eq(orders.id, 7))).toBe(0);
    expect(await countRows(t, orderItems, eq(orderItems.orderId, 7))).toBe(0);
    expect(await countRows(t, orderEvents, eq(orderEvents.orderId, 7))).toBe(0);
    const customerAfter = await customerTotals(order.customerId);
    expect(customerAfter.n).toBe(customerBefore.n - 1);
    expect(customerBefore.spent - customerAfter.spent).toBe(cents(order.spent));
  });

  it('answers 204 for an order that does not exist, and 400 for an id that is not a number', async () => {
    const before = await countRows(t, orders);
    expect((await call(t, 'DELETE', `${url}/7`)).statusCode).toBe(204);
    expect((await call(t, 'DELETE', `${url}/999999`)).statusCode).toBe(204);
    expect((await call(t, 'DELETE', `${url}/seven`)).statusCode).toBe(400);
    expect((await call(t, 'DELETE', `${url}/99999999999`)).statusCode).toBe(400);
    expect((await call(t, 'PATCH', `${url}/1/items/99999999999`, { qty: 1 })).statusCode).toBe(400);
    expect(await countRows(t, orders)).toBe(before);
  });

  it('bulk-deletes orders, keeping every customer total equal to their orders', async () => {
    const before = await countRows(t, orders);
    const res = await call(t, 'POST', `${url}/bulk-delete`, { ids: [8, 9, 10, 999999] });
    expect(res.json()).toEqual({ deleted: 3 });
    expect(await countRows(t, orders)).toBe(before - 3);
    const [off] = (
      (await t.app.db.execute(sql`select count(*)::int as n from customers c where c.order_count <>
        (select count(*) from orders o where o.customer_id = c.id) or c.total_spent_cents <>
        (select coalesce(sum(o.spent_cents), 0) from orders o where o.customer_id = c.id)`)) as {
        rows: { n: number }[];
      }
    ).rows;
    expect(Number(off.n)).toBe(0);
    const tooMany = await call(t, 'POST', `${url}/bulk-delete`, {
      ids: Array.from({ length: 101 }, (_, i) => i + 1),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(await countRows(t, orders)).toBe(before - 3);
  });
});
