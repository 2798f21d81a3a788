import type { Conversion } from './base64';

/** A whole URL keeps its : / ? # & =; a component (a query value) escapes them too. */
export type UrlMode = 'component' | 'uri';

export function encodeUrl(text: string, mode: UrlMode): Conversion {
  try {
    return { ok: true, text: mode === 'component' ? encodeURIComponent(text) : encodeURI(text) };
  } catch {
    // A lone surrogate (half an emoji) cannot be written as UTF-8.
    return { ok: false, problem: 'loneSurrogate' };
  }
}

/** `+` is read as a space, as in a form's query string, when `plusIsSpace`. */
export function decodeUrl(text: string, mode: UrlMode, plusIsSpace = false): Conversion {
  const input = plusIsSpace ? text.replace(/\+/g, ' ') : text;
  try {
    return { ok: true, text: mode === 'component' ? decodeURIComponent(input) : decodeURI(input) };
  } catch {
    return { ok: false, problem: 'badEscape' };
  }
}
