import { createHash } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import type { LandingAnswer } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composePage, viewOf } from '../../lib/server-rendered-page.ts';
import { bearer, createTestApp, type TestApp } from '../../test/helper.ts';
import { builtWebApp, seededQueriesOf } from '../../test/web-build.ts';
import { LOGIN_PATH } from '../auth/auth.service.ts';
import { LANDING_PATH } from './front.service.ts';

const HERO = {
  en: 'One back office for your whole shop',
  fr: 'Un seul back-office pour toute votre boutique',
  ar: 'واجهة خلفية واحدة لمتجرك كله',
};

describe('the pages rendered on the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST: builtWebApp() });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  const page = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: LANDING_PATH, headers });

  it('sends the page as HTML with the hero heading and the shop’s newest reviews, signed out', async () => {
    const res = await page();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/Accept-Language, Cookie/);
    expect(res.body).toMatch(new RegExp(`<h1 [^>]*id="hero-title"[^>]*>${HERO.en}</h1>`));
    const landing = (
      await t.app.inject({ method: 'GET', url: '/api/pages/landing' })
    ).json() as LandingAnswer;
    expect(landing.reviews.length).toBeGreaterThan(0);
    for (const review of landing.reviews) {
      expect(res.body).toContain(`>${review.head}</p>`);
      expect(res.body).toContain(`>${review.reviewer}</`);
    }
    expect(res.body).toContain(`>${landing.faqs[0].question}</`);
    // The app hydrates it with the same data in its cache, its entry loaded at once.
    expect(seededQueriesOf(res.body)).toContainEqual([['landing'], landing]);
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-T3st.js"></script>');
    expect(res.body).toContain('<meta name="ssr-view" content="en.system.light">');
  });

  it('allows every inline script of the page through a hash in the Content-Security-Policy', async () => {
    const res = await page();
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    const inline = [...res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => body);
    expect(inline.length).toBeGreaterThan(0);
    for (const body of inline) {
      expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
    }
    // Every other script element is data, which a browser does not run, or the app's entry (`'self'`).
    const scripts = [...res.body.matchAll(/<script(\s[^>]*)?>/g)].map(([tag]) => tag);
    const others = scripts.filter((tag) => tag !== '<script>' && !tag.includes('application/json'));
    expect(others).toEqual(['<script type="module" crossorigin src="/assets/index-T3st.js">']);
  });

  it('renders in the language the browser asks for, and in the stored language and mode of the cookie', async () => {
    const french = await page({ 'accept-language': 'de-DE,de;q=0.9,fr;q=0.8,en;q=0.5' });
    expect(french.body).toContain('<html lang="fr" dir="ltr">');
    expect(french.body).toContain(HERO.fr);

    const arabic = await page({ cookie: 'other=1; yunkong-view=ar.dark.dark', 'accept-language': 'fr' });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain('<meta name="ssr-view" content="ar.dark.dark">');
    expect(arabic.body).toContain(HERO.ar);
    // The dark palette's page background (apps/web/src/components/theme/theme.ts), right to left.
    expect(arabic.body).toContain('background-color:#25293C');
    expect(arabic.body).toContain('data-emotion="muirtl');
  });

  it('sends the page brotli-compressed to a browser that accepts br', async () => {
    const res = await page({ 'accept-encoding': 'gzip, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain(HERO.en);
  });

  it('renders the sign-in page as the tree the sign-in entry hydrates, with the demo accounts, and loads that entry at once', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${LOGIN_PATH}?to=/apps/email` });
    expect(res.statusCode).toBe(200);
    // The render is #root itself, which the entry hydrates; no second copy of the card.
    expect(res.body).toMatch(/<div id="root" data-hydrate><main /);
    expect(res.body).not.toContain('id="ssr-queries"');
    expect(res.body).not.toContain('boot-shell');
    expect(res.body).toMatch(/<input [^>]*id="login-email"/);
    expect(res.body).toMatch(/<input [^>]*id="login-password"/);
    const config = (await t.app.inject({ method: 'GET', url: '/api/auth/config' })).json() as {
      demoAccounts: { email: string }[];
    };
    expect(config.demoAccounts.length).toBeGreaterThan(0);
    for (const account of config.demoAccounts) expect(res.body).toContain(account.email);
    const seeded = /<script type="application\/json" id="signin-config">(.*?)<\/script>/.exec(res.body)?.[1];
    expect(JSON.parse(seeded ?? 'null')).toEqual({ ...config, registration: { open: true } });
    // The e-mail field has the focus from the start.
    expect(res.body).toMatch(/<input [^>]*autofocus="" id="login-email"/);
    // The sign-in entry is the page's module script, its files preloaded; the app's is not started.
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/signin-T3st.js"></script>');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/signin-shared-T3st.js">');
    expect(res.body).not.toContain('src="/assets/index-T3st.js"');
  });

  it('renders the sign-in page in the language and mode of the view, right to left in Arabic', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: LOGIN_PATH,
      headers: { cookie: 'yunkong-view=ar.dark.dark' },
    });
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    expect(res.body).toContain('<meta name="ssr-view" content="ar.dark.dark">');
    expect(res.body).toContain('تسجيل الدخول');
    expect(res.body).toContain('data-emotion="muirtl');
  });

  it('renders /register and /forgot-password as the trees the sign-in entry hydrates, from the same config', async () => {
    const config = {
      ...((await t.app.inject({ method: 'GET', url: '/api/auth/config' })).json() as object),
      registration: (await t.app.inject({ method: 'GET', url: '/api/auth/registration' })).json(),
    };
    expect(config).toMatchObject({ registration: { open: true } });
    const register = await t.app.inject({ method: 'GET', url: '/register?ref=1042' });
    expect(register.statusCode).toBe(200);
    expect(register.body).toMatch(/<div id="root" data-hydrate><main /);
    expect(register.body).toMatch(/<input [^>]*autofocus="" [^>]*name="username"/);
    for (const field of ['email', 'password'])
      expect(register.body).toMatch(new RegExp(`<input [^>]*name="${field}"`));
    expect(register.body).toMatch(/<input [^>]*type="checkbox"[^>]*name="terms"/);
    expect(register.body).toContain('>Sign up</button>');
    // The same render for every query: the referral shows once the entry has hydrated the page.
    expect(register.body).not.toContain('referral link');
    const forgot = await t.app.inject({ method: 'GET', url: '/forgot-password/' });
    expect(forgot.body).toMatch(/<div id="root" data-hydrate><main /);
    expect(forgot.body).toMatch(/<input [^>]*autofocus="" [^>]*name="email"/);
    expect(forgot.body).toContain('>Send reset link</button>');
    for (const res of [register, forgot]) {
      const seeded = /<script type="application\/json" id="signin-config">(.*?)<\/script>/.exec(
        res.body,
      )?.[1];
      expect(JSON.parse(seeded ?? 'null')).toEqual(config);
      expect(res.body).toContain('<script type="module" crossorigin src="/assets/signin-T3st.js"></script>');
      expect(res.body).not.toContain('src="/assets/index-T3st.js"');
      // The links between the account pages are links, which work before the entry has run.
      expect(res.body).toMatch(/<a [^>]*href="\/login"/);
    }
  });

  it('draws /register as closed, without the form, when an administrator closed registration', async () => {
    const settings = { headers: bearer(t.adminToken), url: '/api/auth/registration-settings' };
    await t.app.inject({ ...settings, method: 'PUT', payload: { open: false, defaultRole: 'client' } });
    try {
      // Another view than the tests above: a render of its own, made now.
      const res = await t.app.inject({
        method: 'GET',
        url: '/register',
        headers: { cookie: 'yunkong-view=en.dark.dark' },
      });
      expect(res.body).toContain('Registration is closed');
      expect(res.body).not.toContain('name="username"');
    } finally {
      await t.app.inject({ ...settings, method: 'PUT', payload: { open: true, defaultRole: 'client' } });
    }
  });

  it('leaves the other pages to the app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/front-pages/pricing' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-T3st.js">');
    expect(res.body).not.toContain('<div id="root" data-hydrate>');
  });
});

describe('the view a page is rendered in', () => {
  it('takes the cookie first, then the best language of Accept-Language the app has, else English, light', () => {
    expect(viewOf('yunkong-view=fr.system.dark', 'ar')).toEqual({
      language: 'fr',
      theme: 'system',
      mode: 'dark',
      widthBand: 0,
    });
    expect(viewOf('a=b; yunkong-view=ar.light.light', 'fr')).toEqual({
      language: 'ar',
      theme: 'light',
      mode: 'light',
      widthBand: 0,
    });
    // A setting that contradicts its mode, or a language the app lacks, is not a view.
    expect(viewOf('yunkong-view=fr.light.dark', 'ar').language).toBe('ar');
    expect(viewOf('yunkong-view=de.dark.dark', 'ar;q=0.4, fr;q=0.9')).toEqual({
      language: 'fr',
      theme: 'system',
      mode: 'light',
      widthBand: 0,
    });
    expect(viewOf(undefined, 'ar-MA')).toEqual({
      language: 'ar',
      theme: 'system',
      mode: 'light',
      widthBand: 0,
    });
    expect(viewOf(undefined, 'de, ja;q=0.5')).toEqual({
      language: 'en',
      theme: 'system',
      mode: 'light',
      widthBand: 0,
    });
    expect(viewOf(undefined, 'fr;q=0, ar')).toEqual({
      language: 'ar',
      theme: 'system',
      mode: 'light',
      widthBand: 0,
    });
    // A signed-in page's width band (decision 021) comes after the mode; the public pages ignore it.
    expect(viewOf('yunkong-view=fr.dark.dark.w4', 'ar')).toEqual({
      language: 'fr',
      theme: 'dark',
      mode: 'dark',
      widthBand: 4,
    });
    expect(viewOf(undefined, undefined)).toEqual({
      language: 'en',
      theme: 'system',
      mode: 'light',
      widthBand: 0,
    });
  });
});

describe('a page composed for the app to hydrate', () => {
  it('is the page’s #root with its query cache, its own code preloaded beside the entry', () => {
    const template =
      '<html lang="en" dir="ltr"><head></head><body><div id="root"></div><script type="module" crossorigin src="/assets/index-T3st.js"></script></body></html>';
    const html = composePage(
      '/nowhere',
      template,
      viewOf('yunkong-view=ar.dark.dark.w4', undefined),
      { markup: '<main>Orders</main>', styles: '', queries: { queries: [], mutations: [] } },
      [],
      'ar.dark.dark.w4.u1',
      ['/assets/list-T3st.js', '/assets/features-ar-T3st.js'],
    );
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<div id="root" data-hydrate><main>Orders</main></div>');
    expect(html).toContain(
      '<script type="application/json" id="ssr-queries">{"queries":[],"mutations":[]}</script>',
    );
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/list-T3st.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/features-ar-T3st.js">');
    // Hidden, and drawn anew by the app, for a reader whose view is not the render's.
    expect(html).toContain(
      'html[data-view]:not([data-view="ar.dark.dark.w4.u1"]) #root[data-hydrate]{display:none}',
    );
  });
});
