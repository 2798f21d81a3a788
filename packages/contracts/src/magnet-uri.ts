/**
 * A strict magnet URI parser (BEP 9, with the BitTorrent v1 info-hash): the browser validates a pasted
 * link with it as the admin types, and the server refuses the same links with the same reasons.
 * docs/admin-tools.md says why it is ours rather than a library's (those accept anything).
 */

export type ParsedMagnet = {
  /** The BitTorrent v1 info-hash, 40 lowercase hex digits, whether it was written in hex or base32. */
  infoHash: string;
  /** `dn`, decoded; null when the link names nothing. */
  name: string | null;
  /** `tr`, decoded, in the link's order, each once. */
  trackers: string[];
  /** `xl`, the exact length in bytes, or null. */
  length: number | null;
};

/** Every reason a link is refused, by code: the web translates the code (`magnet:validation.<code>`). */
export const magnetProblems = {
  empty: 'must not be empty',
  tooLong: 'is too long',
  notMagnet: 'must start with magnet:?',
  emptyParameter: 'has a parameter without a name or value',
  badEscape: 'has a malformed %-escape',
  noHash: 'has no BitTorrent info-hash (xt=urn:btih:…)',
  manyHashes: 'has more than one BitTorrent info-hash',
  badHash: 'has an info-hash that is neither 40 hex digits nor 32 base32 characters',
  manyNames: 'names more than one display name (dn)',
  manyLengths: 'names more than one exact length (xl)',
  badLength: 'has an exact length (xl) that is not a whole number of bytes',
  badTracker: 'has a tracker (tr) that is not a udp, http(s) or ws(s) address',
  manyTrackers: 'has too many trackers',
  controlName: 'has a display name with control characters',
  longName: 'has a display name that is too long',
} as const;
export type MagnetProblem = (typeof magnetProblems)[keyof typeof magnetProblems];

/** The code of a reason the server answered (a reason it does not know has none). */
export function magnetProblemCode(reason: string): keyof typeof magnetProblems | undefined {
  return (Object.keys(magnetProblems) as (keyof typeof magnetProblems)[]).find(
    (code) => magnetProblems[code] === reason,
  );
}

export type MagnetParse = { ok: true; magnet: ParsedMagnet } | { ok: false; reason: MagnetProblem };

export const MAGNET_MAX_LENGTH = 8000;
export const MAGNET_MAX_TRACKERS = 50;
export const MAGNET_NAME_MAX_LENGTH = 500;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 (no padding) → lowercase hex; the input is 32 characters, so exactly 20 bytes. */
export function base32ToHex(text: string): string {
  let bits = 0;
  let value = 0;
  let hex = '';
  for (const char of text.toUpperCase()) {
    value = (value << 5) | BASE32.indexOf(char);
    bits += 5;
    while (bits >= 8) {
      bits -= 8;
      hex += ((value >>> bits) & 0xff).toString(16).padStart(2, '0');
    }
  }
  return hex;
}

/** 40 hex digits → 32 base32 characters (what some clients write). */
export function hexToBase32(hex: string): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (let i = 0; i < hex.length; i += 2) {
    value = ((value << 8) | Number.parseInt(hex.slice(i, i + 2), 16)) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += BASE32[(value >>> bits) & 31];
    }
  }
  return out;
}

/** A hash as written in `urn:btih:`, or typed in a search box, as 40 lowercase hex digits; null if neither form. */
export function normalizeInfoHash(text: string): string | null {
  if (/^[0-9a-f]{40}$/i.test(text)) return text.toLowerCase();
  if (/^[a-z2-7]{32}$/i.test(text)) return base32ToHex(text);
  return null;
}

