import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper.ts';

const snapshotPath = resolve(import.meta.dirname, '../../../../docs/api/openapi.json');

/**
 * The OpenAPI document is generated from the route declarations; the committed copy in docs/api
 * lets a reviewer see every API change. Refresh it with `UPDATE_OPENAPI=1 npx vitest run openapi`.
 */
describe('OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('describes every declared route with a summary', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    for (const route of t.app.declaredRoutes) {
      if (route.url === '/api/openapi.json') continue;
      const path = route.url.replace(/:([A-Za-z]+)/g, '{$1}');
      const op = doc.paths[path]?.[route.method.toLowerCase()];
      expect(op, `${route.method} ${route.url}`).toBeTruthy();
      expect(op.summary, `${route.method} ${route.url} summary`).toBeTruthy();
    }
  });

  it('matches the committed copy in docs/api/openapi.json', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const text = `${JSON.stringify(doc, null, 2)}\n`;
    if (process.env.UPDATE_OPENAPI === '1' || !existsSync(snapshotPath)) {
      mkdirSync(dirname(snapshotPath), { recursive: true });
      writeFileSync(snapshotPath, text);
    }
    expect(text).toBe(readFileSync(snapshotPath, 'utf8'));
  });

  it('serves the interactive reference at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});
