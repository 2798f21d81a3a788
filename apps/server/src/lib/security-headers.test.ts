import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../test/helper.ts';
import { addSecurityHeaders, HSTS } from './security-headers.ts';

/** What helmet sets with the app's options (no HSTS, no COEP; the CSP is the app's own). */
const HELMET = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('go with every API answer, refusals and errors included, never to be stored', async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/health' }),
      t.app.inject({ method: 'GET', url: '/api/apps/ecommerce/orders', headers: bearer(t.adminToken) }),
      t.app.inject({ method: 'GET', url: '/api/apps/ecommerce/orders' }),
      t.app.inject({ method: 'GET', url: '/api/apps/users', headers: bearer(t.clientToken) }),
      t.app.inject({
        method: 'GET',
        url: '/api/apps/ecommerce/orders?page=1&sortBy=nope',
        headers: bearer(t.adminToken),
      }),
      t.app.inject({ method: 'GET', url: '/api/no/such/route', headers: bearer(t.adminToken) }),
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":',
      }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 401, 403, 400, 404, 400]);
    for (const res of answers) {
      expect(res.headers).toMatchObject({ ...HELMET, 'cache-control': 'no-store' });
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers).not.toHaveProperty('strict-transport-security');
    }
  });

  it('let the API reference page run its inline script, and only it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.headers).toMatchObject(HELMET);
    expect(res.headers['content-security-policy']).toContain("script-src 'self' 'unsafe-inline'");
    const api = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['content-security-policy']).not.toContain("script-src 'self' 'unsafe-inline'");
  });

  it('go with pages outside the API too, which may be cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no-such-file.png' });
    expect(res.headers).toMatchObject(HELMET);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['cache-control']).not.toBe('no-store');
  });
});

describe('Strict-Transport-Security', () => {
  let proxied: TestApp;
  let direct: TestApp;
  beforeAll(async () => {
    [proxied, direct] = await Promise.all([createTestApp({ TRUST_PROXY: true }), createTestApp()]);
  });
  afterAll(() => Promise.all([proxied.close(), direct.close()]));

  const get = (t: TestApp, url: string, proto?: string) =>
    t.app.inject({ method: 'GET', url, headers: proto ? { 'x-forwarded-proto': proto } : {} });

  it('goes with every answer the trusted proxy says came over https, pages and refusals too', async () => {
    const answers = await Promise.all(
      ['/api/health', '/api/apps/users', '/api/docs', '/no-such-file.png'].map((url) =>
        get(proxied, url, 'https'),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 401, 301, 404]);
    for (const res of answers) expect(res.headers['strict-transport-security']).toBe(HSTS);
  });

  it('is not sent over plain http, nor when an untrusted client claims https', async () => {
    const answers = await Promise.all([
      get(proxied, '/api/health'),
      get(proxied, '/api/health', 'http'),
      get(direct, '/api/health'),
      get(direct, '/api/health', 'https'),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.headers).not.toHaveProperty('strict-transport-security');
    }
  });

  it('goes with an answer served over TLS by the process itself', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hsts-'));
    // A throwaway self-signed certificate for 127.0.0.1.
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    const tls = Fastify({
      https: { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) },
    });
    rmSync(dir, { recursive: true });
    addSecurityHeaders(tls, { helmet: {}, csp: "default-src 'self'", docsCsp: "default-src 'self'" });
    tls.get('/api/health', () => ({ status: 'ok' }));
    await tls.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = tls.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const headers = await new Promise<Record<string, unknown>>((resolve, reject) => {
        const req = request(
          { host: '127.0.0.1', port, path: '/api/health', rejectUnauthorized: false },
          (res) => {
            res.resume();
            resolve(res.headers);
          },
        );
        req.on('error', reject);
        req.end();
      });
      expect(headers['strict-transport-security']).toBe(HSTS);
    } finally {
      await tls.close();
    }
  });
});
