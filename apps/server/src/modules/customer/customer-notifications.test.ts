import { type Customer, defaultCustomerNotifications } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, getOk } from '../../test/fixtures.ts';
import { bearer, createTestApp, type TestApp } from '../../test/helper.ts';

describe('customers: notification choices', () => {
  let t: TestApp;
  let customer: Customer;
  beforeAll(async () => {
    t = await createTestApp();
    customer = (await getOk<{ customers: Customer[] }>(t, '/api/apps/ecommerce/customers')).customers[0];
  });
  afterAll(() => t.close());

  const url = (id: number | string) => `/api/apps/ecommerce/customers/${id}/notifications`;
  const customerVersion = async () =>
    (await getOk<{ version: number }>(t, `/api/apps/ecommerce/customers/${customer.customerId}`)).version;

  it('gives the defaults to a customer who never chose', async () => {
    const { version, ...table } = await getOk<{ version: number }>(t, url(customer.customerId));
    expect(table).toEqual(defaultCustomerNotifications);
    expect(version).toBe(await customerVersion());
  });

  it('saves the whole table and reads it back', async () => {
    const choices = {
      ...defaultCustomerNotifications,
      promotions: { email: true, sms: true, push: false },
      orderUpdates: { email: false, sms: false, push: true },
    };
    const before = await customerVersion();
    const res = await call(t, 'PUT', url(customer.customerId), choices);
    expect(res.statusCode, res.body).toBe(200);
    // The choices are part of the customer's row: saving them is an edit of the customer.
    const { version, ...table } = res.json();
    expect(table).toEqual(choices);
    expect(version).toBe(before + 1);
    expect(await getOk(t, url(customer.customerId))).toEqual(res.json());
  });

  it('refuses a partial or wrongly typed table with 400 naming the field, and keeps what was saved', async () => {
    const before = await getOk(t, url(customer.customerId));
    const missing = await call(t, 'PUT', url(customer.customerId), {
      promotions: { email: true, sms: false, push: false },
    });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors).join(' ')).toMatch(/orderUpdates|shippingUpdates/);
    const wrongType = await call(t, 'PUT', url(customer.customerId), {
      ...defaultCustomerNotifications,
      newsletter: { email: 'yes', sms: false, push: false },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().errors).toHaveProperty(['newsletter.email']);
    expect(await getOk(t, url(customer.customerId))).toEqual(before);
  });

  it('answers 404 with an empty body for an unknown customer and 403 to the client', async () => {
    const unknown = await call(t, 'PUT', url(99_999_998), defaultCustomerNotifications);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe('');
    const asClient = await t.app.inject({
      method: 'GET',
      url: url(customer.customerId),
      headers: bearer(t.clientToken),
    });
    expect(asClient.statusCode).toBe(403);
  });
});
