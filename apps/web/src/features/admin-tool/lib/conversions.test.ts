import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBase64, encodeBase64 } from './base64';
import { digestHex } from './hashes';
import { formatJson } from './json-format';
import { decodeJwt } from './jwt';
import { readInstant } from './timestamp';
import { decodeUrl, encodeUrl } from './url-encoding';

/** Text with emoji, accents, Arabic and control characters, but no lone surrogate (not UTF-8 text). */
const text = fc.string({ unit: 'grapheme', maxLength: 60 });

describe('Base64', () => {
  it('decodes what it encodes, standard or URL-safe, for any UTF-8 text', () => {
    fc.assert(
      fc.property(text, fc.boolean(), (s, urlSafe) => {
        expect(decodeBase64(encodeBase64(s, urlSafe))).toEqual({ ok: true, text: s });
      }),
    );
  });

  it('matches known encodings and ignores line breaks', () => {
    expect(encodeBase64('héllo 👋')).toBe('aMOpbGxvIPCfkYs=');
    expect(encodeBase64('héllo 👋', true)).toBe('aMOpbGxvIPCfkYs');
    expect(decodeBase64('aMOpbGxv\nIPCfkYs=')).toEqual({ ok: true, text: 'héllo 👋' });
  });

  it('refuses text that is not Base64, and bytes that are not UTF-8', () => {
    expect(decodeBase64('abc$')).toEqual({ ok: false, problem: 'notBase64' });
    expect(decodeBase64('a')).toEqual({ ok: false, problem: 'notBase64' });
    expect(decodeBase64('/w==')).toEqual({ ok: false, problem: 'notUtf8' });
  });
});

describe('URL encoding', () => {
  it('decodes what it encodes, as a component or a whole URL', () => {
    fc.assert(
      fc.property(text, fc.constantFrom('component' as const, 'uri' as const), (s, mode) => {
        const encoded = encodeUrl(s, mode);
        expect(encoded.ok).toBe(true);
        if (encoded.ok) expect(decodeUrl(encoded.text, mode)).toEqual({ ok: true, text: s });
      }),
    );
  });

  it('escapes the separators only in a component, reads + as a space on request', () => {
    expect(encodeUrl('a b&c=d/é', 'component')).toEqual({ ok: true, text: 'a%20b%26c%3Dd%2F%C3%A9' });
    expect(encodeUrl('https://x.org/a b?q=é', 'uri')).toEqual({
      ok: true,
      text: 'https://x.org/a%20b?q=%C3%A9',
    });
    expect(decodeUrl('a+b%20c', 'component', true)).toEqual({ ok: true, text: 'a b c' });
    expect(decodeUrl('100%', 'component')).toEqual({ ok: false, problem: 'badEscape' });
    expect(encodeUrl('\uD800', 'component')).toEqual({ ok: false, problem: 'loneSurrogate' });
  });
});

describe('JSON formatting', () => {
  it('indents any JSON value and reads it back unchanged', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(0, 2, 4, '\t' as const), (value, indent) => {
        const result = formatJson(JSON.stringify(value), indent);
        expect(result.ok).toBe(true);
        if (result.ok) expect(JSON.parse(result.text)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
    expect(formatJson('{"a":[1,2]}', 2)).toEqual({ ok: true, text: '{\n  "a": [\n    1,\n    2\n  ]\n}' });
  });

  it('says where the error is, by line and column', () => {
    const result = formatJson('{\n  "a": 1,\n  "b": }', 2);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result).toMatchObject({ code: 'ValueExpected', position: { line: 3, column: 8 } });
  });

  it('refuses what JSON does not allow: trailing commas, comments, nothing at all', () => {
    expect(formatJson('[1,]', 2)).toMatchObject({ ok: false, position: { line: 1, column: 4 } });
    expect(formatJson('{"a": 1} // note', 2)).toMatchObject({ ok: false, code: 'InvalidCommentToken' });
    expect(formatJson('  ', 2)).toMatchObject({ ok: false, code: 'ValueExpected' });
  });
});

describe('hashes', () => {
  it('gives the standard digests of "abc"', async () => {
    expect(await digestHex('SHA-1', 'abc')).toBe('a9993e364706816aba3e25717850c26c9cd0d89d');
    expect(await digestHex('SHA-256', 'abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect((await digestHex('SHA-512', 'abc')).slice(0, 32)).toBe('ddaf35a193617abacc417349ae204131');
  });
});

describe('timestamps', () => {
  it('reads seconds, milliseconds and ISO dates as the same moment', () => {
    const moment = { seconds: 1700000000, milliseconds: 1700000000000, iso: '2023-11-14T22:13:20.000Z' };
    expect(readInstant('1700000000')).toEqual(moment);
    expect(readInstant('1700000000000')).toEqual(moment);
    expect(readInstant('2023-11-14T23:13:20+01:00')).toEqual(moment);
    expect(readInstant('5 s')).toMatchObject({ milliseconds: 5000 });
    expect(readInstant('yesterday')).toBe(null);
    expect(readInstant('2023-13-45')).toBe(null);
  });

  it('goes round from any moment to its ISO text and back', () => {
    fc.assert(
      fc.property(fc.integer({ min: -8.64e15, max: 8.64e15 }), (ms) => {
        const instant = readInstant(`${ms}ms`);
        expect(instant?.milliseconds).toBe(ms);
        expect(readInstant(instant?.iso ?? '')?.milliseconds).toBe(ms);
      }),
    );
  });
});

describe('JWT decoding', () => {
  const part = (value: object) => encodeBase64(JSON.stringify(value), true);
  it('reads the header, the payload and its times, without checking the signature', () => {
    const token = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: '42', name: 'Zoé', exp: 1700000000 })}.sig`;
    expect(decodeJwt(`Bearer ${token}`)).toEqual({
      header: { alg: 'HS256', typ: 'JWT' },
      payload: { sub: '42', name: 'Zoé', exp: 1700000000 },
      times: [{ claim: 'exp', ms: 1700000000000 }],
      hasSignature: true,
    });
  });

  it('names the part that is broken', () => {
    expect(decodeJwt('abc')).toEqual({ problem: 'notJwt' });
    expect(decodeJwt(`%%%.${part({})}.x`)).toEqual({ problem: 'badPart', part: 1 });
    expect(decodeJwt(`${part({ alg: 'none' })}.bm90IGpzb24.`)).toEqual({ problem: 'badPart', part: 2 });
  });
});
