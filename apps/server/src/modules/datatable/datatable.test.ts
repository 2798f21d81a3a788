import { datatableAnswer, type SalesDetail } from '@app/contracts/datatable';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signedInUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { paymentOf, salesDate, slugOf } from './datatable.service.ts';

type Row = { id: number; order_id: number; payment: number; spent_cents: number; ordered_at: string };

describe('GET /api/pages/datatable', () => {
  let t: TestApp;
  let records: SalesDetail[];
  beforeAll(async () => {
    t = await createTestApp();
    const res = await call(t, 'GET', '/api/pages/datatable');
    expect(res.statusCode).toBe(200);
    records = res.json();
  });
  afterAll(() => t.close());

  it('answers at most 50 sales detail records of the contract, one per order line', () => {
    expect(datatableAnswer.parse(records)).toHaveLength(records.length);
    expect(records.length).toBeGreaterThan(0);
    expect(records.length).toBeLessThanOrEqual(50);
    expect(new Set(records.map((r) => r.id)).size).toBe(records.length);
    expect(records[0].date).toMatch(/^\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}$/);
  });

  it('lists the lines of the newest orders first, as the database has them', async () => {
    const { rows } = (await t.app.db.execute(sql`
      select i.id, o.id as order_id, o.payment, o.spent_cents, o.ordered_at
      from order_items i join orders o on o.id = i.order_id
      where i.product_id is not null
      order by o.ordered_at desc, o.id desc, i.id limit 50`)) as unknown as { rows: Row[] };
    expect(records.map((r) => r.id)).toEqual(rows.map((r) => r.id));
    for (const [i, row] of rows.entries()) {
      expect(records[i].payment.total).toBe(row.spent_cents / 100);
      expect(records[i].date).toBe(salesDate(row.ordered_at));
    }
  });

  it("shows the product's stored fields, its slug and its published reviews' average", async () => {
    const record = records[0];
    const { rows } = (await t.app.db.execute(sql`
      select p.name, p.brand, p.price_cents, c.name as category,
        (select round(avg(rating)::numeric, 1) from reviews where product_id = p.id and status = 'Published') as rating
      from products p join categories c on c.id = p.category_id where p.id = ${record.product.id}`)) as unknown as {
      rows: { name: string; brand: string; price_cents: number; category: string; rating: string | null }[];
    };
    expect(record.product).toMatchObject({
      name: rows[0].name,
      brand: rows[0].brand,
      category: rows[0].category,
      price: rows[0].price_cents / 100,
      slug: slugOf(rows[0].name),
      rating: rows[0].rating === null ? null : Number(rows[0].rating),
    });
  });

  it('maps each order payment to the received payment status and the sale status of the spec', () => {
    expect(paymentOf(1, 12345)).toEqual({
      total: 123.45,
      receivedPaymentStatus: 'Fully Paid',
      paidAmount: 123.45,
      status: 'Completed',
    });
    expect(paymentOf(2, 5000)).toEqual({
      total: 50,
      receivedPaymentStatus: 'Unpaid',
      paidAmount: 0,
      status: 'Confirmed',
    });
    for (const code of [3, 4])
      expect(paymentOf(code, 900)).toEqual({
        total: 9,
        receivedPaymentStatus: 'Unpaid',
        paidAmount: 0,
        status: 'Cancelled',
      });
    for (const r of records) {
      if (r.payment.receivedPaymentStatus === 'Fully Paid')
        expect(r.payment.paidAmount).toBe(r.payment.total);
      else expect(r.payment.paidAmount).toBe(0);
    }
  });

  it('writes dates and slugs the way the spec shows them', () => {
    expect(salesDate('2020-04-30T23:30:00Z')).toBe('30 Apr 2020');
    expect(salesDate(new Date(Date.UTC(2021, 0, 3)))).toBe('3 Jan 2021');
    expect(slugOf('Apple iPhone 14 (128 GB)')).toBe('apple-iphone-14-128-gb');
    expect(slugOf('Crème brûlée – Set')).toBe('creme-brulee-set');
  });

  it('asks for a session (401) and for the right to read orders (403)', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/pages/datatable' });
    expect(anonymous.statusCode).toBe(401);
    expect((await call(t, 'GET', '/api/pages/datatable', undefined, t.clientToken)).statusCode).toBe(403);
    const editor = await signedInUser(t, 'editor');
    expect((await call(t, 'GET', '/api/pages/datatable', undefined, editor.token)).statusCode).toBe(200);
  });
});
