// Shared pieces of the side-by-side benchmarks (directus-peer.ts, pglite-vs-postgres.ts): the load
// generator (autocannon 9, installed on demand into .bench-cache/autocannon, or a keep-alive loop of
// node:http requests when it cannot be installed), starting an API process of our own, logging in,
// measuring two servers in alternation and writing a results file in the shared shape.
// Traffic goes only to 127.0.0.1; every run is bounded in time.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import net from 'node:net';
import { cpus, loadavg, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { BenchResult } from './report.ts';

export const root = resolve(import.meta.dirname, '..');
export const cacheDir = join(root, '.bench-cache');

export type Measurement = {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
};

/** Installs `name@version` into .bench-cache/<folder> (a package.json of its own) when it is not there. */
export function installCached(folder: string, spec: string, name: string): string | undefined {
  const dir = join(cacheDir, folder);
  const pkg = join(dir, 'node_modules', name, 'package.json');
  if (!existsSync(pkg)) {
    mkdirSync(dir, { recursive: true });
    if (!existsSync(join(dir, 'package.json'))) {
      writeFileSync(
        join(dir, 'package.json'),
        JSON.stringify({ name: `bench-cache-${folder}`, private: true }),
      );
    }
    console.log(`installing ${spec} into ${dir} (once)`);
    const res = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', spec], {
      cwd: dir,
      stdio: 'inherit',
    });
    if (res.status !== 0 || !existsSync(pkg)) return undefined;
  }
  return dir;
}

export type Autocannon = (opts: Record<string, unknown>) => Promise<{
  requests: { total: number };
  latency: { p50: number; p99: number };
  duration: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  '2xx': number;
}>;

let autocannon: Autocannon | null | undefined;
/** autocannon 9 itself (from .bench-cache), or null when it cannot be installed. */
export function loadAutocannon(): Autocannon | null {
  if (autocannon !== undefined) return autocannon;
  const dir = installCached('autocannon', 'autocannon@9.0.0', 'autocannon');
  autocannon = dir ? (createRequire(join(dir, 'package.json'))('autocannon') as Autocannon) : null;
  return autocannon;
}
export const loadGeneratorName = () => (loadAutocannon() ? 'autocannon 9.0.0' : 'keep-alive node:http loop');

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
const round1 = (n: number) => Math.round(n * 10) / 10;

/** A keep-alive loop: `connections` clients, each sending its next request when the last answered. */
async function loop(url: string, headers: Record<string, string>, connections: number, seconds: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const times: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const one = () =>
    new Promise<void>((done) => {
      const t0 = performance.now();
      const req = http.get(url, { agent, headers }, (res) => {
        res.resume();
        res.on('end', () => {
          times.push(performance.now() - t0);
          if ((res.statusCode ?? 0) >= 300) non2xx++;
          done();
        });
      });
      req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
      req.on('error', () => {
        errors++;
        done();
      });
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) await one();
    }),
  );
  agent.destroy();
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    seconds: elapsed,
    p50: quantile(times, 0.5),
    p99: quantile(times, 0.99),
    non2xx,
    errors,
  };
}

/** One measurement of one URL: `connections` concurrent keep-alive clients for `seconds`. */
export async function measure(
  url: string,
  headers: Record<string, string>,
  connections: number,
  seconds: number,
): Promise<Measurement> {
  const ac = loadAutocannon();
  let m: Omit<Measurement, 'rps'>;
  if (ac) {
    const r = await ac({ url, headers, connections, duration: seconds, timeout: 10 });
    m = {
      requests: r.requests.total,
      seconds: r.duration,
      p50: r.latency.p50,
      p99: r.latency.p99,
      non2xx: r.non2xx,
      errors: r.errors + r.timeouts,
    };
  } else {
    m = await loop(url, headers, connections, seconds);
  }
  return { ...m, rps: m.requests / m.seconds, p50: round1(m.p50), p99: round1(m.p99) };
}

/** Sums rounds of the same call: throughput over the whole time, the worst round's p50 and p99. */
export function combine(ms: Measurement[]): Measurement {
  const requests = ms.reduce((s, m) => s + m.requests, 0);
  const seconds = ms.reduce((s, m) => s + m.seconds, 0);
  return {
    requests,
    seconds,
    rps: round1(requests / seconds),
    p50: Math.max(...ms.map((m) => m.p50)),
    p99: Math.max(...ms.map((m) => m.p99)),
    non2xx: ms.reduce((s, m) => s + m.non2xx, 0),
    errors: ms.reduce((s, m) => s + m.errors, 0),
  };
}

