import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, newProductBody, signedInUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

/** The seeded roles' rights in the shop (roles.data.ts): what each may read and change. */
describe('shop rights of the seeded roles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const statusOf = async (
    token: string,
    method: 'GET' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: object,
  ) => (await call(t, method, url, body, token)).statusCode;

  it('lets a maintainer run the shop, settings included', async () => {
    const { token } = await signedInUser(t, 'maintainer');
    expect(await statusOf(token, 'GET', '/api/apps/ecommerce/dashboard')).toBe(200);
    expect(await statusOf(token, 'GET', '/api/apps/ecommerce/settings')).toBe(200);
    expect(
      await statusOf(token, 'PATCH', '/api/apps/ecommerce/orders/1/status', { status: 'Delivered' }),
    ).not.toBe(403);
    expect(await statusOf(token, 'DELETE', '/api/apps/ecommerce/reviews/1')).toBe(204);
  });

  it('lets an editor edit products and moderate reviews, but not delete or touch settings', async () => {
    const { token } = await signedInUser(t, 'editor');
    expect(await statusOf(token, 'GET', '/api/apps/ecommerce/orders')).toBe(200);
    expect(await statusOf(token, 'PUT', '/api/apps/ecommerce/products/2', newProductBody())).toBe(200);
    expect(await statusOf(token, 'PATCH', '/api/apps/ecommerce/reviews/2', { status: 'Published' })).toBe(
      200,
    );
    expect(await statusOf(token, 'DELETE', '/api/apps/ecommerce/products/2')).toBe(403);
    expect(await statusOf(token, 'GET', '/api/apps/ecommerce/settings')).toBe(403);
    expect(
      await statusOf(token, 'PATCH', '/api/apps/ecommerce/orders/2/status', { status: 'Delivered' }),
    ).toBe(403);
  });

  it.each(['author', 'subscriber'])('lets a %s read the catalogue only', async (role) => {
    const { token } = await signedInUser(t, role);
    expect(await statusOf(token, 'GET', '/api/apps/ecommerce/products')).toBe(200);
    expect(await statusOf(token, 'GET', '/api/apps/ecommerce/reviews')).toBe(200);
    expect(await statusOf(token, 'GET', '/api/apps/ecommerce/dashboard')).toBe(200);
    expect(await statusOf(token, 'GET', '/api/apps/ecommerce/customers')).toBe(403);
    expect(await statusOf(token, 'GET', '/api/apps/ecommerce/orders')).toBe(403);
    expect(await statusOf(token, 'PUT', '/api/apps/ecommerce/products/3', newProductBody())).toBe(403);
  });
});
