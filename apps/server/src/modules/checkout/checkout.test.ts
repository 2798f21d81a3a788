import { type CheckoutOrderAnswer, type Order, type OrderDetail, shopSettingsDefaults } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleBackgroundWork } from '../../lib/background-work.ts';
import { call, countSql, createdProduct, getOk, scalar } from '../../test/fixtures.ts';
import { createTestApp, createTestAppWithSmtp, type SmtpTestApp, type TestApp } from '../../test/helper.ts';
import { MAIL_OUT_QUEUE } from '../mail-out/mail-out.service.ts';

const CARD = { name: 'Ada Buyer', number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };
const ADDRESS = {
  line1: '12 Market Street',
  city: 'Springfield',
  postalCode: '62701',
  country: 'United States',
};

describe('the shop checkout', () => {
  let t: TestApp;
  let product: { id: number; productName: string };
  let other: { id: number };
  let ip = 0;
  /** A visitor's request (no token), each from its own address unless told. */
  const post = (url: string, payload: object, from = `10.9.0.${++ip}`) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: from });
  const order = (overrides: Record<string, unknown> = {}) => ({
    items: [{ productId: product.id, qty: 2 }],
    customer: { fullName: 'Ada Buyer', email: 'ada.buyer@example.com' },
    address: ADDRESS,
    card: CARD,
    ...overrides,
  });
  const orderCount = () => scalar(t, countSql('orders'));
  const stock = (id: number) => scalar(t, sql`select qty as n from products where id = ${id}`);

  beforeAll(async () => {
    t = await createTestApp();
    product = await createdProduct(t, { price: 25, qty: 5 });
    other = await createdProduct(t, { price: 10, discountedPrice: 8, qty: 1 });
  });
  afterAll(() => t.close());

  it('prices a cart with the shop’s shipping rate for the country, and refuses a country outside its zones', async () => {
    const quote = await post('/api/checkout/quote', {
      items: [
        { productId: product.id, qty: 2 },
        { productId: other.id, qty: 1 },
      ],
      country: 'United States',
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json()).toMatchObject({
      subtotal: 58,
      shipping: 10,
      total: 68,
      shippingRate: { name: 'Standard', deliveryDays: '3-5' },
    });
    // The discounted price is the one charged.
    expect(quote.json().items[1]).toMatchObject({ unitPrice: 8, total: 8 });

    const france = await post('/api/checkout/quote', {
      items: [{ productId: product.id, qty: 1 }],
      country: 'France',
    });
    expect(france.statusCode).toBe(400);
    expect(france.json().errors.country).toMatch(/does not ship|not a country the shop ships to/);
  });

  it('answers 400 with the field for bad carts: unknown product, a product twice, too many', async () => {
    const unknown = await post('/api/checkout/quote', {
      items: [{ productId: 2_000_000, qty: 1 }],
      country: 'United States',
    });
    expect(unknown.json().errors['items.0.productId']).toBe('is not a product for sale');
    const twice = await post('/api/checkout/quote', {
      items: [
        { productId: product.id, qty: 1 },
        { productId: product.id, qty: 1 },
      ],
      country: 'United States',
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.body).toContain('lists a product twice');
    const tooMany = await post('/api/checkout/quote', {
      items: [{ productId: product.id, qty: 9 }],
      country: 'United States',
    });
    expect(tooMany.json().errors['items.0.qty']).toBe(`only 5 of ${product.productName} left`);
  });

  it('refuses a card that fails Luhn, an expired card and a bad CVC, and writes nothing', async () => {
    const before = await orderCount();
    const luhn = await post(
      '/api/checkout/orders',
      order({ card: { ...CARD, number: '4242 4242 4242 4241' } }),
    );
    expect(luhn.statusCode).toBe(400);
    expect(luhn.json().errors['card.number']).toBe('is not a valid card number');
    const expired = await post('/api/checkout/orders', order({ card: { ...CARD, expiry: '01/20' } }));
    expect(expired.json().errors['card.expiry']).toBe('must be this month or later (MM/YY)');
    const cvc = await post('/api/checkout/orders', order({ card: { ...CARD, cvc: '12' } }));
    expect(cvc.json().errors['card.cvc']).toBe('must be 3 or 4 digits');
    expect(await orderCount()).toBe(before);
    expect(await stock(product.id)).toBe(5);
  });

  it('places the order with payment Pending: in the admin’s order list, stock taken, customer created', async () => {
    const placed = await post('/api/checkout/orders', order());
    expect(placed.statusCode, placed.body).toBe(201);
    const answer = placed.json<CheckoutOrderAnswer>();
    expect(answer).toMatchObject({
      paymentStatus: 'Pending',
      cardLast4: '4242',
      subtotal: 50,
      shipping: 10,
      total: 60,
    });
    expect(JSON.stringify(answer)).not.toContain('4242 4242');

    const list = await getOk<{ orders: Order[] }>(t, `/api/apps/ecommerce/orders?q=${answer.orderNumber}`);
    const listed = list.orders.find((o) => o.order === answer.orderNumber);
    expect(listed).toMatchObject({
      payment: 2,
      spent: 60,
      email: 'ada.buyer@example.com',
      method: 'mastercard',
    });
    const detail = await getOk<OrderDetail>(t, `/api/apps/ecommerce/orders/${answer.orderId}`);
    expect(detail.items).toEqual([expect.objectContaining({ productId: product.id, qty: 2 })]);
    expect(await stock(product.id)).toBe(3);

    // The same buyer (any case) is the same customer, whose count and spent follow.
    const again = await post(
      '/api/checkout/orders',
      order({ customer: { fullName: 'Ada Buyer', email: 'ADA.buyer@example.com' } }),
    );
    expect(again.statusCode, again.body).toBe(201);
    const customer = (await t.app.db.execute(
      sql`select order_count, total_spent_cents from customers where lower(email) = 'ada.buyer@example.com'`,
    )) as unknown as { rows: { order_count: number; total_spent_cents: number }[] };
    expect(customer.rows).toHaveLength(1);
    expect(Number(customer.rows[0].order_count)).toBe(2);
    expect(Number(customer.rows[0].total_spent_cents)).toBe(12000);
    expect(await stock(product.id)).toBe(1);
  });

  it('mails the buyer a confirmation of the order through the outbox, and none for a refused order', async () => {
    const email = 'grace.mailed@example.com';
    const lamp = await createdProduct(t, { price: 25, qty: 5 });
    const items = [{ productId: lamp.id, qty: 2 }];
    const mailsTo = async () => {
      await settleBackgroundWork();
      const rows = (await t.app.db.execute(
        sql`select kind, subject, text, html, status from mail_outbox where ${email} = any("to")`,
      )) as unknown as {
        rows: { kind: string; subject: string; text: string; html: string; status: string }[];
      };
      return rows.rows;
    };
    const refused = await post(
      '/api/checkout/orders',
      order({ items, customer: { fullName: 'Grace <b>Mailed</b>', email }, card: { ...CARD, cvc: '1' } }),
    );
    expect(refused.statusCode).toBe(400);
    expect(await mailsTo()).toEqual([]);

    const placed = await post(
      '/api/checkout/orders',
      order({ items, customer: { fullName: 'Grace <b>Mailed</b>', email } }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const { orderNumber } = placed.json<CheckoutOrderAnswer>();
    const mails = await mailsTo();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: 'order-confirmation',
      subject: `Your order #${orderNumber} is confirmed`,
      status: 'not_configured',
    });
    expect(mails[0].text).toContain(`2 × ${lamp.productName}: $50.00`);
    expect(mails[0].text).toContain('Total: $60.00');
    expect(mails[0].text).toContain('12 Market Street');
    expect(mails[0].text).toContain('card ending in 4242');
    expect(mails[0].html).toContain('Grace &lt;b&gt;Mailed&lt;/b&gt;');
    expect(mails[0].html).not.toContain('<b>Mailed');
  });

  it('offers only the countries a shipping zone with a rate lists, and follows the shipping settings', async () => {
    const countries = async () => (await t.app.inject({ url: '/api/checkout/countries' })).json().countries;
    expect(await countries()).toEqual(['United States']);
    const zones = [
      ...shopSettingsDefaults.shippingDelivery.zones,
      {
        name: 'Europe',
        countries: ['France', 'Atlantis'],
        rates: [{ name: 'Economy', price: 20, minOrder: null, deliveryDays: '5-8' }],
      },
      { name: 'Soon', countries: ['Japan'], rates: [] },
    ];
    const saved = await call(t, 'PUT', '/api/apps/ecommerce/settings', { shippingDelivery: { zones } });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      expect(await countries()).toEqual(['United States', 'France']);
      // Every country offered is quoted.
      for (const country of await countries()) {
        const quote = await post('/api/checkout/quote', {
          items: [{ productId: product.id, qty: 1 }],
          country,
        });
        expect(quote.statusCode, `${country}: ${quote.body}`).toBe(200);
      }
    } finally {
      await call(t, 'PUT', '/api/apps/ecommerce/settings', {
        shippingDelivery: shopSettingsDefaults.shippingDelivery,
      });
    }
  });

  it('sells the last unit once when two orders ask for it at the same time', async () => {
    const body = order({ items: [{ productId: other.id, qty: 1 }] });
    const answers = await Promise.all([
      post('/api/checkout/orders', body),
      post('/api/checkout/orders', body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
    expect(answers.find((a) => a.statusCode === 400)?.json().errors['items.0.qty']).toMatch(/out of stock/);
    expect(await stock(other.id)).toBe(0);
    const listed = await getOk<{ stock: boolean }>(t, `/api/apps/ecommerce/products/${other.id}`);
    expect(listed.stock).toBe(false);
  });

  it('limits the orders one address may place in ten minutes', async () => {
    const from = '10.9.9.9';
    const many = await createdProduct(t, { price: 1, qty: 99 });
    const body = order({ items: [{ productId: many.id, qty: 1 }] });
    for (let i = 0; i < 20; i += 1)
      expect((await post('/api/checkout/orders', body, from)).statusCode).toBe(201);
    const refused = await post('/api/checkout/orders', body, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Too many orders from this address/);
  });
});

describe('the checkout’s product picker', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists only published products with stock, by name, filtered by name or brand, to visitors', async () => {
    const inStock = await createdProduct(t, { productName: 'Picker Lamp Zq', qty: 3 });
    await createdProduct(t, { productName: 'Picker Lamp Zq sold out', qty: 0 });
    await createdProduct(t, { productName: 'Picker Lamp Zq draft', status: 'Inactive', qty: 4 });
    const res = await t.app.inject({ method: 'GET', url: '/api/checkout/products?q=lamp%20zq' });
    expect(res.statusCode).toBe(200);
    expect(res.json().products.map((p: { id: number }) => p.id)).toEqual([inStock.id]);
    expect(res.json().products[0]).toMatchObject({ price: 19.99, qty: 3 });
    const all = await t.app.inject({ method: 'GET', url: '/api/checkout/products' });
    const names = all.json().products.map((p: { name: string }) => p.name);
    expect(names.length).toBeGreaterThan(0);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    const long = await t.app.inject({ method: 'GET', url: `/api/checkout/products?q=${'x'.repeat(101)}` });
    expect(long.statusCode).toBe(400);
  });
});

