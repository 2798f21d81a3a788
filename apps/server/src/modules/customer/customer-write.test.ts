import type { Customer } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, getOk } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

describe('customers: update', () => {
  let t: TestApp;
  let all: Customer[];
  beforeAll(async () => {
    t = await createTestApp();
    all = (await getOk<{ customers: Customer[] }>(t, '/api/apps/ecommerce/customers?itemsPerPage=100'))
      .customers;
  });
  afterAll(() => t.close());

  const url = (c: Customer) => `/api/apps/ecommerce/customers/${c.customerId}`;

  it('changes only the fields sent; the country code and flag follow the country', async () => {
    const target = all[0];
    const before = await getOk<Record<string, unknown>>(t, url(target));
    const res = await call(t, 'PATCH', url(target), {
      country: 'France',
      contact: '+33 1 23 45 67 89',
      status: 'Suspended',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      ...before,
      country: 'France',
      countryCode: 'fr',
      countryFlag: '🇫🇷',
      contact: '+33 1 23 45 67 89',
      status: 'Suspended',
      version: (before.version as number) + 1,
    });
  });

  it('renames a customer and changes the e-mail, refusing one another customer holds (409)', async () => {
    const [a, b] = [all[1], all[2]];
    const renamed = await call(t, 'PATCH', url(a), { customer: 'Ada Lovelace', email: 'ADA@Example.TEST' });
    expect(renamed.json()).toMatchObject({ customer: 'Ada Lovelace', email: 'ada@example.test' });
    const clash = await call(t, 'PATCH', url(b), { email: 'ada@example.test' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors).toEqual({ email: 'is already taken' });
    expect((await getOk<{ email: string }>(t, url(b))).email).toBe(b.email);
  });

  it.each([
    [{}, 'body'],
    [{ country: 'Atlantis' }, 'country'],
    [{ status: 'Gone' }, 'status'],
    [{ email: 'nope' }, 'email'],
    [{ customer: 'x' }, 'customer'],
    [{ contact: 'call me' }, 'contact'],
  ])('refuses %j with 400 naming the field and changes nothing', async (body, field) => {
    const target = all[3];
    const before = await getOk(t, url(target));
    const res = await call(t, 'PATCH', url(target), body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty(field);
    expect(await getOk(t, url(target))).toEqual(before);
  });

  it('answers 404 with an empty body for an unknown customer', async () => {
    const res = await call(t, 'PATCH', '/api/apps/ecommerce/customers/999999', { contact: '1' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe('');
  });
});
