/**
 * A small allow-list HTML sanitizer for the rich text the editor (TipTap) sends: product and category
 * descriptions. Tags outside the list are dropped (their text kept), and the content of script-like
 * elements goes with them; only a few attributes survive, links only to http(s), mailto or the site.
 */

const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'del',
  'sub',
  'sup',
  'mark',
  'span',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'code',
  'pre',
  'a',
]);
const VOID_TAGS = new Set(['br', 'hr']);
/** Dropped together with everything inside them. */
const DROP_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'textarea',
  'title',
  'svg',
  'math',
  'select',
  'frame',
  'frameset',
  'applet',
  'xmp',
  'plaintext',
  'noembed',
  'head',
]);
const ALIGN = /^\s*text-align\s*:\s*(left|right|center|justify)\s*;?\s*$/i;

const TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<![^>]*>?|<\?[^>]*>?|<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const escapeText = (text: string) =>
  text
    .replace(/&(?!(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#\d{1,7}|#x[0-9a-fA-F]{1,6});)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) =>
      String.fromCodePoint(Number.parseInt(hex, 16) % 0x110000),
    )
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec) % 0x110000))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** http(s), mailto, a same-site path or an anchor; anything else (javascript:, data:, …) is refused. */
export function safeHref(raw: string): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we strip.
  const value = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (/^(https?:|mailto:)/i.test(value)) return value;
  if (/^(\/(?!\/)|#)/.test(value)) return value;
  return null;
}

function attributesOf(tag: string, source: string): string {
  const kept: string[] = [];
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1].toLowerCase();
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    if (tag === 'a' && name === 'href') {
      const href = safeHref(value);
      if (href !== null) kept.push(`href="${escapeAttribute(href)}"`);
    } else if (name === 'style' && ALIGN.test(value)) {
      kept.push(`style="${escapeAttribute(value.trim())}"`);
    }
  }
  if (tag === 'a') kept.push('target="_blank"', 'rel="noopener noreferrer nofollow"');
  return kept.length ? ` ${kept.join(' ')}` : '';
}

/** The HTML with only allowed tags and attributes, every tag closed, every stray `<` escaped. */
export function sanitizeHtml(html: string): string {
  const out: string[] = [];
  const open: string[] = [];
  let dropping: string | null = null;
  let last = 0;
  for (const match of html.matchAll(TOKEN)) {
    const text = html.slice(last, match.index);
    last = match.index + match[0].length;
    if (!dropping) out.push(escapeText(text));
    const [, closing, rawName, attrs, selfClosing] = match;
    if (!rawName) continue; // a comment, doctype or processing instruction
    const tag = rawName.toLowerCase();
    if (dropping) {
      if (closing && tag === dropping) dropping = null;
      continue;
    }
    if (DROP_CONTENT.has(tag)) {
      if (!closing && !selfClosing) dropping = tag;
      continue;
    }
    if (!ALLOWED_TAGS.has(tag)) continue;
    if (VOID_TAGS.has(tag)) {
      if (!closing) out.push(`<${tag}>`);
      continue;
    }
    if (!closing) {
      out.push(`<${tag}${attributesOf(tag, attrs ?? '')}>`);
      if (selfClosing) out.push(`</${tag}>`);
      else open.push(tag);
      continue;
    }
    const at = open.lastIndexOf(tag);
    if (at === -1) continue;
    while (open.length > at) out.push(`</${open.pop()}>`);
  }
  if (!dropping) out.push(escapeText(html.slice(last)));
  while (open.length) out.push(`</${open.pop()}>`);
  return out.join('');
}
