import type { NotificationsAnswer } from '@app/contracts';
import { defaultAccountNotifications } from '@app/contracts/account-settings';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createdProduct, scalar } from '../../test/fixtures.ts';
import { bearer, createTestApp, type TestApp } from '../../test/helper.ts';

/** The bell's items beyond the licences: they follow the account's "app" notification choices. */
describe('the navbar notifications and the account’s choices', () => {
  let t: TestApp;
  const items = async (token: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as NotificationsAnswer).items;
  };
  const choose = async (token: string, patch: Partial<typeof defaultAccountNotifications>) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/account-settings/notifications',
      headers: bearer(token),
      payload: { ...defaultAccountNotifications, ...patch },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('counts the orders of the last 24 hours only for who chose new orders in the app', async () => {
    const token = t.adminToken;
    // The default leaves new orders out of the app.
    expect((await items(token)).some((i) => i.kind === 'newOrders')).toBe(false);
    await choose(token, { newOrder: { email: true, browser: true, app: true } });

    const product = await createdProduct(t, { price: 30, qty: 9 });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/orders',
      remoteAddress: '10.77.0.1',
      payload: {
        items: [{ productId: product.id, qty: 1 }],
        customer: { fullName: 'Bell Buyer', email: 'bell.buyer@example.com' },
        address: { line1: '1 Bell Road', city: 'Springfield', postalCode: '62701', country: 'United States' },
        card: { name: 'Bell Buyer', number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' },
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const lastDay = await scalar(
      t,
      sql`select count(*)::int as n from orders where ordered_at >= now() - interval '24 hours'`,
    );
    const item = (await items(token)).find((i) => i.kind === 'newOrders');
    expect(item).toMatchObject({
      params: { count: lastDay },
      url: expect.stringMatching(/^\/apps\/ecommerce\/order\/list/),
    });
    expect(lastDay).toBeGreaterThanOrEqual(1);

    // A client, who may not read orders, is told nothing about them whatever they chose.
    await choose(t.clientToken, { newOrder: { email: true, browser: true, app: true } });
    expect((await items(t.clientToken)).some((i) => i.kind === 'newOrders')).toBe(false);
  });

  it('warns of a sign-in from another session, never of one’s own, and not once turned off', async () => {
    const first = await t.login('client@demo.com', 'client');
    const before = (await items(first)).find((i) => i.kind === 'newSignIn');
    const second = await t.login('client@demo.com', 'client');
    const seenByFirst = (await items(first)).find((i) => i.kind === 'newSignIn');
    expect(seenByFirst?.severity).toBe('warning');
    expect(Number(seenByFirst?.params.count)).toBe(Number(before?.params.count ?? 0) + 1);
    expect(seenByFirst?.url).toBe('/pages/account-settings/security');
    // The second session does not count itself.
    const seenBySecond = (await items(second)).find((i) => i.kind === 'newSignIn');
    expect(Number(seenBySecond?.params.count)).toBe(Number(seenByFirst?.params.count));

    await choose(first, { securityAlert: { email: true, browser: true, app: false } });
    expect((await items(first)).some((i) => i.kind === 'newSignIn')).toBe(false);
  });
});
