import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.ts';
import { XSS_PAYLOADS as PAYLOADS } from './xss-payloads.ts';

const ALLOWED_TAGS = new Set(
  'p br hr strong b em i u s strike del sub sup mark span ul ol li h1 h2 h3 h4 h5 h6 blockquote code pre a'.split(
    ' ',
  ),
);
const SAFE_ATTRIBUTE: Record<string, RegExp> = {
  href: /^(https?:|mailto:|\/(?!\/)|#)/i,
  target: /^_blank$/,
  rel: /^noopener noreferrer nofollow$/,
  style: /^text-align:(left|right|center|justify)$/,
};
const TAG = /<\/?([a-zA-Z0-9]+)((?:\s+[^\s=>]+="[^"]*")*)\s*\/?>/g;
const ATTRIBUTE = /([^\s=>]+)="([^"]*)"/g;
const KEPT = '<p><strong>kept</strong> <a href="https://example.com/">link</a></p>';

/** Every tag and attribute left is on the allow-list, and no `<` is left outside a tag. */
function unsafeParts(html: string): string[] {
  const found: string[] = [];
  const rest = html.replace(TAG, (_tag, name: string, attributes: string) => {
    if (!ALLOWED_TAGS.has(name)) found.push(`tag ${name}`);
    for (const [, attribute, value] of attributes.matchAll(ATTRIBUTE)) {
      if (!SAFE_ATTRIBUTE[attribute]?.test(value)) found.push(`${attribute}="${value}"`);
    }
    return '';
  });
  if (rest.includes('<')) found.push(`raw < in ${rest}`);
  return found;
}

describe('sanitizeHtml against the XSS cheat sheets', () => {
  it('has at least fifty payloads to try', () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(50);
  });

  it.each(PAYLOADS)('leaves nothing that runs of %s, and keeps the formatting before it', (payload) => {
    const out = sanitizeHtml(KEPT + payload);
    expect(out.startsWith(sanitizeHtml(KEPT))).toBe(true);
    expect(sanitizeHtml(KEPT)).toContain('<strong>kept</strong>');
    expect(unsafeParts(out)).toEqual([]);
    expect(out).not.toMatch(/<script|<img|<iframe|<svg|<style|<object|<embed|<meta|<link|<base/i);
    expect(out).not.toMatch(/\son[a-z]+\s*=/i);
  });
});
