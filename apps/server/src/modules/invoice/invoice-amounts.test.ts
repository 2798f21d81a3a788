import {
  MAX_INVOICE_AMOUNT,
  MAX_INVOICE_ITEMS,
  MAX_INVOICE_TOTAL,
  MAX_ITEM_QUANTITY,
  MAX_TAX_RATE,
} from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

const url = '/api/apps/invoice';
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

const invoice = (overrides: Record<string, unknown> = {}) => ({
  clientId: 1,
  issuedDate: inDays(0),
  dueDate: inDays(30),
  items: [{ item: 'Audit', cost: 100, quantity: 1 }],
  ...overrides,
});

const largest = invoice({
  items: Array.from({ length: MAX_INVOICE_ITEMS }, (_, i) => ({
    item: `Item ${i + 1}`,
    cost: MAX_INVOICE_AMOUNT,
    quantity: MAX_ITEM_QUANTITY,
  })),
  taxRate: MAX_TAX_RATE,
});

describe('invoice amounts and payment dates', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps the largest invoice: every item at the largest cost and quantity, taxed at the largest rate', async () => {
    const res = await call(t, 'POST', url, largest);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().invoice;
    expect(MAX_INVOICE_TOTAL).toBe(2e13);
    expect(Number.isSafeInteger(MAX_INVOICE_TOTAL * 100)).toBe(true);
    expect(created).toMatchObject({ subtotal: 1e13, tax: 1e13, total: MAX_INVOICE_TOTAL });
    const payment = await call(t, 'POST', `${url}/${created.id}/payments`, {
      date: inDays(0),
      amount: MAX_INVOICE_AMOUNT,
      method: 'Cash',
    });
    expect(payment.statusCode, payment.body).toBe(201);
    expect(payment.json().invoice.balance).toBe(MAX_INVOICE_TOTAL - MAX_INVOICE_AMOUNT);
    expect((await call(t, 'GET', `${url}?sortBy=total&orderBy=desc`)).json().invoices[0].id).toBe(created.id);
    expect((await call(t, 'GET', `${url}/stats`)).statusCode).toBe(200);
  });

  it('answers 400 naming the field for an amount past its cap', async () => {
    const over = MAX_INVOICE_AMOUNT + 0.01;
    const cases: [string, Record<string, unknown>, string][] = [
      [url, invoice({ items: [{ item: 'A', cost: over, quantity: 1 }] }), 'items.0.cost'],
      [
        url,
        invoice({ items: [{ item: 'A', cost: 1, quantity: MAX_ITEM_QUANTITY + 1 }] }),
        'items.0.quantity',
      ],
      [url, invoice({ discount: over }), 'discount'],
      [url, invoice({ taxRate: MAX_TAX_RATE + 0.01 }), 'taxRate'],
      [url, invoice({ items: [{ item: 'A', cost: 1e300, quantity: 1e300 }] }), 'items.0.cost'],
    ];
    for (const [path, payload, field] of cases) {
      const res = await call(t, 'POST', path, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json().errors), res.body).toContain(field);
    }
  });

  it('refuses a payment that would bring the payments received past the largest total', async () => {
    const id = (await call(t, 'POST', url, largest)).json().invoice.id;
    await t.app.db.execute(sql`
      insert into invoice_payments (invoice_id, paid_on, amount_cents, method, note)
      values (${id}, ${inDays(0)}, ${MAX_INVOICE_TOTAL * 100}, 'Cash', '')`);
    const res = await call(t, 'POST', `${url}/${id}/payments`, {
      date: inDays(0),
      amount: 1,
      method: 'Cash',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual({
      amount: `must not bring the payments received past ${MAX_INVOICE_TOTAL}`,
    });
  });

  it('refuses a payment dated before the invoice was issued, or more than a year ahead, naming date', async () => {
    const id = (await call(t, 'POST', url, invoice({ issuedDate: inDays(-10) }))).json().invoice.id;
    const pay = (date: string) =>
      call(t, 'POST', `${url}/${id}/payments`, { date, amount: 10, method: 'Bank Transfer' });

    const early = await pay('1900-01-01');
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toEqual({
      date: `must not be before the invoice's issued date (${inDays(-10)})`,
    });
    const late = await pay(inDays(400));
    expect(late.statusCode).toBe(400);
    expect(late.json().errors.date).toMatch(/^must not be more than a year from today/);

    expect((await pay(inDays(-10))).statusCode).toBe(201);
    const detail = (await call(t, 'GET', `${url}/${id}`)).json().invoice;
    expect(detail.payments).toHaveLength(1);
    expect(detail.paid).toBe(10);
  });
});
