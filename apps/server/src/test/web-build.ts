import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { expect, inject } from 'vitest';
import type { TestApp } from './helper.ts';

const web = join(import.meta.dirname, '../../../web');

/**
 * A built web app as `npm run build` leaves it, for the tests of the pages rendered on the server: the real index.html (its entry
 * named as Vite names it) and the real server render, built here (the unit tests run before the build).
 */
function buildWebApp(dir: string) {
  const dist = join(dir, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  const index = readFileSync(join(web, 'index.html'), 'utf8').replace(
    '<script type="module" src="/src/main.tsx"></script>',
    '<meta name="signin-entry" content="/assets/signin-T3st.js"><meta name="signin-module" content="/assets/signin-shared-T3st.js"><script type="module" crossorigin src="/assets/index-T3st.js"></script><link rel="modulepreload" crossorigin href="/assets/chunk-T3st.js">',
  );
  writeFileSync(join(dist, 'index.html'), index);
  writeFileSync(join(dist, 'assets', 'index-T3st.js'), 'export {};');
  const built = spawnSync(
    process.execPath,
    [
      join(web, '../../node_modules/vite/bin/vite.js'),
      'build',
      '--ssr',
      'src/ssr/render-page.ts',
      '--outDir',
      join(dir, 'dist-ssr'),
      '--logLevel',
      'error',
    ],
    // As `npm run build` runs it (the test runner's NODE_ENV=test would build React's development JSX).
    { cwd: web, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (built.status !== 0) throw new Error(`the server render did not build: ${built.stderr}`);
  return dist;
}

let builtDist: string | undefined;

/**
 * The web app built once per test process (buildWebApp; the files only read it, and the server
 * suites share one module graph per worker), in the run's directory, which the global setup removes
 * when the run ends.
 */
export function builtWebApp(): string {
  if (!builtDist) {
    const runDir = inject('runDir');
    if (!runDir) throw new Error('builtWebApp needs the global setup of the server tests (runDir)');
    const dir = join(runDir, `web-app-${process.pid}-${threadId}`);
    mkdirSync(dir, { recursive: true });
    builtDist = buildWebApp(dir);
  }
  return builtDist;
}

/** The queries a server-rendered page hands to the app (its `ssr-queries` script), parsed. */
export const seededQueriesOf = (html: string): [unknown[], unknown][] | null => {
  const state = JSON.parse(
    /<script type="application\/json" id="ssr-queries">(.*?)<\/script>/.exec(html)?.[1] ?? 'null',
  ) as { queries: { queryKey: unknown[]; state: { data: unknown } }[] } | null;
  return state?.queries.map((query) => [query.queryKey, query.state.data]) ?? null;
};

/** The page-session cookie's name (decision 021), as the page tests expect to see it. */
export const PAGE_COOKIE = 'yunkong-page-session';

/** The page-session cookie an answer sets: its whole Set-Cookie, attributes included. */
export const pageCookieOf = (res: { headers: Record<string, unknown> }): string | undefined =>
  [res.headers['set-cookie']].flat().find((c) => String(c).startsWith(`${PAGE_COOKIE}=`)) as
    | string
    | undefined;

/**
 * Signs in through the API as a page test's reader: the session's token, the page-session cookie's
 * Set-Cookie, and the `name=value` a browser sends back with a page request.
 */
export async function signInForPages(t: Pick<TestApp, 'app'>, email: string, password: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  expect(res.statusCode).toBe(201);
  const setCookie = pageCookieOf(res);
  return { token: res.json().accessToken as string, setCookie, cookie: setCookie?.split(';')[0] };
}
