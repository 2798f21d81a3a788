import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XSS_PAYLOADS } from '../../lib/xss-payloads.ts';
import { call, signedInUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

const ALLOWED_TAGS = new Set(
  'p br hr strong b em i u s strike del sub sup mark span ul ol li h1 h2 h3 h4 h5 h6 blockquote code pre a img div table thead tbody tfoot tr td th caption'.split(
    ' ',
  ),
);
const STYLE =
  /^(text-align:(left|right|center|justify)|color:[#a-z0-9(),.% ]+|background-color:[#a-z0-9(),.% ]+|font-weight:(normal|bold|[1-9]00)|font-style:(normal|italic))(;(text-align|color|background-color|font-weight|font-style):[^;:()]*)*$/i;
const SAFE_ATTRIBUTE: Record<string, RegExp> = {
  href: /^(https?:|mailto:|\/(?!\/)|#)/i,
  src: /^https?:\/\//i,
  alt: /^[^<>]*$/,
  width: /^\d+%?$/,
  height: /^\d+%?$/,
  colspan: /^\d+$/,
  rowspan: /^\d+$/,
  target: /^_blank$/,
  rel: /^noopener noreferrer nofollow$/,
  style: STYLE,
};
const TAG = /<\/?([a-zA-Z0-9]+)((?:\s+[^\s=>]+="[^"]*")*)\s*\/?>/g;
const ATTRIBUTE = /([^\s=>]+)="([^"]*)"/g;

/** Every tag and attribute left is on the mail allow-list, and no `<` is left outside a tag. */
function unsafeParts(html: string): string[] {
  const found: string[] = [];
  const rest = html.replace(TAG, (_tag, name: string, attributes: string) => {
    if (!ALLOWED_TAGS.has(name.toLowerCase())) found.push(`tag ${name}`);
    for (const [, attribute, value] of attributes.matchAll(ATTRIBUTE)) {
      if (!SAFE_ATTRIBUTE[attribute]?.test(value)) found.push(`${attribute}="${value}"`);
    }
    return '';
  });
  if (rest.includes('<')) found.push(`raw < in ${rest}`);
  return found;
}

/** The app refuses NUL characters in any body with 400 before anything else (lib/nul-characters.ts). */
const withNul = XSS_PAYLOADS.filter((p) => p.includes('\u0000'));
const PAYLOADS = XSS_PAYLOADS.filter((p) => !p.includes('\u0000'));

describe('e-mail bodies against the XSS cheat sheets', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('has at least fifty payloads to try', () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(50);
  });

  it.each(withNul)('refuses %j with 400 (NUL character)', async (payload) => {
    const res = await call(t, 'POST', '/api/apps/email/messages', { to: [], message: payload, send: false });
    expect(res.statusCode).toBe(400);
  });

  it.each(PAYLOADS)('stores nothing executable of %s', async (payload) => {
    const res = await call(t, 'POST', '/api/apps/email/messages', {
      to: ['someone@example.com'],
      subject: 'xss',
      message: `<p><strong>kept</strong></p>${payload}`,
      send: false,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { message } = res.json().email as { message: string };
    expect(message.startsWith('<p><strong>kept</strong></p>')).toBe(true);
    expect(unsafeParts(message)).toEqual([]);
    expect(message).not.toMatch(/<script|<iframe|<svg|<style|<object|<embed|<meta|<link|<base|<form|<input/i);
    expect(message).not.toMatch(/\son[a-z]+\s*=/i);
    expect(message).not.toMatch(/(href|src)="\s*(javascript|data|vbscript):/i);
  });

  it('delivers all of them in one mail to another user, still inert, links in a new tab', async () => {
    const colleague = await signedInUser(t, 'editor');
    const body = `<p><a href="https://example.com/">site</a><img src="https://tracker.example/pixel.png" alt="logo"></p>${PAYLOADS.join('')}`;
    const sent = await call(t, 'POST', '/api/apps/email/messages', {
      to: [colleague.email],
      subject: 'All the payloads',
      message: body,
      send: true,
    });
    expect(sent.statusCode).toBe(201);
    await t.app.emailDelivery.runDue({ dueBy: new Date(Date.now() + 60_000) });
    const inbox = (await call(t, 'GET', '/api/apps/email?filter=inbox', undefined, colleague.token)).json();
    const { message } = inbox.emails[0] as { message: string };
    expect(unsafeParts(message)).toEqual([]);
    expect(message).toContain(
      '<a href="https://example.com/" target="_blank" rel="noopener noreferrer nofollow">',
    );
    // Remote images are kept; the web app shows them only when the reader asks (docs/email.md).
    expect(message).toContain('<img alt="logo" src="https://tracker.example/pixel.png" />');
  });
});
