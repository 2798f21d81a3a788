import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAs, type TestApp } from '../test/helper.ts';

type Operation = { operationId?: string; responses: Record<string, unknown> };
type Document = { paths: Record<string, Record<string, Operation>> };

const BODY_LIMIT_BYTES = 4096;
const toPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');

const snapshotPath = resolve(import.meta.dirname, '../../../../docs/api/openapi.json');

/**
 * The OpenAPI document is generated from the route declarations; the committed copy in docs/api
 * lets a reviewer see every API change. Refresh it with `UPDATE_OPENAPI=1 npx vitest run openapi`.
 */
// Calls every route several times: the time grows with each area added.
describe('OpenAPI document', { timeout: 180_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ BODY_LIMIT_BYTES });
  });
  afterAll(() => t.close());

  const documentNow = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as Document;
  const operationOf = (doc: Document, route: { method: string; url: string }) =>
    doc.paths[toPath(route.url)]?.[route.method.toLowerCase()];

  it('describes every declared route with a summary', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    for (const route of t.app.declaredRoutes) {
      if (route.url === '/api/openapi.json') continue;
      const op = doc.paths[toPath(route.url)]?.[route.method.toLowerCase()];
      expect(op, `${route.method} ${route.url}`).toBeTruthy();
      expect(op.summary, `${route.method} ${route.url} summary`).toBeTruthy();
    }
  });

  it('names every operation with its own camelCase operationId, so generated clients read well', async () => {
    const doc = await documentNow();
    const seen = new Map<string, string>();
    const problems: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const where = `${method.toUpperCase()} ${path}`;
        const id = op.operationId;
        if (!id || !/^[a-z][A-Za-z]*$/.test(id)) problems.push(`${where} has operationId ${id}`);
        else if (seen.has(id)) problems.push(`${where} repeats ${id} of ${seen.get(id)}`);
        else seen.set(id, where);
      }
    }
    expect(problems).toEqual([]);
    expect(seen.size).toBe(t.app.declaredRoutes.filter((route) => operationOf(doc, route)).length);
  });

  it('declares 401 on every route that needs a session and 403 on every route that needs a right', async () => {
    const doc = await documentNow();
    for (const route of t.app.declaredRoutes) {
      const op = operationOf(doc, route);
      if (!op) continue;
      const where = `${route.method} ${route.url}`;
      expect('401' in op.responses, `${where} 401`).toBe(route.access !== 'public');
      expect('403' in op.responses, `${where} 403`).toBe(typeof route.access === 'object');
    }
  });

  it('declares every answer a route gives to a wrong id, an empty, a foreign or a too large body', async () => {
    const doc = await documentNow();
    const undeclared: string[] = [];
    // One admin session, signed in again only when a route (logout) ended it.
    const asAdmin = signedInAs(t, 'admin@demo.com', 'admin');
    for (const route of t.app.declaredRoutes) {
      const op = operationOf(doc, route);
      if (!op) continue;
      const method = route.method as 'GET';
      const takesBody = ['POST', 'PUT', 'PATCH'].includes(method);
      const at = (id: string) => route.url.replace(/:[A-Za-z]+/g, id);
      const tries: { who: string; url: string; type?: string; payload?: unknown }[] = [
        { who: 'anonymous', url: at('999999') },
        { who: 'admin, unknown id', url: at('999999') },
        { who: 'admin, malformed id', url: at('x') },
      ].map((c) => ({ ...c, payload: takesBody ? {} : undefined }));
      if (takesBody) {
        tries.push({ who: 'admin, xml body', url: at('1'), type: 'application/xml', payload: '<a/>' });
        const big = { note: 'x'.repeat(BODY_LIMIT_BYTES) };
        tries.push({ who: 'admin, too large body', url: at('1'), payload: big });
      }
      for (const { who, url, type, payload } of tries) {
        const headers = type ? { 'content-type': type } : {};
        const options = { method, url, headers, payload: payload as string };
        const res = await (who === 'anonymous' ? t.app.inject(options) : asAdmin(options));
        if (!(String(res.statusCode) in op.responses))
          undeclared.push(`${route.method} ${route.url} as ${who}: ${res.statusCode} is not declared`);
      }
    }
    expect(undeclared).toEqual([]);
    // About 400 requests, some with a body over the limit: give a loaded CI machine time.
  }, 120_000);

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
