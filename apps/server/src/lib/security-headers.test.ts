import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../test/helper.ts';

/** What helmet sets with the app's options (no HSTS, no COEP; the CSP is the app's own). */
const HELMET = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('go with every API answer, refusals and errors included, never to be stored', async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/health' }),
      t.app.inject({ method: 'GET', url: '/api/apps/ecommerce/orders', headers: bearer(t.adminToken) }),
      t.app.inject({ method: 'GET', url: '/api/apps/ecommerce/orders' }),
      t.app.inject({ method: 'GET', url: '/api/apps/users', headers: bearer(t.clientToken) }),
      t.app.inject({
        method: 'GET',
        url: '/api/apps/ecommerce/orders?page=1&sortBy=nope',
        headers: bearer(t.adminToken),
      }),
      t.app.inject({ method: 'GET', url: '/api/no/such/route', headers: bearer(t.adminToken) }),
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":',
      }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 401, 403, 400, 404, 400]);
    for (const res of answers) {
      expect(res.headers).toMatchObject({ ...HELMET, 'cache-control': 'no-store' });
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers).not.toHaveProperty('strict-transport-security');
    }
  });

  it('let the API reference page run its inline script, and only it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.headers).toMatchObject(HELMET);
    expect(res.headers['content-security-policy']).toContain("script-src 'self' 'unsafe-inline'");
    const api = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['content-security-policy']).not.toContain("script-src 'self' 'unsafe-inline'");
  });

  it('go with pages outside the API too, which may be cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no-such-file.png' });
    expect(res.headers).toMatchObject(HELMET);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['cache-control']).not.toBe('no-store');
  });
});
