// Helpers of bench/lighthouse.ts: the production server on a fresh demo database, and the browser
// state (stored session, empty cache) each Lighthouse run starts from.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';

const root = join(import.meta.dirname, '..');
// LIGHTHOUSE_PORT lets two checkouts on one machine measure at once.
export const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4501);
export const ORIGIN = `http://127.0.0.1:${PORT}`;

export async function startServer(dataDir: string): Promise<ChildProcess> {
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

/** The stored session the web app reads on start (app/session/session-store.ts). */
export async function signedInStorage(): Promise<Record<string, string>> {
  const res = await fetch(`${ORIGIN}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  const answer = (await res.json()) as { accessToken: string; userData: unknown; userAbilityRules: unknown };
  return {
    accessToken: answer.accessToken,
    userData: JSON.stringify(answer.userData),
    userAbilityRules: JSON.stringify(answer.userAbilityRules),
  };
}

/**
 * Before each run: sets (or clears) the origin's localStorage from a page that loads none of the app's
 * files, and empties the HTTP cache, which Lighthouse keeps when told to keep the storage.
 */
export async function prepareRun(port: number, entries: Record<string, string> | null) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await page.goto(`${ORIGIN}/api/health`);
  const script = entries
    ? Object.entries(entries)
        .map(([key, value]) => `localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(value)});`)
        .join('')
    : 'localStorage.clear();';
  await page.evaluate(script);
  await page.close();
  await browser.disconnect();
}

export async function browserVersion(port: number) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const version = await browser.version();
  await browser.disconnect();
  return version;
}
