import type { HelpArticle, HelpCenterAnswer, HelpSearchAnswer } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_HELP } from '../../db/seed/help-center.data.ts';
import { bearer, createTestApp, type TestApp } from '../../test/helper.ts';
import { snippetParts } from './help-center.service.ts';

describe('help center API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const search = async (q: string) => {
    const res = await get(`/api/pages/help-center/search?q=${encodeURIComponent(q)}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as HelpSearchAnswer;
  };
  const write = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = t.adminToken) =>
    t.app.inject({ method, url, payload: payload as object, headers: bearer(token) });
  const center = async () => (await get('/api/pages/help-center')).json() as HelpCenterAnswer;

  it('answers the categories, popular and keep-learning articles without signing in', async () => {
    const res = await get('/api/pages/help-center');
    expect(res.statusCode).toBe(200);
    const body = res.json() as HelpCenterAnswer;
    expect(body.allArticles.map((c) => c.title)).toEqual(SEED_HELP.map((c) => c.title));
    expect(body.allArticles.map((c) => c.articles.length)).toEqual(SEED_HELP.map((c) => c.articles.length));
    const flagged = (flag: 'popular' | 'keepLearning') =>
      SEED_HELP.flatMap((c) => c.articles.filter((a) => a[flag]).map((a) => a.slug)).sort();
    expect(body.popularArticles.map((a) => a.slug).sort()).toEqual(flagged('popular'));
    expect(body.keepLearning.map((a) => a.slug).sort()).toEqual(flagged('keepLearning'));
    expect(Object.keys(body.popularArticles[0]).sort()).toEqual([
      'icon',
      'id',
      'img',
      'slug',
      'subtitle',
      'title',
    ]);
  });

  it('answers an article by slug or by title (any case), with the other titles of its category', async () => {
    const res = await get('/api/pages/help-center/article?slug=delivery-options-and-costs');
    expect(res.statusCode).toBe(200);
    const article = res.json() as HelpArticle;
    expect(article).toMatchObject({ title: 'Delivery options and costs', categoryTitle: 'Delivery' });
    expect(article.productContent).toContain('the <strong>Country</strong> field of the checkout');
    expect(new Date(article.lastUpdated).getTime()).not.toBeNaN();
    expect(article.articleList).toEqual(['Ask about a delivery', 'Set up shipping zones and rates']);
    expect(article.relatedArticles[0]).toEqual({
      slug: 'ask-about-a-delivery',
      title: 'Ask about a delivery',
    });
    const byTitle = await get(
      `/api/pages/help-center/article?title=${encodeURIComponent('delivery OPTIONS and costs')}`,
    );
    expect(byTitle.json().id).toBe(article.id);
  });

  it('answers 404 for an unknown article and 400 for a missing or malformed slug', async () => {
    const missing = await get('/api/pages/help-center/article?slug=no-such-article');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Help article not found' });
    const none = await get('/api/pages/help-center/article');
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toHaveProperty('slug');
    const bad = await get('/api/pages/help-center/article?slug=Bad%20Slug!');
    expect(bad.statusCode).toBe(400);
  });

  it('searches the articles by full text, best first, with the matching words marked', async () => {
    const found = await search('damaged');
    expect(found.results[0]).toMatchObject({ slug: 'ask-about-a-delivery', categoryTitle: 'Delivery' });
    expect(found.results[0].snippet.some((p) => p.hit && /damage/i.test(p.text))).toBe(true);
    // Bold words read as words of their sentence: no space before the full stop that follows them.
    const status = await search('save status');
    const text = status.results
      .find((r) => r.slug === 'change-the-status-of-an-order')
      ?.snippet.map((p) => p.text)
      .join('');
    expect(text).toContain('Select Save status.');
    // Stemming: "charges" finds "charged".
    expect((await search('charges')).results.map((r) => r.slug)).toContain('accepted-payment-methods');
    // A word being typed is a prefix.
    expect((await search('passw')).results.map((r) => r.slug)).toContain('reset-your-password');
    // A title match ranks above a body match.
    const payment = await search('payment methods');
    expect(payment.results[0].slug).toBe('accepted-payment-methods');
  });

  it('answers no results for an empty q or a miss, and never fails on query syntax', async () => {
    expect(await search('')).toEqual({ q: '', results: [] });
    expect((await search('xylophone')).results).toEqual([]);
    for (const q of ['&|!', '"unclosed', 'a:* & (b', "o'reilly", '-', 'the']) {
      const res = await get(`/api/pages/help-center/search?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
    }
    expect((await get('/api/pages/help-center/search?q=order&limit=0')).statusCode).toBe(400);
    const two = await get('/api/pages/help-center/search?q=order&limit=2');
    expect((two.json() as HelpSearchAnswer).results).toHaveLength(2);
  });

  it('splits a headline into plain and hit parts', () => {
    expect(snippetParts('a [[[hit:Delivery:hit]]] costs &amp; more')).toEqual([
      { text: 'a ', hit: false },
      { text: 'Delivery', hit: true },
      { text: ' costs & more', hit: false },
    ]);
  });

  it('lets an admin write an article: sanitized, slugged, searchable at once', async () => {
    const categoryId = (await center()).allArticles[1].id;
    const res = await write('POST', '/api/pages/help-center/articles', {
      categoryId,
      title: 'Gift wrapping, explained!',
      subtitle: 'Wrap an order as a present.',
      body: '<p>Choose <strong>gift wrapping</strong> at checkout.</p><script>alert(1)</script><img src=x onerror="alert(2)"><p onclick="x()">Marzipan ribbons included.</p>',
      popular: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const article = res.json() as HelpArticle;
    expect(article.slug).toBe('gift-wrapping-explained');
    expect(article.productContent).toBe(
      '<p>Choose <strong>gift wrapping</strong> at checkout.</p><p>Marzipan ribbons included.</p>',
    );
    expect((await search('marzipan')).results.map((r) => r.slug)).toEqual(['gift-wrapping-explained']);
    expect((await center()).popularArticles.map((a) => a.slug)).toContain('gift-wrapping-explained');

    const again = await write('POST', '/api/pages/help-center/articles', {
      categoryId,
      title: 'Gift wrapping explained',
      body: '<p>Twice.</p>',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ slug: 'is already taken' });
  });

  it('updates an article (last update moves on) and deletes it', async () => {
    const before = (
      await get('/api/pages/help-center/article?slug=set-up-shipping-zones-and-rates')
    ).json() as HelpArticle;
    const res = await write('PUT', `/api/pages/help-center/articles/${before.id}`, {
      categoryId: before.categoryId,
      title: 'Set up shipping zones and rates',
      slug: 'set-up-shipping-zones-and-rates',
      subtitle: before.subtitle,
      body: '<p>Open <strong>Shop settings</strong>, then <strong>Shipping &amp; delivery</strong>.</p>',
      keepLearning: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json() as HelpArticle;
    expect(after.productContent).toBe(
      '<p>Open <strong>Shop settings</strong>, then <strong>Shipping &amp; delivery</strong>.</p>',
    );
    expect(after.keepLearning).toBe(true);
    expect(new Date(after.lastUpdated).getTime()).toBeGreaterThan(new Date(before.lastUpdated).getTime());

    expect((await write('DELETE', `/api/pages/help-center/articles/${before.id}`)).statusCode).toBe(204);
    expect(
      (await get('/api/pages/help-center/article?slug=set-up-shipping-zones-and-rates')).statusCode,
    ).toBe(404);
    expect((await write('DELETE', `/api/pages/help-center/articles/${before.id}`)).statusCode).toBe(404);
  });

  it('refuses bad article input with the field and the reason', async () => {
    const categoryId = (await center()).allArticles[0].id;
    const onlyScript = await write('POST', '/api/pages/help-center/articles', {
      categoryId,
      title: 'Nothing but a script',
      body: '<script>alert(1)</script>',
    });
    expect(onlyScript.statusCode).toBe(400);
    expect(onlyScript.json().errors).toEqual({ body: 'must not be empty' });
    const bad = await write('POST', '/api/pages/help-center/articles', {
      categoryId: 'one',
      title: 'Hi',
      body: '',
      image: 'javascript:alert(1)',
      popular: 'yes',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'body',
      'categoryId',
      'image',
      'popular',
      'title',
    ]);
    const noCategory = await write('POST', '/api/pages/help-center/articles', {
      categoryId: 999_999,
      title: 'An article without a home',
      body: '<p>Nowhere.</p>',
    });
    expect(noCategory.statusCode).toBe(400);
    expect(noCategory.json().errors).toEqual({ categoryId: 'is not a known help category' });
  });

  it('keeps writes to admins: 401 without a session, 403 for a client', async () => {
    const body = { categoryId: 1, title: 'A client’s article', body: '<p>Not allowed.</p>' };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/pages/help-center/articles', payload: body }))
        .statusCode,
    ).toBe(401);
    expect((await write('POST', '/api/pages/help-center/articles', body, t.clientToken)).statusCode).toBe(
      403,
    );
    expect((await write('PUT', '/api/pages/help-center/articles/1', body, t.clientToken)).statusCode).toBe(
      403,
    );
    expect(
      (await write('DELETE', '/api/pages/help-center/articles/1', undefined, t.clientToken)).statusCode,
    ).toBe(403);
  });
});
