/**
 * A mail's HTML made safe to show in a sandboxed frame (defence in depth: the server already sanitizes
 * it when stored). Nothing here runs: DOMParser does not execute scripts, and the frame gets no
 * allow-scripts, a CSP of default-src 'none' and no remote image until the reader asks for them.
 */

const DROPPED =
  'script, noscript, iframe, frame, frameset, object, embed, applet, base, meta, link, form, input, button, textarea, select';
const REMOTE = /^\s*(https?:)?\/\//i;
const SAFE_HREF = /^\s*(https?:|mailto:|tel:|#)/i;

export type PreparedHtml = { html: string; blockedImages: number };

export function prepareMessageHtml(html: string, showImages: boolean): PreparedHtml {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const el of Array.from(doc.body.querySelectorAll(DROPPED))) el.remove();
  let blockedImages = 0;
  for (const el of Array.from(doc.body.querySelectorAll('*'))) {
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on') || name === 'srcdoc' || name === 'formaction') el.removeAttribute(attr.name);
      else if ((name === 'href' || name === 'xlink:href' || name === 'action') && !SAFE_HREF.test(attr.value))
        el.removeAttribute(attr.name);
    }
    if (el.tagName === 'A') {
      el.setAttribute('target', '_blank');
      el.setAttribute('rel', 'noopener noreferrer');
    }
    if (!showImages) {
      for (const name of ['src', 'srcset', 'background', 'poster']) {
        const value = el.getAttribute(name);
        if (value && REMOTE.test(value)) {
          el.setAttribute(`data-blocked-${name}`, value);
          el.removeAttribute(name);
          if (name === 'src' || name === 'background') blockedImages++;
        }
      }
      const style = el.getAttribute('style');
      if (style && /url\(\s*['"]?\s*(https?:)?\/\//i.test(style)) blockedImages++;
    }
  }
  return { html: doc.body.innerHTML, blockedImages };
}

/** The app's colours and font; the direction follows the mail's own text (an English mail in the Arabic app reads left to right). */
export type FrameLook = {
  text: string;
  link: string;
  background: string;
  font: string;
  dark: boolean;
};

/** The frame's whole document: its CSP (images only when shown), links to new tabs, the app's look. */
export function buildSrcDoc(body: string, showImages: boolean, look: FrameLook): string {
  const img = showImages ? 'img-src data: https:' : 'img-src data:';
  const csp = `default-src 'none'; style-src 'unsafe-inline'; ${img}; font-src data:; form-action 'none'`;
  return `<!doctype html><html dir="auto"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="referrer" content="no-referrer">
<meta name="color-scheme" content="${look.dark ? 'dark' : 'light'}">
<base target="_blank">
<style>
html,body{margin:0;padding:0;background:${look.background};color:${look.text};}
body{font-family:${look.font};font-size:15px;line-height:1.6;overflow-wrap:anywhere;padding:2px;}
a{color:${look.link};}
img{max-width:100%;height:auto;}
table{max-width:100%;}
blockquote{margin:8px 0;padding-inline-start:12px;border-inline-start:3px solid rgba(128,128,128,.4);opacity:.85;}
p{margin:0 0 10px;}
</style></head><body>${body}</body></html>`;
}
