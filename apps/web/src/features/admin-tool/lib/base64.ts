export type Conversion = { ok: true; text: string } | { ok: false; problem: string };

/** Text → Base64 of its UTF-8 bytes (standard alphabet with padding, or URL-safe without). */
export function encodeBase64(text: string, urlSafe = false): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  const base64 = btoa(binary);
  return urlSafe ? base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '') : base64;
}

/**
 * Base64 (standard or URL-safe, padding optional, spaces and line breaks ignored) → the UTF-8 text it
 * holds. Bytes that are not UTF-8 text are refused rather than shown as replacement characters.
 */
export function decodeBase64(input: string): Conversion {
  const compact = input.replace(/\s+/g, '').replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(compact) || compact.replace(/=+$/, '').length % 4 === 1) {
    return { ok: false, problem: 'notBase64' };
  }
  const padded = compact.replace(/=+$/, '').padEnd(Math.ceil(compact.replace(/=+$/, '').length / 4) * 4, '=');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, problem: 'notUtf8' };
  }
}
