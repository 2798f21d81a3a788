import { createHash } from 'node:crypto';
import { hexToBase32, parseMagnet } from '@app/contracts/magnet';
import type { Queryable } from '../client.ts';
import { magnetLinks } from '../schema/index.ts';

const OPEN_TRACKERS = [
  'udp://tracker.opentrackr.org:1337/announce',
  'udp://tracker.openbittorrent.com:6969/announce',
  'wss://tracker.webtorrent.dev',
];

/** The Blender open movies' links (public), then made-up ones whose hash is the SHA-1 of their name. */
const OPEN_MOVIES: [hash: string, name: string, bytes: number][] = [
  ['dd8255ecdc7ca55fb0bbf81323d87062db1f6d1c', 'Big Buck Bunny', 276445467],
  ['08ada5a7a6183aae1e09d831df6748d566095a10', 'Sintel', 129302391],
  ['209c8226b299b308beaf2b9cd3fb49212dbd13ec', 'Tears of Steel', 571346576],
  ['c9e15763f722f23e98a29decdfae341b98d53056', 'Cosmos Laundromat', 220087570],
];
const MADE_UP: [name: string, bytes: number | null, tags: string[]][] = [
  ['debian-13.1.0-amd64-netinst.iso', 754974720, ['iso', 'linux']],
  ['ubuntu-24.04.3-desktop-amd64.iso', 6345887744, ['iso', 'linux']],
  ['Archive of team photos 2025', 1843200000, ['photos', 'internal']],
  ['Product catalogue — spring (FR & EN)', 52428800, ['marketing']],
  ['Données ouvertes : horaires de bus', null, ['open data']],
  ['تقرير الربع الثالث', 3145728, ['reports']],
];

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');
const tr = (trackers: string[]) => trackers.map((t) => `&tr=${encodeURIComponent(t)}`).join('');

/** Ten demo links: four open movies tagged "video", six made-up files, one written with a base32 hash. */
export function demoMagnetUris(): { uri: string; tags: string[] }[] {
  const movies = OPEN_MOVIES.map(([hash, name, bytes], i) => ({
    uri: `magnet:?xt=urn:btih:${hash}&dn=${encodeURIComponent(name)}&xl=${bytes}${tr(OPEN_TRACKERS.slice(0, 3 - (i % 2)))}`,
    tags: ['video', 'blender'],
  }));
  const others = MADE_UP.map(([name, bytes, tags], i) => ({
    uri: `magnet:?xt=urn:btih:${sha1(name)}&dn=${encodeURIComponent(name)}${bytes === null ? '' : `&xl=${bytes}`}${tr(OPEN_TRACKERS.slice(i % 3))}`,
    tags,
  }));
  // Some clients write the hash in base32: the catalogue stores it in hex all the same.
  others[0].uri = others[0].uri.replace(sha1(MADE_UP[0][0]), hexToBase32(sha1(MADE_UP[0][0])));
  return [...movies, ...others];
}

export async function seedMagnets(tx: Queryable): Promise<void> {
  const rows = demoMagnetUris().map(({ uri, tags }, i) => {
    const parsed = parseMagnet(uri);
    if (!parsed.ok) throw new Error(`demo magnet ${i}: ${parsed.reason}`);
    return { uri, tags, ...parsed.magnet, createdAt: new Date(Date.now() - (10 - i) * 86_400_000) };
  });
  await tx.insert(magnetLinks).values(rows);
}
