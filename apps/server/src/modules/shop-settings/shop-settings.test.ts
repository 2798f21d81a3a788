import { shopSettingsDefaults } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopSettings } from '../../db/schema/index.ts';
import { call, countRows, getOk, statusesAs } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

describe('shop settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const url = '/api/apps/ecommerce/settings';

  it('gives the defaults of every section, each at version 1, before anything is saved', async () => {
    const versions = Object.fromEntries(Object.keys(shopSettingsDefaults).map((section) => [section, 1]));
    expect(await getOk(t, url)).toEqual({ ...shopSettingsDefaults, updatedAt: null, versions });
  });

  it('saves the sections sent and keeps the others', async () => {
    const storeDetails = {
      ...shopSettingsDefaults.storeDetails,
      storeName: 'Demo Store',
      storeEmail: 'Shop@Example.TEST',
    };
    const locations = {
      locations: [
        {
          name: 'Warehouse',
          address: '1 Dock Road',
          apartment: '',
          city: 'Austin',
          state: 'TX',
          postalCode: '73301',
          country: 'United States',
          phone: '+1 512 555 0100',
          fulfilOnlineOrders: true,
          isDefault: true,
        },
      ],
    };
    const res = await call(t, 'PUT', url, { storeDetails, locations });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json();
    expect(saved.storeDetails).toEqual({ ...storeDetails, storeEmail: 'shop@example.test' });
    expect(saved.locations).toEqual(locations);
    expect(saved.payments).toEqual(shopSettingsDefaults.payments);
    expect(new Date(saved.updatedAt).toISOString()).toBe(saved.updatedAt);
    expect(await getOk(t, url)).toEqual(saved);

    const again = await call(t, 'PUT', url, {
      payments: { ...shopSettingsDefaults.payments, provider: 'stripe' },
    });
    expect(again.json().storeDetails.storeName).toBe('Demo Store');
    expect(again.json().payments.provider).toBe('stripe');
  });

  it.each([
    [{}, 'body'],
    [{ storeDetails: { ...shopSettingsDefaults.storeDetails, currency: 'XYZ' } }, 'storeDetails.currency'],
    [{ storeDetails: { ...shopSettingsDefaults.storeDetails, storeName: '' } }, 'storeDetails.storeName'],
    [{ checkout: { ...shopSettingsDefaults.checkout, companyName: 'maybe' } }, 'checkout.companyName'],
    [
      {
        shippingDelivery: {
          zones: [
            { name: 'Z', countries: [], rates: [{ name: 'R', price: -5, minOrder: null, deliveryDays: '' }] },
          ],
        },
      },
      'shippingDelivery.zones.0.rates.0.price',
    ],
    [
      { notifications: { ...shopSettingsDefaults.notifications, newOrder: { email: 'yes', app: true } } },
      'notifications.newOrder.email',
    ],
    [{ themes: {} }, 'body'],
  ])('refuses %j with 400 naming the field and saves nothing', async (body, field) => {
    const before = await getOk(t, url);
    const rows = await countRows(t, shopSettings);
    const res = await call(t, 'PUT', url, body);
    expect(res.statusCode).toBe(400);
    const errors = Object.keys(res.json().errors ?? {});
    expect(errors.some((e) => e === field || (field === 'body' && e.length > 0))).toBe(true);
    expect(await getOk(t, url)).toEqual(before);
    expect(await countRows(t, shopSettings)).toBe(rows);
  });

  it('refuses two default locations', async () => {
    const place = {
      ...{
        name: 'A',
        address: '',
        apartment: '',
        city: '',
        state: '',
        postalCode: '',
        country: '',
        phone: '',
      },
      fulfilOnlineOrders: false,
      isDefault: true,
    };
    const res = await call(t, 'PUT', url, { locations: { locations: [place, { ...place, name: 'B' }] } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('locations.locations');
  });

  it('refuses the demo client (403) and anonymous callers (401)', async () => {
    const cases = [
      { method: 'GET' as const, url },
      { method: 'PUT' as const, url, payload: { checkout: shopSettingsDefaults.checkout } },
    ];
    expect((await statusesAs(t, t.clientToken, cases)).every((l) => l.endsWith(' 403'))).toBe(true);
    expect((await statusesAs(t, null, cases)).every((l) => l.endsWith(' 401'))).toBe(true);
  });
});
