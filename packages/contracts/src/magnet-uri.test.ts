import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  base32ToHex,
  formatMagnet,
  hexToBase32,
  normalizeInfoHash,
  type ParsedMagnet,
  parseMagnet,
} from './magnet-uri.ts';

const hexHash = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((bytes) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join(''));

/** A display name with unicode, spaces, & = + % and #, never blank and never a control character. */
const displayName = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 40 })
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are taken out
  .map((s) => s.replace(/[\u0000-\u001f\u007f]/g, ''))
  .chain((s) => fc.constantFrom(s, `${s} & co`, `a+b=c %20 #${s}`, `Ünïcödé ${s} 🎬`))
  .filter((s) => s.trim() !== '');

const tracker = fc
  .tuple(
    fc.constantFrom('udp', 'http', 'https', 'ws', 'wss'),
    fc.domain(),
    fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined }),
    fc.constantFrom('/announce', '/announce?passkey=a&b=c', ''),
  )
  .map(([scheme, host, port, path]) => `${scheme}://${host}${port ? `:${port}` : ''}${path}`);

const magnet: fc.Arbitrary<ParsedMagnet> = fc.record({
  infoHash: hexHash,
  name: fc.option(displayName, { nil: null }),
  trackers: fc.uniqueArray(tracker, { maxLength: 6 }),
  length: fc.option(fc.maxSafeNat(), { nil: null }),
});

/**
 * Writes the link as clients do: hash in hex (any case) or base32, the kinds of parameter in any order
 * (the trackers keep theirs), numbered keys (tr.1) or not.
 */
function writeLink(m: ParsedMagnet, style: { base32: boolean; upper: boolean; shuffle: number[] }): string {
  const hash = style.base32 ? hexToBase32(m.infoHash) : m.infoHash;
  const kinds: string[][] = [[`xt=urn:btih:${style.upper ? hash.toUpperCase() : hash.toLowerCase()}`]];
  if (m.name !== null) kinds.push([`dn=${encodeURIComponent(m.name)}`]);
  if (m.length !== null) kinds.push([`xl=${m.length}`]);
  kinds.push(m.trackers.map((tr, i) => `tr${i % 2 ? `.${i}` : ''}=${encodeURIComponent(tr)}`));
  const keyed = kinds.map((parts, i) => ({ key: style.shuffle[i % style.shuffle.length] ?? 0, i, parts }));
  keyed.sort((a, b) => a.key - b.key || a.i - b.i);
  return `magnet:?${keyed.flatMap((k) => k.parts).join('&')}`;
}

const style = fc.record({
  base32: fc.boolean(),
  upper: fc.boolean(),
  shuffle: fc.array(fc.nat(10), { minLength: 1, maxLength: 8 }),
});

