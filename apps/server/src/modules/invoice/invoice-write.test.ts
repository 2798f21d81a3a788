import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceItems, invoices } from '../../db/schema/index.ts';
import { call, countRows, signedInUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

type Detail = {
  invoice: {
    id: number;
    invoiceStatus: string;
    total: number;
    subtotal: number;
    discount: number;
    tax: number;
    taxRate: number;
    paid: number;
    balance: number;
    dueDate: string;
    note: string;
    items: { item: string; cost: number; quantity: number; price: number }[];
    payments: { amount: number; method: string }[];
    lockedReason: string | null;
  };
  paymentDetails: { totalDue: number; bankName: string };
};

const url = '/api/apps/invoice';
const today = () => new Date().toISOString().slice(0, 10);
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

const body = (overrides: Record<string, unknown> = {}) => ({
  clientId: 1,
  issuedDate: today(),
  dueDate: inDays(30),
  service: 'Web Design',
  items: [
    { item: 'Design', description: 'Home page', cost: 1200.5, quantity: 2 },
    { item: 'Hosting', cost: 99.99, quantity: 3 },
  ],
  discount: 100,
  taxRate: 8.5,
  note: 'Thanks',
  paymentDetails: { bankName: 'HSBC', country: 'France', iban: 'FR76', swiftCode: 'HSBCFRPP' },
  ...overrides,
});

describe('invoices: create, edit, payments, duplicate', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const create = async (overrides: Record<string, unknown> = {}) => {
    const res = await call(t, 'POST', url, body(overrides));
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Detail;
  };
  const pay = (id: number, amount: number, date = today()) =>
    call(t, 'POST', `${url}/${id}/payments`, { date, amount, method: 'Bank Transfer' });

  it('creates a draft whose totals the server computes from the items, discount and tax', async () => {
    const { invoice, paymentDetails } = await create();
    // 2401.00 + 299.97 = 2700.97; minus 100 = 2600.97; tax 8.5 % = 221.08; total 2822.05
    expect(invoice).toMatchObject({
      invoiceStatus: 'Draft',
      subtotal: 2700.97,
      discount: 100,
      taxRate: 8.5,
      tax: 221.08,
      total: 2822.05,
      paid: 0,
      balance: 2822.05,
      lockedReason: null,
    });
    expect(invoice.items.map((i) => i.price)).toEqual([2401, 299.97]);
    expect(paymentDetails).toMatchObject({ totalDue: 2822.05, bankName: 'HSBC' });
  });

  it('ignores totals sent by the client', async () => {
    const { invoice } = await create({ total: 1, balance: 0, invoiceStatus: 'Paid' });
    expect(invoice.total).toBe(2822.05);
    expect(invoice.invoiceStatus).toBe('Draft');
  });

  it('answers 400 naming the field for every bad input, writing nothing', async () => {
    const before = await countRows(t, invoices);
    const cases: [Record<string, unknown>, string][] = [
      [{ clientId: 'x' }, 'clientId'],
      [{ clientId: 999_999 }, 'clientId'],
      [{ issuedDate: '2026-13-01' }, 'issuedDate'],
      [{ dueDate: '2000-01-01' }, 'dueDate'],
      [{ items: [] }, 'items'],
      [{ items: [{ item: 'A', cost: 10, quantity: -1 }] }, 'items.0.quantity'],
      [{ items: [{ item: 'A', cost: 10, quantity: 1.5 }] }, 'items.0.quantity'],
      [{ items: [{ item: 'A', cost: -10, quantity: 1 }] }, 'items.0.cost'],
      [{ items: [{ item: 'A', cost: 10.001, quantity: 1 }] }, 'items.0.cost'],
      [{ items: [{ item: '', cost: 10, quantity: 1 }] }, 'items.0.item'],
      [{ discount: -1 }, 'discount'],
      [{ discount: 1_000_000 }, 'discount'],
      [{ taxRate: 101 }, 'taxRate'],
      [{ status: 'Paid' }, 'status'],
      [{ note: 'x'.repeat(2001) }, 'note'],
    ];
    for (const [overrides, field] of cases) {
      const res = await call(t, 'POST', url, body(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(Object.keys(res.json().errors ?? {}), JSON.stringify(overrides)).toContain(field);
    }
    expect(await countRows(t, invoices)).toBe(before);
  });

  it('edits an open invoice: items replaced, totals follow', async () => {
    const { invoice } = await create();
    const res = await call(
      t,
      'PUT',
      `${url}/${invoice.id}`,
      body({ items: [{ item: 'Audit', cost: 500, quantity: 1 }], discount: 0, taxRate: 0, status: 'Sent' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const after = (res.json() as Detail).invoice;
    expect(after).toMatchObject({ total: 500, balance: 500, invoiceStatus: 'Sent' });
    expect(await countRows(t, invoiceItems, eq(invoiceItems.invoiceId, invoice.id))).toBe(1);
  });

  it('raises the discount above the old subtotal together with new items', async () => {
    const { invoice } = await create({ items: [{ item: 'A', cost: 10, quantity: 1 }], discount: 0 });
    const res = await call(
      t,
      'PUT',
      `${url}/${invoice.id}`,
      body({ items: [{ item: 'B', cost: 1000, quantity: 1 }], discount: 900, taxRate: 0 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Detail).invoice.total).toBe(100);
    const tooMuch = await call(t, 'PUT', `${url}/${invoice.id}`, body({ discount: 99_999 }));
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors).toHaveProperty('discount');
  });

  it('locks the money of a sent invoice with the reason, but still saves its note and dates', async () => {
    const { invoice } = await create({ status: 'Sent' });
    expect(invoice.lockedReason).toMatch(/was sent/);
    const changed = await call(
      t,
      'PUT',
      `${url}/${invoice.id}`,
      body({ status: 'Sent', items: [{ item: 'Free', cost: 0, quantity: 1 }] }),
    );
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toMatch(/was sent/);
    const note = await call(
      t,
      'PUT',
      `${url}/${invoice.id}`,
      body({ status: 'Sent', note: 'Paid by cheque' }),
    );
    expect(note.statusCode, note.body).toBe(200);
    expect((note.json() as Detail).invoice).toMatchObject({ note: 'Paid by cheque', total: 2822.05 });
  });

  it('takes payments: Partial Payment, then Paid at zero; overpaying leaves a negative balance', async () => {
    const { invoice } = await create({
      items: [{ item: 'A', cost: 1000, quantity: 1 }],
      discount: 0,
      taxRate: 0,
    });
    const part = await pay(invoice.id, 400);
    expect(part.statusCode, part.body).toBe(201);
    expect((part.json() as Detail).invoice).toMatchObject({
      paid: 400,
      balance: 600,
      invoiceStatus: 'Partial Payment',
    });
    const rest = (await pay(invoice.id, 600)).json() as Detail;
    expect(rest.invoice).toMatchObject({ paid: 1000, balance: 0, invoiceStatus: 'Paid' });
    expect(rest.invoice.lockedReason).toMatch(/paid/);
    const extra = (await pay(invoice.id, 25.5)).json() as Detail;
    expect(extra.invoice).toMatchObject({ balance: -25.5, invoiceStatus: 'Paid' });
    expect(extra.invoice.payments).toHaveLength(3);
  });

  it('makes an invoice part paid after its due date Past Due', async () => {
    const { invoice } = await create({
      issuedDate: inDays(-60),
      dueDate: inDays(-30),
      items: [{ item: 'A', cost: 100, quantity: 1 }],
      discount: 0,
      taxRate: 0,
    });
    const res = (await pay(invoice.id, 10)).json() as Detail;
    expect(res.invoice).toMatchObject({ invoiceStatus: 'Past Due', balance: 90 });
  });

  it('refuses bad payments with the field, and 404 for an unknown invoice', async () => {
    const { invoice } = await create();
    const cases: [Record<string, unknown>, string][] = [
      [{ date: today(), amount: 0, method: 'Cash' }, 'amount'],
      [{ date: today(), amount: -5, method: 'Cash' }, 'amount'],
      [{ date: today(), amount: 5, method: 'Gold' }, 'method'],
      [{ date: 'soon', amount: 5, method: 'Cash' }, 'date'],
    ];
    for (const [payload, field] of cases) {
      const res = await call(t, 'POST', `${url}/${invoice.id}/payments`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().errors ?? {})).toContain(field);
    }
    const missing = await pay(999_999, 5);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'No invoice found with this id' });
  });

  it('duplicates an invoice as a new draft issued today, without its payments', async () => {
    const { invoice } = await create({ items: [{ item: 'A', cost: 100, quantity: 2 }], discount: 50 });
    await pay(invoice.id, 20);
    const res = await call(t, 'POST', `${url}/${invoice.id}/duplicate`);
    expect(res.statusCode, res.body).toBe(201);
    const copy = (res.json() as Detail).invoice;
    expect(copy.id).toBeGreaterThan(invoice.id);
    expect(copy).toMatchObject({ invoiceStatus: 'Draft', total: invoice.total, paid: 0, discount: 50 });
    expect(copy.items).toEqual(invoice.items.map((i) => ({ ...i, id: expect.any(Number) })));
    expect((await call(t, 'POST', `${url}/999999/duplicate`)).statusCode).toBe(404);
  });

  it('answers 404 for saving an unknown invoice', async () => {
    const res = await call(t, 'PUT', `${url}/999999`, body());
    expect(res.statusCode).toBe(404);
  });

  it('lets a maintainer manage invoices, an editor only read them, and refuses the client', async () => {
    const maintainer = await signedInUser(t, 'maintainer');
    const editor = await signedInUser(t, 'editor');
    expect((await call(t, 'POST', url, body(), maintainer.token)).statusCode).toBe(201);
    expect((await call(t, 'GET', `${url}/4987`, undefined, editor.token)).statusCode).toBe(200);
    expect((await call(t, 'POST', url, body(), editor.token)).statusCode).toBe(403);
    expect((await call(t, 'POST', `${url}/4987/payments`, {}, editor.token)).statusCode).toBe(403);
    expect((await call(t, 'POST', url, body(), t.clientToken)).statusCode).toBe(403);
  });
});
