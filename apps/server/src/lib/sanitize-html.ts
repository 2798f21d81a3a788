import sanitize from 'sanitize-html';

/**
 * The one allow-list for every rich-text field the editor (TipTap) sends: product and category
 * descriptions today, and each later rich-text field. Tags outside the list are dropped with their
 * text kept; script-like elements go with everything inside them. Only text alignment and safe links
 * survive as attributes, and every link opens in a new tab without a referrer.
 */
const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer nofollow' };

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
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
  ],
  // Dropped together with everything inside them.
  nonTextTags: [
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
    'option',
    'frame',
    'frameset',
    'applet',
    'xmp',
    'plaintext',
    'noembed',
    'head',
  ],
  allowedAttributes: { a: ['href'], '*': ['style'] },
  allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify)$/i] } },
  // http(s), mailto, a same-site path or an anchor; javascript:, data:, vbscript: … are refused.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, { href }) => ({
      tagName,
      attribs: { ...(href === undefined ? {} : { href }), ...NEW_TAB },
    }),
  },
};

// `target` and `rel` are set by the transform above, never taken from the input.
const OUTPUT_OPTIONS: sanitize.IOptions = {
  ...OPTIONS,
  allowedAttributes: { a: ['href', 'target', 'rel'], '*': ['style'] },
};

/** The HTML with only allowed tags and attributes, every tag closed, every stray `<` escaped. */
export function sanitizeHtml(html: string): string {
  return sanitize(html, OUTPUT_OPTIONS);
}

/**
 * Mail bodies (modules/email) allow a little more than the editor's fields: images (http and https
 * only: the web app holds remote images back until the reader asks to show them), tables and
 * blocks, and a few inline colours, as mail written elsewhere carries them. Everything else is as above.
 */
const COLOUR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]{3,20})$/i;

const MAIL_OPTIONS: sanitize.IOptions = {
  ...OPTIONS,
  allowedTags: [
    ...(OPTIONS.allowedTags as string[]),
    'img',
    'div',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'td',
    'th',
    'caption',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    '*': ['style'],
  },
  allowedStyles: {
    '*': {
      'text-align': [/^(left|right|center|justify)$/i],
      color: [COLOUR],
      'background-color': [COLOUR],
      'font-weight': [/^(normal|bold|[1-9]00)$/i],
      'font-style': [/^(normal|italic)$/i],
    },
  },
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  transformTags: {
    ...OPTIONS.transformTags,
    // Only absolute http(s) images: a relative one would load from the app's own origin.
    img: (tagName, attribs) => {
      const { src, ...rest } = attribs;
      return { tagName, attribs: src && /^https?:\/\//i.test(src.trim()) ? { ...rest, src } : rest };
    },
  },
};

/** A mail body's HTML: the allow-list above, every link in a new tab with rel="noopener noreferrer nofollow". */
export function sanitizeMailHtml(html: string): string {
  return sanitize(html, MAIL_OPTIONS);
}