function decode(value: string): string | null {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/** udp, http(s) or ws(s), a host (with an optional port), then an optional path or query; no spaces. */
const TRACKER = /^(?:udp|https?|wss?):\/\/[^\s/?#:@]+(?::\d{1,5})?(?:[/?#]\S*)?$/i;

function isTracker(text: string): boolean {
  return TRACKER.test(text);
}

type Params = Map<string, string[]>;

/** `key=value` pairs by key, a numbered key (`tr.1`, BEP 9) counting as its base. */
function readParams(query: string): Params | MagnetProblem {
  const params: Params = new Map();
  for (const part of query.split('&')) {
    const eq = part.indexOf('=');
    if (eq <= 0 || eq === part.length - 1) return 'has a parameter without a name or value';
    const key = part
      .slice(0, eq)
      .toLowerCase()
      .replace(/\.\d+$/, '');
    const value = decode(part.slice(eq + 1));
    if (value === null) return 'has a malformed %-escape';
    params.set(key, [...(params.get(key) ?? []), value]);
  }
  return params;
}

function readHash(params: Params): string | MagnetProblem {
  const hashes = (params.get('xt') ?? []).filter((xt) => /^urn:btih:/i.test(xt));
  if (hashes.length === 0) return 'has no BitTorrent info-hash (xt=urn:btih:…)';
  if (hashes.length > 1) return 'has more than one BitTorrent info-hash';
  return (
    normalizeInfoHash(hashes[0].slice('urn:btih:'.length)) ??
    'has an info-hash that is neither 40 hex digits nor 32 base32 characters'
  );
}

function readName(params: Params): string | null | MagnetProblem {
  const names = params.get('dn') ?? [];
  if (names.length > 1) return 'names more than one display name (dn)';
  if (names.length === 0) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(names[0])) return 'has a display name with control characters';
  if (names[0].length > MAGNET_NAME_MAX_LENGTH) return 'has a display name that is too long';
  return names[0].trim() === '' ? null : names[0];
}

function readLength(params: Params): number | null | MagnetProblem {
  const lengths = params.get('xl') ?? [];
  if (lengths.length > 1) return 'names more than one exact length (xl)';
  if (lengths.length === 0) return null;
  const n = Number(lengths[0]);
  if (!/^\d{1,16}$/.test(lengths[0]) || !Number.isSafeInteger(n)) {
    return 'has an exact length (xl) that is not a whole number of bytes';
  }
  return n;
}

function readTrackers(params: Params): string[] | MagnetProblem {
  const trackers = [...new Set(params.get('tr') ?? [])];
  if (!trackers.every(isTracker)) return 'has a tracker (tr) that is not a udp, http(s) or ws(s) address';
  if (trackers.length > MAGNET_MAX_TRACKERS) return 'has too many trackers';
  return trackers;
}

const isProblem = (value: unknown): value is MagnetProblem =>
  (Object.values(magnetProblems) as unknown[]).includes(value);

/**
 * Reads a magnet link strictly: one v1 info-hash (hex or base32), at most one `dn` and `xl`, trackers
 * that are udp/http(s)/ws(s) URLs. Parameters it does not know (ws, xs, so, btmh…) are allowed and kept
 * in the link, not read.
 */
export function parseMagnet(input: string): MagnetParse {
  const uri = input.trim();
  if (uri === '') return { ok: false, reason: 'must not be empty' };
  if (uri.length > MAGNET_MAX_LENGTH) return { ok: false, reason: 'is too long' };
  const match = /^magnet:\?(.+)$/is.exec(uri);
  if (!match) return { ok: false, reason: 'must start with magnet:?' };
  const params = readParams(match[1]);
  if (isProblem(params)) return { ok: false, reason: params };
  const infoHash = readHash(params);
  if (isProblem(infoHash)) return { ok: false, reason: infoHash };
  const name = readName(params);
  if (isProblem(name)) return { ok: false, reason: name };
  const length = readLength(params);
  if (isProblem(length)) return { ok: false, reason: length };
  const trackers = readTrackers(params);
  if (isProblem(trackers)) return { ok: false, reason: trackers };
  return { ok: true, magnet: { infoHash, name, trackers, length } };
}

/** The canonical link of a parsed magnet: hex hash, then dn, xl and every tracker, percent-encoded. */
export function formatMagnet(magnet: ParsedMagnet): string {
  const parts = [`xt=urn:btih:${magnet.infoHash}`];
  if (magnet.name !== null) parts.push(`dn=${encodeURIComponent(magnet.name)}`);
  if (magnet.length !== null) parts.push(`xl=${magnet.length}`);
  for (const tracker of magnet.trackers) parts.push(`tr=${encodeURIComponent(tracker)}`);
  return `magnet:?${parts.join('&')}`;
}
