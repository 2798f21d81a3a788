import { hexToBase32, type MagnetLink, type MagnetListAnswer } from '@app/contracts/magnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMagnetUris } from '../../db/seed/magnet.ts';
import { bearer, createTestApp, type TestApp } from '../../test/helper.ts';

const HASH = '3b245504cf5f11bbdbe1201cea6a6bf45aee1bc0';
const link = (extra = '') => `magnet:?xt=urn:btih:${HASH}&dn=Holiday%20%26%20Family%20%F0%9F%8E%84${extra}`;

describe('magnet links API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    token = t.adminToken,
  ) => t.app.inject({ method, url, payload: payload as object, headers: bearer(token) });
  const list = async (qs = '') => {
    const res = await call('GET', `/api/admin/magnets${qs}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as MagnetListAnswer;
  };

  it('lists the ten demo links, newest first, with their hash in hex', async () => {
    const answer = await list();
    expect(answer.total).toBe(demoMagnetUris().length);
    expect(answer.magnets[0].createdAt > answer.magnets[1].createdAt).toBe(true);
    expect(answer.magnets.every((m) => /^[0-9a-f]{40}$/.test(m.infoHash))).toBe(true);
    const sintel = answer.magnets.find((m) => m.name === 'Sintel');
    expect(sintel).toMatchObject({ length: 129302391, tags: ['video', 'blender'] });
    expect(sintel?.trackers[0]).toBe('udp://tracker.opentrackr.org:1337/announce');
  });

  it('adds a pasted link with its parsed fields and tags, and finds it by its hash in hex or base32', async () => {
    const res = await call('POST', '/api/admin/magnets', {
      uri: `  ${link('&xl=1024&tr=udp%3A%2F%2Ft.example%3A80&tr=wss%3A%2F%2Fw.example')}  `,
      tags: [' Family ', 'family', 'photos'],
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as MagnetLink;
    expect(created).toMatchObject({
      infoHash: HASH,
      name: 'Holiday & Family 🎄',
      length: 1024,
      trackers: ['udp://t.example:80', 'wss://w.example'],
      tags: ['family', 'photos'],
    });
    expect(created.uri.startsWith('magnet:?')).toBe(true);
    for (const q of [
      HASH,
      HASH.toUpperCase(),
      hexToBase32(HASH),
      HASH.slice(5, 15),
      'holiday',
      created.uri,
    ]) {
      const found = await list(`?q=${encodeURIComponent(q)}`);
      expect(
        found.magnets.map((m) => m.id),
        q,
      ).toEqual([created.id]);
    }
    expect((await list('?tag=photos')).magnets.map((m) => m.id)).toContain(created.id);
    // A long pasted link (cut at 200 characters by the search) still finds its hash.
    const long = `magnet:?xt=urn:btih:${hexToBase32(HASH)}&tr=${encodeURIComponent(`udp://${'t'.repeat(300)}.example:80`)}`;
    expect((await list(`?q=${encodeURIComponent(long)}`)).magnets.map((m) => m.id)).toEqual([created.id]);
  });

  it('refuses a second link with the same info-hash, whatever its form, with a 409 on uri', async () => {
    const hash = 'aa'.repeat(20);
    expect(
      (await call('POST', '/api/admin/magnets', { uri: `magnet:?xt=urn:btih:${hash}` })).statusCode,
    ).toBe(201);
    for (const uri of [
      `magnet:?xt=urn:btih:${hash.toUpperCase()}&dn=other`,
      `magnet:?xt=urn:btih:${hexToBase32(hash)}`,
    ]) {
      const res = await call('POST', '/api/admin/magnets', { uri });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: 'uri is already in the catalogue (same info-hash)',
        errors: { uri: 'is already in the catalogue (same info-hash)' },
      });
    }
  });

  it('refuses malformed links with a 400 naming uri and the reason', async () => {
    const cases: [unknown, string][] = [
      ['', 'must not be empty'],
      ['https://example.com/file.torrent', 'must start with magnet:?'],
      [
        'magnet:?xt=urn:btih:abc123',
        'has an info-hash that is neither 40 hex digits nor 32 base32 characters',
      ],
      [
        `magnet:?xt=urn:btih:${'a'.repeat(41)}`,
        'has an info-hash that is neither 40 hex digits nor 32 base32 characters',
      ],
      [
        `magnet:?xt=urn:btih:${'A'.repeat(31)}`,
        'has an info-hash that is neither 40 hex digits nor 32 base32 characters',
      ],
      ['magnet:?dn=nothing', 'has no BitTorrent info-hash (xt=urn:btih:…)'],
      [`magnet:?xt=urn:btih:${HASH}&xl=12kb`, 'has an exact length (xl) that is not a whole number of bytes'],
      [
        `magnet:?xt=urn:btih:${HASH}&tr=javascript%3Aalert(1)`,
        'has a tracker (tr) that is not a udp, http(s) or ws(s) address',
      ],
      [`magnet:?xt=urn:btih:${HASH}&dn=%ZZ`, 'has a malformed %-escape'],
      [42, 'must be text'],
    ];
    for (const [uri, reason] of cases) {
      const res = await call('POST', '/api/admin/magnets', { uri });
      expect(res.statusCode, String(uri)).toBe(400);
      expect(res.json().errors, String(uri)).toEqual({ uri: reason });
    }
    const noUri = await call('POST', '/api/admin/magnets', {});
    expect(noUri.statusCode).toBe(400);
    expect(Object.keys(noUri.json().errors)).toEqual(['uri']);
  });

  it('refuses bad tags with a 400', async () => {
    const uri = `magnet:?xt=urn:btih:${'bb'.repeat(20)}`;
    for (const tags of [['a', 'b', 'c', 'd', 'e', 'f'], ['x'.repeat(31)], ['<b>'], [''], 'video']) {
      const res = await call('POST', '/api/admin/magnets', { uri, tags });
      expect(res.statusCode, JSON.stringify(tags)).toBe(400);
      expect(Object.keys(res.json().errors)[0]).toMatch(/^tags/);
    }
  });

  it('replaces the tags of a link, and answers 404 for an unknown one', async () => {
    const [first] = (await list()).magnets;
    const res = await call('PUT', `/api/admin/magnets/${first.id}/tags`, { tags: ['Archive', 'keep'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().tags).toEqual(['archive', 'keep']);
    expect((await call('PUT', '/api/admin/magnets/999999/tags', { tags: [] })).statusCode).toBe(404);
  });

  it('sorts by name, size and date both ways', async () => {
    const names = (await list('?sortBy=name&orderBy=asc&itemsPerPage=100')).magnets.map((m) => m.name);
    const movies = ['Big Buck Bunny', 'Cosmos Laundromat', 'Sintel', 'Tears of Steel'];
    expect(names.filter((n) => movies.includes(n ?? ''))).toEqual(movies);
    expect(names.at(-1)).toBe(null); // a link without a name comes last, as PostgreSQL sorts nulls
    const sizes = (await list('?sortBy=length&orderBy=desc&itemsPerPage=3')).magnets.map((m) => m.length);
    expect(sizes[0]).toBe(null); // nulls sort first in descending order, as PostgreSQL does
    const bad = await call('GET', '/api/admin/magnets?sortBy=trackers');
    expect(bad.statusCode).toBe(400);
  });

  it('pages the list', async () => {
    const all = await list('?itemsPerPage=100');
    const second = await list('?itemsPerPage=3&page=2');
    expect(second.total).toBe(all.total);
    expect(second.magnets.map((m) => m.id)).toEqual(all.magnets.slice(3, 6).map((m) => m.id));
  });

  it('deletes a link, then answers 404', async () => {
    const created = (
      await call('POST', '/api/admin/magnets', { uri: `magnet:?xt=urn:btih:${'cc'.repeat(20)}` })
    ).json();
    expect((await call('DELETE', `/api/admin/magnets/${created.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/admin/magnets/${created.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/magnets/${created.id}`)).statusCode).toBe(404);
  });

  it('is closed to a user without the Magnet subject', async () => {
    expect((await call('GET', '/api/admin/magnets', undefined, t.clientToken)).statusCode).toBe(403);
    const res = await call('POST', '/api/admin/magnets', { uri: link() }, t.clientToken);
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/magnets' })).statusCode).toBe(401);
  });
});