describe('parseMagnet', () => {
  it('reads back every field of a generated link, whatever the hash form and parameter order', () => {
    fc.assert(
      fc.property(magnet, style, (m, s) => {
        expect(parseMagnet(writeLink(m, s))).toEqual({ ok: true, magnet: m });
      }),
    );
  });

  it('formats a link that parses back to the same magnet', () => {
    fc.assert(
      fc.property(magnet, (m) => {
        expect(parseMagnet(formatMagnet(m))).toEqual({ ok: true, magnet: m });
      }),
    );
  });

  it('turns a base32 hash into the same hex hash both ways', () => {
    fc.assert(
      fc.property(hexHash, (hex) => {
        const b32 = hexToBase32(hex);
        expect(b32).toMatch(/^[A-Z2-7]{32}$/);
        expect(base32ToHex(b32)).toBe(hex);
        expect(normalizeInfoHash(b32.toLowerCase())).toBe(hex);
        expect(normalizeInfoHash(hex.toUpperCase())).toBe(hex);
      }),
    );
  });

  it('refuses a hash of any length other than 40 hex or 32 base32 characters', () => {
    const wrong = fc.oneof(
      fc.stringMatching(/^[0-9a-f]{1,80}$/).filter((h) => h.length !== 40 && h.length !== 32),
      fc.stringMatching(/^[a-z2-7]{1,60}$/).filter((h) => h.length !== 32 && h.length !== 40),
      fc.stringMatching(/^[0-9a-f]{39}[g-z]$/),
    );
    fc.assert(
      fc.property(wrong, (hash) => {
        expect(parseMagnet(`magnet:?xt=urn:btih:${hash}`)).toEqual({
          ok: false,
          reason: 'has an info-hash that is neither 40 hex digits nor 32 base32 characters',
        });
      }),
    );
  });

  it('refuses anything that is not a magnet link', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/^\s*magnet:\?/i.test(s)),
        (text) => {
          expect(parseMagnet(text).ok).toBe(false);
        },
      ),
    );
  });

  it('names the reason of each malformed link', () => {
    const hash = 'c9e15763f722f23e98a29decdfae341b98d53056';
    const cases: [string, string][] = [
      ['', 'must not be empty'],
      [`http://example.com/?xt=urn:btih:${hash}`, 'must start with magnet:?'],
      [`magnet:xt=urn:btih:${hash}`, 'must start with magnet:?'],
      ['magnet:?', 'must start with magnet:?'],
      [`magnet:?xt=urn:btih:${hash}&&dn=a`, 'has a parameter without a name or value'],
      [`magnet:?xt=urn:btih:${hash}&dn=`, 'has a parameter without a name or value'],
      [`magnet:?xt=urn:btih:${hash}&dn=%E0%A4%A`, 'has a malformed %-escape'],
      ['magnet:?dn=abc', 'has no BitTorrent info-hash (xt=urn:btih:…)'],
      [`magnet:?xt=urn:sha1:${hash}`, 'has no BitTorrent info-hash (xt=urn:btih:…)'],
      [`magnet:?xt=urn:btih:${hash}&xt.1=urn:btih:${hash}`, 'has more than one BitTorrent info-hash'],
      [`magnet:?xt=urn:btih:${hash}&dn=a&dn=b`, 'names more than one display name (dn)'],
      [`magnet:?xt=urn:btih:${hash}&xl=1&xl=2`, 'names more than one exact length (xl)'],
      [`magnet:?xt=urn:btih:${hash}&xl=-5`, 'has an exact length (xl) that is not a whole number of bytes'],
      [`magnet:?xt=urn:btih:${hash}&xl=1e3`, 'has an exact length (xl) that is not a whole number of bytes'],
      [
        `magnet:?xt=urn:btih:${hash}&xl=99999999999999999`,
        'has an exact length (xl) that is not a whole number of bytes',
      ],
      [
        `magnet:?xt=urn:btih:${hash}&tr=ftp%3A%2F%2Fx.org`,
        'has a tracker (tr) that is not a udp, http(s) or ws(s) address',
      ],
      [
        `magnet:?xt=urn:btih:${hash}&tr=not%20a%20url`,
        'has a tracker (tr) that is not a udp, http(s) or ws(s) address',
      ],
      [`magnet:?xt=urn:btih:${hash}&dn=a%0Ab`, 'has a display name with control characters'],
      [`magnet:?xt=urn:btih:${hash}&dn=${'a'.repeat(501)}`, 'has a display name that is too long'],
      [`magnet:?xt=urn:btih:${hash}&dn=${'a'.repeat(8000)}`, 'is too long'],
    ];
    for (const [uri, reason] of cases) expect(parseMagnet(uri), uri).toEqual({ ok: false, reason });
  });

  it('keeps parameters it does not read and decodes + as a space', () => {
    const hash = 'C9E15763F722F23E98A29DECDFAE341B98D53056';
    expect(
      parseMagnet(
        ` MAGNET:?xt=urn:btih:${hash}&dn=Big+Buck+Bunny&ws=https%3A%2F%2Fx.org%2Ff&tr=udp%3A%2F%2Ft.org%3A1337&tr=udp%3A%2F%2Ft.org%3A1337 `,
      ),
    ).toEqual({
      ok: true,
      magnet: {
        infoHash: hash.toLowerCase(),
        name: 'Big Buck Bunny',
        trackers: ['udp://t.org:1337'],
        length: null,
      },
    });
  });
});
