// Helpers of bench/lighthouse.ts: the production server (on a fresh demo database, or the database given),
// and the browser state (stored session, empty cache) each Lighthouse run starts from, on our app and on
// the Directus admin app.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';

const root = join(import.meta.dirname, '..');
// LIGHTHOUSE_PORT lets two checkouts on one machine measure at once.
export const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4501);
export const ORIGIN = `http://127.0.0.1:${PORT}`;

/** Our server on 127.0.0.1:PORT over PGlite in `dataDir` with the demo data, unless `env` names a database. */
export async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<ChildProcess> {
  const server = spawn('node', ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 600; i += 1) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const up = await fetch(`${ORIGIN}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return server;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error('the server did not answer /api/health within 5 minutes');
}

/**
 * Before each run: empties the HTTP cache (which Lighthouse keeps when told to keep the storage), then,
 * from a page that loads none of the app's files, either clears the origin's storage or signs in as
 * the app does — POST /api/auth/login from the page, so that the browser keeps the answer's cookies
 * (the page-session cookie the server draws signed-in pages with, decision 021) and the session goes
 * into localStorage as the app stores it. `withPageCookie: false` drops that cookie again: the signed-in
 * page as it was before the server drew it (the app's own first paint), to compare in one run.
 */
export async function prepareRun(port: number, signedIn: boolean, withPageCookie = true) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await page.goto(`${ORIGIN}/api/health`);
  if (signedIn) {
    // A string: this file is checked without the DOM's types.
    const status = await page.evaluate(`(async () => {
      const res = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
      });
      if (!res.ok) return res.status;
      const answer = await res.json();
      localStorage.setItem('accessToken', answer.accessToken);
      localStorage.setItem('userData', JSON.stringify(answer.userData));
      localStorage.setItem('userAbilityRules', JSON.stringify(answer.userAbilityRules));
      return res.status;
    })()`);
    if (status !== 201) throw new Error(`login failed: ${status}`);
    if (!withPageCookie) {
      await cdp.send('Network.deleteCookies', { name: 'yunkong-page-session', url: ORIGIN });
    }
  } else {
    await page.evaluate('localStorage.clear();');
  }
  await page.close();
  await browser.disconnect();
}

/**
 * Before each run of the Directus admin app: empties the HTTP cache, then, from a page of Directus's that
 * loads none of the app, signs in as its app does (POST /auth/login with `mode: 'session'`): the answer's
 * httpOnly session cookie is all the app keeps of the sign-in (its SDK sends it with every call, and on
 * load asks /auth/refresh with it); nothing goes into localStorage.
 */
export async function prepareDirectusRun(
  port: number,
  origin: string,
  login: { email: string; password: string },
) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await page.goto(`${origin}/server/ping`);
  const status = await page.evaluate(`(async () => {
    const res = await fetch('/auth/login', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(${JSON.stringify({ ...login, mode: 'session' })}),
    });
    return res.status;
  })()`);
  if (status !== 200) throw new Error(`Directus login failed: ${status}`);
  await page.close();
  await browser.disconnect();
}

export async function browserVersion(port: number) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const version = await browser.version();
  await browser.disconnect();
  return version;
}
