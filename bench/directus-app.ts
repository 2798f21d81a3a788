// Directus 12.4.0, the peer the benchmarks measure ours against (bench/directus-peer.ts: the order list's
// API; bench/lighthouse.ts: its admin app's collection list): installed on first use into
// .bench-cache/directus (npm `directus@12.4.0`), bootstrapped into a PostgreSQL database our own seed
// filled (its system tables beside ours, so both serve the same rows), started on 127.0.0.1 only with an
// admin static token, its telemetry sent to a closed local port.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { installCached, query, waitFor } from './harness.ts';

export const DIRECTUS_VERSION = '12.4.0';
const ADMIN_EMAIL = 'peer-admin@example.com';

/** The folder Directus is installed in (once) and its version. */
export function installDirectus(): { dir: string; version: string } {
  const dir = installCached('directus', `directus@${DIRECTUS_VERSION}`, 'directus');
  if (!dir) throw new Error(`npm install directus@${DIRECTUS_VERSION} failed`);
  const pkg = JSON.parse(readFileSync(join(dir, 'node_modules/directus/package.json'), 'utf8'));
  return { dir, version: pkg.version };
}

type Options = { dbUrl: string; port: number; token: string };

function directusEnv({ dbUrl, port, token }: Options): NodeJS.ProcessEnv {
  const u = new URL(dbUrl);
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DB_CLIENT: 'pg',
    DB_HOST: u.hostname,
    DB_PORT: u.port || '5432',
    DB_DATABASE: decodeURIComponent(u.pathname.slice(1)),
    DB_USER: decodeURIComponent(u.username || 'postgres'),
    DB_PASSWORD: decodeURIComponent(u.password),
    // The same number of database connections as our API's pool (DEFAULT_POOL_LIMITS.size).
    DB_POOL__MIN: '0',
    DB_POOL__MAX: '10',
    SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAIL,
    ADMIN_PASSWORD: randomBytes(16).toString('hex'),
    ADMIN_TOKEN: token,
    // Its Core licence asks for telemetry whatever TELEMETRY says: the reports go to a closed local port.
    TELEMETRY: 'false',
    TELEMETRY_URL: 'http://127.0.0.1:9',
    COMPLIANCE_URL: 'http://127.0.0.1:9',
    CACHE_ENABLED: 'false',
    RATE_LIMITER_ENABLED: 'false',
    WEBSOCKETS_ENABLED: 'false',
    LOG_LEVEL: 'warn',
    LOG_STYLE: 'raw',
    STORAGE_LOCATIONS: 'local',
    STORAGE_LOCAL_ROOT: './uploads',
    EXTENSIONS_PATH: './extensions',
    NODE_ENV: 'production',
  };
}

/**
 * Bootstraps Directus's system tables into the database of `dbUrl` (its admin created the first time),
 * gives the admin the static `token` and starts it; resolves once /server/ping answers.
 */
export async function startDirectus(dir: string, options: Options): Promise<ChildProcess> {
  const { dbUrl, token, port } = options;
  mkdirSync(join(dir, 'uploads'), { recursive: true });
  mkdirSync(join(dir, 'extensions'), { recursive: true });
  const cli = join(dir, 'node_modules/directus/cli.js');
  const env = directusEnv(options);
  console.log('directus bootstrap (its system tables, beside ours)');
  const boot = spawnSync(process.execPath, [cli, 'bootstrap'], { cwd: dir, env, stdio: 'inherit' });
  if (boot.status !== 0) throw new Error('directus bootstrap failed');
  // The admin's static token, whether or not bootstrap created the admin in this run.
  await query(dbUrl, 'update directus_users set token = $1 where email = $2', [token, ADMIN_EMAIL]);
  const [admins] = await query<{ n: number }>(
    dbUrl,
    'select count(*)::int as n from directus_users where token = $1',
    [token],
  );
  if (!admins.n) {
    // An earlier --keep run bootstrapped another admin: give the first admin the token.
    await query(
      dbUrl,
      'update directus_users set token = $1 where id = (select id from directus_users limit 1)',
      [token],
    );
  }
  const child = spawn(process.execPath, [cli, 'start'], {
    cwd: dir,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${port}/server/ping`, 'Directus', child);
  return child;
}

/**
 * The e-mail and a new password of the admin holding `token`, to sign in to the admin app as a person
 * does (the password bootstrap gave is random, and an earlier --keep run's admin has another).
 */
export async function directusAdminLogin(
  port: number,
  token: string,
): Promise<{ email: string; password: string }> {
  const base = `http://127.0.0.1:${port}`;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const password = randomBytes(16).toString('hex');
  const res = await fetch(`${base}/users/me?fields=email`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ password }),
  });
  if (!res.ok) throw new Error(`Directus: setting the admin's password failed: ${res.status}`);
  const { data } = (await res.json()) as { data: { email: string } };
  return { email: data.email, password };
}
