import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeModulesOf } from './route-modules.ts';
import { registerWebApp } from './web-app.ts';

let dist: string;
let app: FastifyInstance;

/** A build's manifest as Vite writes it: the entry, the layouts' and pages' split chunks, the strings. */
const manifest = {
  'index.html': { file: 'assets/index-A.js', isEntry: true, imports: ['_ui-core-B.js'] },
  '_ui-core-B.js': { file: 'assets/ui-core-B.js' },
  // The sign-in entry, which a signed-out reader's /login starts instead of index.html's.
  'src/signin.tsx': { file: 'assets/signin-R.js', isEntry: true, imports: ['_ui-core-B.js', '_Drawer-C.js'] },
  '_Drawer-C.js': { file: 'assets/Drawer-C.js', imports: ['_ui-core-B.js'] },
  '_Table-D.js': { file: 'assets/Table-D.js', imports: ['_ui-core-B.js', '_Drawer-C.js'] },
  '_Chart-E.js': { file: 'assets/Chart-E.js' },
  'src/routes/_app.tsx?tsr-split=component': {
    file: 'assets/_app-F.js',
    imports: ['index.html', '_Drawer-C.js'],
  },
  'src/routes/_app/dashboards/crm.tsx?tsr-split=component': {
    file: 'assets/crm-G.js',
    imports: ['index.html', '_Table-D.js'],
    dynamicImports: ['_Chart-E.js'],
  },
  'src/routes/_app/dashboards/crm.tsx?tsr-split=errorComponent': { file: 'assets/crm-error-H.js' },
  'src/routes/_app/apps/user/list.tsx?tsr-split=component': { file: 'assets/list-I.js' },
  'src/routes/_app/apps/user/view/$id.tsx?tsr-split=component': { file: 'assets/view-J.js' },
  'src/routes/_app/apps/user/$tab.tsx?tsr-split=component': { file: 'assets/tab-K.js' },
  'src/routes/_blank/login.tsx?tsr-split=component': { file: 'assets/login-L.js' },
  'src/i18n/bundles/shell-en.ts': { file: 'assets/shell-en-M.js' },
  'src/i18n/bundles/features-en.ts': { file: 'assets/features-en-N.js' },
  'src/i18n/bundles/features-fr.ts': { file: 'assets/features-fr-O.js' },
  'src/i18n/bundles/front-en.ts': { file: 'assets/front-en-P.js' },
};

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'route-modules-'));
  mkdirSync(join(dist, '.vite'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  for (const weight of ['400', '500', '700']) {
    writeFileSync(join(dist, 'assets', `public-sans-latin-${weight}-normal-Q${weight}.woff2`), 'font');
  }
  app = Fastify();
  await registerWebApp(app, dist);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the code a signed-in page needs beyond the entry', () => {
  it("names the layout's and the page's chunks with their static imports, not the entry's nor the lazy ones", () => {
    const crm = routeModulesOf(dist)('/dashboards/crm');
    expect(crm?.route).toBe('_app/dashboards/crm');
    expect(crm?.modules).toEqual([
      '/assets/_app-F.js',
      '/assets/Drawer-C.js',
      '/assets/crm-G.js',
      '/assets/Table-D.js',
    ]);
  });

  it("names the strings of each language and the title and button weights' fonts", () => {
    const crm = routeModulesOf(dist)('/dashboards/crm');
    expect(crm?.strings).toEqual({
      en: ['/assets/shell-en-M.js', '/assets/features-en-N.js'],
      fr: ['/assets/features-fr-O.js'],
    });
    expect(crm?.fonts).toEqual([
      '/assets/public-sans-latin-500-normal-Q500.woff2',
      '/assets/public-sans-latin-700-normal-Q700.woff2',
    ]);
  });

  it("names the chunks the page shares with the sign-in entry: the app's entry does not load them", () => {
    expect(routeModulesOf(dist)('/apps/user/list')?.modules).toEqual([
      '/assets/_app-F.js',
      '/assets/Drawer-C.js',
      '/assets/list-I.js',
    ]);
  });

  it('matches a path as the router does: a static segment before a parameter', () => {
    const of = routeModulesOf(dist);
    expect(of('/apps/user/list')?.route).toBe('_app/apps/user/list');
    expect(of('/apps/user/security')?.route).toBe('_app/apps/user/$tab');
    expect(of('/apps/user/view/12')?.route).toBe('_app/apps/user/view/$id');
    expect(of('/apps/user/view/12/more')).toBeNull();
  });

  it('names nothing for the public pages nor for a build without a manifest', () => {
    expect(routeModulesOf(dist)('/login')).toBeNull();
    expect(routeModulesOf(dist)('/nowhere')).toBeNull();
    expect(routeModulesOf(join(dist, 'assets'))('/dashboards/crm')).toBeNull();
  });
});

describe('index.html of a signed-in page', () => {
  it('carries the names for the first script to preload, compressed like the other pages', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/dashboards/crm',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = brotliDecompressSync(res.rawPayload).toString();
    const named = /<script type="application\/json" id="route-modules">(.*?)<\/script><\/head>/.exec(html);
    expect(JSON.parse(named?.[1] ?? 'null')?.modules).toContain('/assets/crm-G.js');
  });

  it('is the plain index.html on a public page', async () => {
    const res = await app.inject({ method: 'GET', url: '/login' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('route-modules');
  });
});
