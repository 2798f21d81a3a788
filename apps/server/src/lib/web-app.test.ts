import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes, registerWebApp } from './web-app.ts';

const html =
  '<!doctype html><html><head><meta name="signin-entry" content="/assets/signin-A1b2c3d4.js"><meta name="signin-module" content="/assets/signin-shared-E5f6g7h8.js"><script type="module" crossorigin src="/assets/index-B1x2y3z4.js"></script><link rel="modulepreload" crossorigin href="/assets/ui-core-D9e8f7g6.js"></head><body><div id="root"></div></body></html>';
/** index.html as the sign-in page gets it: the sign-in entry loads at once, the app's files are only prefetched. */
const signinHtml =
  '<!doctype html><html><head><script type="module" crossorigin src="/assets/signin-A1b2c3d4.js"></script><link rel="modulepreload" crossorigin href="/assets/signin-shared-E5f6g7h8.js"><link rel="prefetch" as="script" crossorigin href="/assets/index-B1x2y3z4.js"><link rel="prefetch" as="script" crossorigin href="/assets/ui-core-D9e8f7g6.js"></head><body><div id="root"></div></body></html>';
const script = `console.log(${JSON.stringify('a chunk of the app '.repeat(50))});`;

let dist: string;
let app: FastifyInstance;

/** A built app as Vite and the precompress step leave it: each text file beside its .br and .gz. */
function writeWithTwins(path: string, text: string) {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text));
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeWithTwins(join(dist, 'index.html'), html);
  writeWithTwins(join(dist, 'assets', 'index-B1x2y3z4.js'), script);
  writeFileSync(join(dist, 'assets', 'font-C5d6e7f8.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32]));
  writeFileSync(join(dist, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = Fastify();
  await registerWebApp(app, dist);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('serving the built web app', () => {
  it('sends a script brotli-compressed to a browser that accepts br', async () => {
    const res = await get('/assets/index-B1x2y3z4.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends it gzip-compressed to a client that accepts only gzip', async () => {
    const res = await get('/assets/index-B1x2y3z4.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends it as is to a client that accepts no compression', async () => {
    const res = await get('/assets/index-B1x2y3z4.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(script);
  });

  it('lets browsers keep hashed assets for a year without asking again', async () => {
    for (const url of ['/assets/index-B1x2y3z4.js', '/assets/font-C5d6e7f8.woff2']) {
      const res = await get(url, 'br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('sends a file that has no compressed twin uncompressed, whatever the browser accepts', async () => {
    const res = await get('/assets/font-C5d6e7f8.woff2', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload).toEqual(Buffer.from([0x77, 0x4f, 0x46, 0x32]));
  });

  it('makes browsers revalidate the page and the files whose names carry no hash', async () => {
    for (const url of ['/', '/apps/ecommerce/order/list', '/logo.svg']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers every page of the app with index.html, compressed when accepted', async () => {
    const br = await get('/dashboards/crm', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/text\/html/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(html);
    const gzip = await get('/apps/user/list', 'gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(html);
    const plain = await get('/pages/authentication/register-v2');
    expect(plain.body).toBe(html);
  });

  it('loads the sign-in entry on the account pages, with its files preloaded, and only prefetches the app', async () => {
    const br = await get('/login?to=%2Fdashboards%2Fcrm', 'br');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(signinHtml);
    const gzip = await get('/login/', 'gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(signinHtml);
    expect((await get('/login')).body).toBe(signinHtml);
    expect((await get('/register?ref=1042')).body).toBe(signinHtml);
    expect((await get('/forgot-password')).body).toBe(signinHtml);
  });

  it('does not expose the compressed twins under their own names', async () => {
    const res = await get('/assets/index-B1x2y3z4.js.br');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toBe(html);
  });

  it('answers an unknown API path with a JSON 404, not the page', async () => {
    const res = await get('/api/nothing-here', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found' });
  });
});

describe('inlineScriptHashes', () => {
  it("gives the CSP source of each inline script, so the page's first-paint script runs under script-src 'self'", () => {
    const body = "document.documentElement.dataset.theme = 'dark';";
    const dir = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeFileSync(
      join(dir, 'index.html'),
      `<html><body><script type="application/json" id="data">{}</script><script>${body}</script><script type="module" src="/a.js"></script></body></html>`,
    );
    const expected = createHash('sha256').update(body).digest('base64');
    expect(inlineScriptHashes(dir)).toEqual([`'sha256-${expected}'`]);
    expect(inlineScriptHashes(join(dir, 'missing'))).toEqual([]);
    rmSync(dir, { recursive: true, force: true });
  });
});
