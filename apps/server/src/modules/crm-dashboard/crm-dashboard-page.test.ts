import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import type { CrmDashboardAnswer, MeAnswer } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/password.ts';
import { roles, users } from '../../db/schema/index.ts';
import { type InProcessFetch, injectedFetch } from '../../lib/server-rendered-page.ts';
import { bearer, createTestApp, type TestApp } from '../../test/helper.ts';
import { builtWebApp, PAGE_COOKIE as COOKIE, seededQueriesOf, signInForPages } from '../../test/web-build.ts';
import { LANDING_PATH } from '../front/front.service.ts';
import { CRM_DASHBOARD_PATH } from './crm-dashboard.service.ts';

/** The render alone (`#root` up to the seeded data), without index.html around it. */
const renderOf = (html: string) =>
  html.slice(
    html.indexOf('<div id="root" data-hydrate>'),
    html.indexOf('<script type="application/json" id="ssr-queries">'),
  );

const money = new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' });
const number = new Intl.NumberFormat('en');

describe('the CRM dashboard drawn on the server for a signed-in reader (decision 021)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST: builtWebApp() });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  const signIn = (email: string, password: string) => signInForPages(t, email, password);
  const page = (cookie?: string, extra: Record<string, string> = {}, url = CRM_DASHBOARD_PATH) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie, ...extra } : extra });
  const dashboard = async (token: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dashboard/crm', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    return res.json() as CrmDashboardAnswer;
  };
  /** A user of `role` who can sign in (the seed has no account with a password for every role). */
  const userOf = async (role: string) => {
    const [r] = await t.app.db.select({ id: roles.id }).from(roles).where(eq(roles.name, role));
    const name = `page${role}${Date.now()}`;
    await t.app.db.insert(users).values({
      fullName: `Page ${role}`,
      username: name,
      email: `${name}@example.com`,
      passwordHash: await hashPassword('page-password'),
      roleId: r.id,
      currentPlan: 'team',
      status: 'active',
    });
    return signIn(`${name}@example.com`, 'page-password');
  };

  it('draws the reader’s figures as the API answers them, with the layout, for that reader only', async () => {
    const { token, cookie } = await signIn('admin@demo.com', 'admin');
    const res = await page(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toMatch(/Cookie/);
    const d = await dashboard(token);
    // The app starts from the very answer of the API, under the key it asks it with (no period in the URL).
    expect(seededQueriesOf(res.body)).toContainEqual([['crm-dashboard', {}], d]);
    const html = renderOf(res.body);
    expect(html).toMatch(/<h\d [^>]*>CRM dashboard<\/h\d>/);
    // The period's sales, revenue and orders, the user base, and the newest users by name.
    expect(html).toContain(`>${money.format(d.current.sales)}<`);
    expect(html).toContain(`>${money.format(d.current.revenue)}<`);
    expect(html).toContain(`>${number.format(d.totals.users)}<`);
    expect(html).toContain(`>${number.format(d.totals.active)}<`);
    expect(html).toContain(`>${number.format(d.activeSessions)}<`);
    expect(d.recentUsers?.length).toBeGreaterThan(0);
    for (const user of d.recentUsers ?? []) expect(html).toContain(`>${user.fullName}<`);
    for (const country of d.salesByCountry) expect(html).toContain(`>${country.country}<`);
    expect(html).toContain('Welcome back, John!');
    // An admin may read users: the card leads to the list.
    expect(html).toMatch(/<a [^>]*href="\/apps\/user\/list"[^>]*>View users<\/a>/);
    // The charts are in the page too, with their names (each an image for a screen reader), hydrated
    // in the browser, which draws them at their width: no loading box is left.
    expect(html).toMatch(/role="img" aria-label="Bar chart of Sales; \$[\d,.]+ over the period"/);
    expect(html).toMatch(/role="img" aria-label="Bar chart of monthly sign-ups, [\d,]+ in total"/);
    expect(html).not.toContain('MuiSkeleton-root');
    // The layout of a signed-in page, named for this user at a phone's width (no view cookie yet).
    expect(html).toContain('Skip to content');
    expect(res.body).toContain('<meta name="ssr-view" content="en.system.light.w0.u1">');
    expect(html).not.toContain('<div hidden id="S:');
    expect(res.body).not.toContain('$RC');
  });

  it('draws it in the reader’s language, mode and width', async () => {
    const { cookie } = await signIn('admin@demo.com', 'admin');
    const res = await page(`yunkong-view=ar.dark.dark.w4; ${cookie}`, { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<meta name="ssr-view" content="ar.dark.dark.w4.u1">');
    expect(html).toContain('background-color:#25293C');
    // Arabic digits and strings, from the same figures.
    const d = seededQueriesOf(html)?.find(([key]) => key[0] === 'crm-dashboard')?.[1] as CrmDashboardAnswer;
    expect(renderOf(html)).toContain(`>${new Intl.NumberFormat('ar').format(d.totals.users)}<`);
    expect(renderOf(html)).toContain('لوحة');
    // Wide: the navigation is drawn beside the page.
    expect(html).toMatch(/<a [^>]*href="\/apps\/ecommerce\/order\/list"/);
  });

  it('follows the reader’s rules: a subscriber gets the figures without the links to the user list', async () => {
    const { token, cookie } = await userOf('subscriber');
    const res = await page(cookie);
    const html = renderOf(res.body);
    expect(html).toContain('Welcome back, Page!');
    const d = await dashboard(token);
    expect(html).toContain(`>${number.format(d.totals.users)}<`);
    expect(html).not.toContain('href="/apps/user/list"');
    expect(html).not.toContain('View users');
  });

  it('draws, for a role that may read only dashboards, no users nor transactions: the cards say why', async () => {
    const name = `dashboards${Date.now()}`;
    const role = await t.app.inject({
      method: 'POST',
      url: '/api/apps/roles',
      headers: bearer(t.adminToken),
      payload: { name, rules: [{ action: 'read', subject: 'Dashboard' }] },
    });
    expect(role.statusCode, role.body).toBe(201);
    const admin = await dashboard(t.adminToken);
    const { cookie } = await userOf(name);
    const res = await page(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root" data-hydrate>');
    for (const user of admin.recentUsers ?? []) expect(res.body).not.toContain(user.email);
    for (const x of admin.recentTransactions ?? []) expect(res.body).not.toContain(`>${x.client}<`);
    const html = renderOf(res.body);
    expect(html).toContain('You may not see the users: your role does not let you read them.');
    expect(html).toContain('You may not see the transactions: your role does not let you read invoices.');
  });

  it('draws nothing private without the cookie, after sign-out, or for a reader who may not read the dashboard', async () => {
    const d = await dashboard(t.adminToken);
    const privateText = (d.recentUsers ?? []).map((user) => user.email);
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
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expectAppIndex((await page(cookie)).body);
    expectAppIndex((await page(`${COOKIE}=not-a-session-token-at-all-0123`)).body);

    // The client role may not read the dashboard: the API refuses it, and the page is the app's.
    const client = await signIn('client@demo.com', 'client');
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/crm',
      headers: bearer(client.token),
    });
    expect(refused.statusCode).toBe(403);
    expectAppIndex((await page(client.cookie)).body);
  });

  it('leaves a dashboard URL with a period to the app, which draws the period it asks for', async () => {
    const { cookie } = await signIn('admin@demo.com', 'admin');
    const res = await page(cookie, {}, `${CRM_DASHBOARD_PATH}?from=2026-01-01&to=2026-01-31`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<div id="root" data-hydrate>');
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('draws several readers’ pages at once, each in its own reader’s name, menu and language, none leaking into another', async () => {
    // The server's render (dist-ssr, as the app's page routes call it), given each reader as the routes give them.
    type Rendered = { markup: string; styles: string; queries: { queries: { queryKey: unknown[] }[] } };
    const { renderPage } = (await import(
      pathToFileURL(join(builtWebApp(), '..', 'dist-ssr', 'render-page.js')).href
    )) as {
      renderPage(view: object, path: string, request: object): Promise<Rendered>;
    };
    const readerOf = async (token: string) => {
      const me = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json();
      return { userData: (me as MeAnswer).userData, rules: (me as MeAnswer).userAbilityRules };
    };
    const admin = await signIn('admin@demo.com', 'admin');
    const subscriber = await userOf('subscriber');
    const [adminReader, subscriberReader] = [await readerOf(admin.token), await readerOf(subscriber.token)];

    // Every render's calls to the API wait until all three renders have asked: renders drawn one at a
    // time would never get there (after 10 s the gate gives up: the waiting calls fail, and so does this test).
    const inFlight = new Set<string>();
    let askedTogether: string[] = [];
    let allAsked = () => {};
    const gate = new Promise<void>((resolve, reject) => {
      const giveUp = setTimeout(() => reject(new Error(`only ${[...inFlight]} asked the API`)), 10_000);
      allAsked = () => {
        askedTogether = [...inFlight].sort();
        clearTimeout(giveUp);
        resolve();
      };
    });
    gate.catch(() => undefined);
    const api = injectedFetch(t.app);
    const gated =
      (name: string): InProcessFetch =>
      async (url, init) => {
        inFlight.add(name);
        if (inFlight.size === 3 && askedTogether.length === 0) allAsked();
        await gate;
        return api(url, init);
      };
    const wide = { theme: 'light', mode: 'light', width: 1280 } as const;
    const [adminPage, subscriberPage, visitorPage] = await Promise.all([
      renderPage({ ...wide, language: 'en' }, CRM_DASHBOARD_PATH, {
        fetch: gated('admin'),
        token: admin.token,
        reader: adminReader,
      }),
      renderPage({ language: 'ar', theme: 'dark', mode: 'dark', width: 1280 }, CRM_DASHBOARD_PATH, {
        fetch: gated('subscriber'),
        token: subscriber.token,
        reader: subscriberReader,
      }),
      renderPage({ ...wide, language: 'fr' }, LANDING_PATH, { fetch: gated('visitor') }),
    ]);
    await expect(gate).resolves.toBeUndefined();
    expect(askedTogether).toEqual(['admin', 'subscriber', 'visitor']);

    const subscriberName = subscriberReader.userData.fullName;
    const firstName = subscriberName.split(' ')[0];
    // The admin's page: in English, left to right, their name and their whole menu (the newest users
    // the dashboard lists may include the subscriber: their name is data here, not the reader).
    expect(adminPage.markup).toContain('Welcome back, John!');
    expect(adminPage.markup).toContain('aria-label="Account menu of John Doe"');
    expect(adminPage.markup).toMatch(/<a [^>]*href="\/apps\/user\/list"[^>]*>View users<\/a>/);
    expect(adminPage.markup).toMatch(/<a [^>]*href="\/apps\/roles"/);
    expect(adminPage.styles).toContain('data-emotion="mui ');
    expect(adminPage.styles).not.toContain('muirtl');
    for (const other of [`Account menu of ${subscriberName}`, `Welcome back, ${firstName}!`, 'قائمة', 'لوحة'])
      expect(adminPage.markup).not.toContain(other);

    // The subscriber's: in Arabic, right to left, dark, their own name and a menu without the user pages.
    expect(subscriberPage.markup).toContain(`aria-label="قائمة حساب ${subscriberName}"`);
    expect(subscriberPage.markup).toContain(`مرحبًا بعودتك، ${firstName}!`);
    expect(subscriberPage.styles).toContain('data-emotion="muirtl ');
    expect(subscriberPage.styles).toContain('background-color:#25293C');
    expect(subscriberPage.markup).not.toContain('href="/apps/user/list"');
    expect(subscriberPage.markup).not.toContain('href="/apps/roles"');
    for (const other of ['John Doe', 'John!', 'Welcome back', 'Account menu', 'Un seul back-office'])
      expect(subscriberPage.markup).not.toContain(other);

    // The visitor's landing page: in French, signed out, nobody's name, nobody's data.
    expect(visitorPage.markup).toContain('Un seul back-office pour toute votre boutique');
    for (const other of ['John Doe', subscriberName, 'قائمة', 'Welcome back', 'Account menu'])
      expect(visitorPage.markup).not.toContain(other);
    expect(visitorPage.queries.queries.map((q) => q.queryKey[0])).not.toContain('crm-dashboard');
  });
});