export async function waitFor(
  url: string,
  what: string,
  child?: ChildProcess,
  timeoutS = 180,
): Promise<void> {
  const deadline = Date.now() + timeoutS * 1000;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not answer ${url} within ${timeoutS} s`);
}

/** Throws when something already listens on 127.0.0.1:port (its health check would answer for ours). */
export function assertPortFree(port: number): Promise<void> {
  return new Promise((done, fail) => {
    const probe = net.createServer();
    probe.once('error', () => fail(new Error(`127.0.0.1:${port} is already in use: choose another port`)));
    probe.listen(port, '127.0.0.1', () => probe.close(() => done()));
  });
}

/** Our API (apps/server) in a process of its own, on 127.0.0.1:port, with the given database env. */
export async function startApi(port: number, env: Record<string, string>): Promise<ChildProcess> {
  await assertPortFree(port);
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  };
  // Without DATABASE_URL the API opens PGlite in DATA_DIR.
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${port}/api/health`, 'the API', child);
  return child;
}

export async function login(base: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  const { accessToken } = (await res.json()) as { accessToken: string };
  return { authorization: `Bearer ${accessToken}` };
}

export function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    child.kill('SIGTERM');
  });
}

export function machine(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    cpus: cpus().length,
    cpu: cpus()[0]?.model,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    ...extra,
  };
}

export const load1 = () => Math.round(loadavg()[0] * 10) / 10;

export function writeResult(file: string, result: BenchResult): string {
  const dir = join(root, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, file);
  writeFileSync(path, `${JSON.stringify(result, null, 2)}\n`);
  return path;
}

/** Which server's turn: A B B A A B … so neither always runs first after a pause. */
export const abba = (round: number) => (round % 2 === 0 ? [0, 1] : [1, 0]);

export async function query<T extends pg.QueryResultRow>(url: string, text: string, params: unknown[] = []) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<T>(text, params)).rows;
  } finally {
    await c.end();
  }
}

/**
 * bench_peer_<100k|1m>: the database of `--scale N` orders the side-by-side benchmarks share, unless
 * BENCH_PEER_DATABASE names another (so two runs on one server keep out of each other's way).
 */
export function seededDatabaseName(
  server: string,
  scale: number,
): { name: string; url: string; label: string } {
  const label = scale >= 1_000_000 ? `${scale / 1_000_000}m` : `${Math.round(scale / 1000)}k`;
  const name = process.env.BENCH_PEER_DATABASE ?? `bench_peer_${label}`;
  const u = new URL(server);
  u.pathname = `/${name}`;
  return { name, url: u.toString(), label };
}

/** Creates and seeds it with our own `npm run seed -- --scale N` unless it already holds the orders. */
export async function ensureSeeded(
  server: string,
  scale: number,
): Promise<{ orders: number; seededNow: boolean }> {
  const { name, url } = seededDatabaseName(server, scale);
  const exists = await query(server, 'select 1 from pg_database where datname = $1', [name]);
  if (exists.length) {
    const [row] = await query<{ n: number }>(
      url,
      "select case when to_regclass('orders') is null then 0 else (select count(*)::int from orders) end as n",
    );
    if (row.n >= scale) return { orders: row.n, seededNow: false };
    await dropDatabase(server, name);
  }
  await query(server, `create database ${name}`);
  console.log(`seeding ${name}: npm run seed -- --scale ${scale}`);
  const res = spawnSync('npm', ['run', 'seed', '--', '--scale', String(scale)], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url },
    stdio: 'inherit',
  });
  if (res.status !== 0) throw new Error('the seed failed');
  const [row] = await query<{ n: number }>(url, 'select count(*)::int as n from orders');
  return { orders: row.n, seededNow: true };
}

export async function dropDatabase(server: string, name: string): Promise<void> {
  await query(server, `drop database if exists ${name} with (force)`);
}

/** BENCH_DATABASE_URL, the PostgreSQL server a benchmark works on; the process exits with a hint without it. */
export function benchDatabaseServer(): string {
  const server = process.env.BENCH_DATABASE_URL;
  if (!server) {
    console.error(
      'Set BENCH_DATABASE_URL to a PostgreSQL server (e.g. postgres://root@127.0.0.1:5432/postgres).',
    );
    process.exit(2);
  }
  return server;
}

/**
 * The command line of the side-by-side comparisons (directus-peer, pglite-vs-postgres): the seed's size,
 * seconds per round, rounds, connections, whether to keep the seeded database, and the PostgreSQL server
 * (BENCH_DATABASE_URL, required: the process exits with a hint without it).
 */
export function sideBySideOptions() {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string', default: '100000' },
      seconds: { type: 'string', default: '5' },
      rounds: { type: 'string', default: '2' },
      connections: { type: 'string', default: '16' },
      keep: { type: 'boolean', default: false },
    },
  });
  return {
    server: benchDatabaseServer(),
    keep: values.keep,
    SCALE: Number(values.scale),
    SECONDS: Number(values.seconds),
    ROUNDS: Number(values.rounds),
    CONNECTIONS: Number(values.connections),
  };
}