describe("the buyer's confirmation on the job queue", () => {
  let t: SmtpTestApp;
  beforeAll(async () => {
    t = await createTestAppWithSmtp();
  });
  afterAll(() => t.close());

  it('is queued with the order, then sent by the queue; an order refused for stock queues none', async () => {
    const product = await createdProduct(t, { price: 30, qty: 1 });
    const buy = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/checkout/orders',
        remoteAddress: '10.8.0.1',
        payload: {
          items: [{ productId: product.id, qty: 1 }],
          customer: { fullName: 'Queued Buyer', email },
          address: ADDRESS,
          card: CARD,
        },
      });
    const status = async (email: string) =>
      (
        (await t.app.db.execute(
          sql`select status from mail_outbox where ${email} = any("to")`,
        )) as unknown as { rows: { status: string }[] }
      ).rows.map((r) => r.status);

    const placed = await buy('queued.buyer@example.com');
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await status('queued.buyer@example.com')).toEqual(['queued']);
    // The last unit is gone: this order's transaction rolls back, its mail with it.
    const refused = await buy('too.late@example.com');
    expect(refused.statusCode).toBe(400);
    expect(await t.app.jobs.drain(MAIL_OUT_QUEUE)).toBe(1);
    expect(await status('queued.buyer@example.com')).toEqual(['sent']);
    expect(await status('too.late@example.com')).toEqual([]);
    const { orderNumber } = placed.json<CheckoutOrderAnswer>();
    expect(t.smtp.messages.map((m) => m.subject)).toEqual([`Your order #${orderNumber} is confirmed`]);
  });
});
