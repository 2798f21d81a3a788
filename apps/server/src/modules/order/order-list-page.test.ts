import { brotliDecompressSync } from 'node:zlib';
import type { OrderListAnswer, OrderStatsAnswer } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/helper.ts';
import {
  builtWebApp,
  PAGE_COOKIE as COOKIE,
  pageCookieOf,
  seededQueriesOf,
  signInForPages,
} from '../../test/web-build.ts';
import { ORDER_LIST_PATH } from './order.service.ts';

describe('the order list drawn on the server for a signed-in reader (decision 021)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST: builtWebApp() });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  const signIn = (email: string, password: string) => signInForPages(t, email, password);
  const page = (cookie?: string, extra: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: ORDER_LIST_PATH, headers: cookie ? { cookie, ...extra } : extra });

  it('sets an HttpOnly, SameSite=Strict cookie with the session at sign-in, and clears it at sign-out', async () => {
    const { token, setCookie } = await signIn('admin@demo.com', 'admin');
    // Plain http here; over https the cookie is also Secure.
    expect(setCookie).toBe(`${COOKIE}=${token}; Path=/; Max-Age=${7 * 24 * 3600}; HttpOnly; SameSite=Strict`);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(204);
    expect(pageCookieOf(out)).toBe(`${COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict`);
  });

  it('marks the cookie Secure when the sign-in came over https', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@demo.com', password: 'admin' },
      headers: { 'x-forwarded-proto': 'https' },
    });
    // Only behind a trusted proxy does the app take the forwarded protocol; the test app trusts none.
    expect(pageCookieOf(res)).toMatch(t.app.config.TRUST_PROXY ? /; Secure$/ : /SameSite=Strict$/);
  });

  it('never lets the cookie stand in for the Authorization header of an /api call', async () => {
    const { cookie } = await signIn('admin@demo.com', 'admin');
    const pair = String(cookie).split(';')[0];
    for (const url of ['/api/auth/me', '/api/apps/ecommerce/orders']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: pair } });
      expect(res.statusCode).toBe(401);
    }
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: pair } });
    expect(logout.statusCode).toBe(401);
  });

  it('draws the first page of orders the API answers, with the navigation and header, for that reader only', async () => {
    const { token, cookie } = await signIn('admin@demo.com', 'admin');
    const pair = String(cookie).split(';')[0];
    const res = await page(pair);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toMatch(/Cookie/);
    expect(res.body).toContain('<div id="root" data-hydrate>');
    const list = (
      await t.app.inject({
        method: 'GET',
        url: '/api/apps/ecommerce/orders?page=1&itemsPerPage=10',
        headers: bearer(token),
      })
    ).json() as OrderListAnswer;
    const stats = (
      await t.app.inject({ method: 'GET', url: '/api/apps/ecommerce/orders/stats', headers: bearer(token) })
    ).json() as OrderStatsAnswer;
    expect(list.orders).toHaveLength(10);
    for (const order of list.orders) {
      expect(res.body).toContain(`>${order.customer}</`);
      expect(res.body).toContain(`>${order.email}</`);
    }
    // The app starts from the very answers of the API, under the keys it asks them with.
    const seeded = seededQueriesOf(res.body) ?? [];
    expect(seeded.find(([key]) => key[0] === 'orders' && key[1] === 'list')?.[1]).toEqual(list);
    expect(seeded).toContainEqual([['orders', 'stats'], stats]);
    // The page heading, the header's search and the skip link of the signed-in layout.
    expect(res.body).toMatch(/<h\d [^>]*>Orders<\/h\d>/);
    expect(res.body).toContain('Skip to content');
    // Named for this user (index.html's script shows it to them alone), a phone's width without a view.
    expect(res.body).toContain('<meta name="ssr-view" content="en.system.light.w0.u1">');
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-T3st.js"></script>');
    // Every boundary in place, without React's inline scripts (the CSP refuses them).
    expect(res.body).not.toContain('$RC');
    expect(res.body).not.toContain('<div hidden id="S:');
  });

  it('draws it in the reader’s language, mode and width', async () => {
    const { cookie } = await signIn('admin@demo.com', 'admin');
    const pair = String(cookie).split(';')[0];
    const res = await page(`yunkong-view=fr.dark.dark.w4; ${pair}`, { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(html).toContain('<html lang="fr" dir="ltr">');
    expect(html).toContain('<meta name="ssr-view" content="fr.dark.dark.w4.u1">');
    expect(html).toContain('background-color:#25293C');
    // Wide: the navigation is drawn beside the page; on a phone it is a closed drawer.
    const phone = (await page(`yunkong-view=fr.dark.dark.w0; ${pair}`)).body;
    expect(html).toContain('Commandes');
    expect(html.length).toBeGreaterThan(phone.length);
    expect(html).toContain('CRM');
    expect(phone).not.toMatch(/<a [^>]*href="\/dashboards\/crm"/);
    expect(html).toMatch(/<a [^>]*href="\/dashboards\/crm"/);
  });

  it('draws nothing private without the cookie, after sign-out, or for a user who may not read orders', async () => {
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/apps/ecommerce/orders', headers: bearer(t.adminToken) })
    ).json() as OrderListAnswer;
    const privateText = [list.orders[0].email, list.orders[1].email];
    const expectAppIndex = (html: string) => {
      expect(html).not.toContain('<div id="root" data-hydrate>');
      expect(html).not.toContain('id="ssr-queries"');
      for (const text of privateText) expect(html).not.toContain(text);
      expect(html).toContain('<div id="root"></div>');
    };

    const none = await page();
    expect(none.statusCode).toBe(200);
    expectAppIndex(none.body);

    const { token, cookie } = await signIn('admin@demo.com', 'admin');
    const pair = String(cookie).split(';')[0];
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expectAppIndex((await page(pair)).body);
    expectAppIndex((await page(`${COOKIE}=not-a-session-token-at-all-0123`)).body);

    const client = await signIn('client@demo.com', 'client');
    expectAppIndex((await page(String(client.cookie).split(';')[0])).body);
  });

  it('leaves a list URL with a search, a page or a sort to the app, which draws what it asks for', async () => {
    const { cookie } = await signIn('admin@demo.com', 'admin');
    const pair = String(cookie).split(';')[0];
    for (const query of ['?q=smith', '?page=3', '?sortBy=spent&orderBy=desc']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${ORDER_LIST_PATH}${query}`,
        headers: { cookie: pair },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('<div id="root" data-hydrate>');
      expect(res.body).toContain('<div id="root"></div>');
    }
  });
});
