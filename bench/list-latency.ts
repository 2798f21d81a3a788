// p50/p99 of the order list's busiest calls with 16 concurrent clients, against an API process of its
// own over an already seeded PostgreSQL database (e.g. `npm run seed -- --scale 1000000`).
// Usage: DATABASE_URL=postgres://…/bench_scale node --import tsx bench/list-latency.ts --label after
//        [--concurrency 16] [--requests 400] [--seconds 20]
// Writes bench/results/list-latency-<label>.json. Traffic goes only to 127.0.0.1; not part of npm test.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';

const { values } = parseArgs({
  options: {
    label: { type: 'string', default: 'run' },
    concurrency: { type: 'string', default: '16' },
    requests: { type: 'string', default: '400' },
    seconds: { type: 'string', default: '20' },
    port: { type: 'string', default: '3917' },
  },
});
const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to a seeded PostgreSQL database');
const CONCURRENCY = Number(values.concurrency);
const REQUESTS = Number(values.requests);
const SECONDS = Number(values.seconds);
const base = `http://127.0.0.1:${values.port}`;
const CALLS = {
  'first page': '/api/apps/ecommerce/orders',
  'page 100': '/api/apps/ecommerce/orders?page=100',
  'sort by spent': '/api/apps/ecommerce/orders?sortBy=spent&orderBy=desc',
  'q=smith': '/api/apps/ecommerce/orders?q=smith',
};

const root = resolve(import.meta.dirname, '..');
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: { ...process.env, PORT: values.port, HOST: '127.0.0.1', SEED_DEMO: 'false', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the API did not start');
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

async function measure(path: string, headers: Record<string, string>) {
  for (let i = 0; i < 4; i++) await fetch(`${base}${path}`, { headers }).then((r) => r.arrayBuffer());
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  let sent = 0;
  const worker = async () => {
    while (sent < REQUESTS && performance.now() < deadline) {
      sent++;
      const t0 = performance.now();
      const res = await fetch(`${base}${path}`, { headers });
      await res.arrayBuffer();
      times.push(performance.now() - t0);
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    requests: times.length,
    rps: round(times.length / seconds),
    p50: round(quantile(times, 0.5)),
    p99: round(quantile(times, 0.99)),
    statuses,
  };
}

try {
  await waitForServer();
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
  }).then((r) => r.json() as Promise<{ accessToken: string }>);
  const headers = { authorization: `Bearer ${login.accessToken}` };
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query('select count(*)::int as orders, version() as version from orders');
  await client.end();

  // Other work on a shared machine moves absolute figures: the load average says how much.
  const loadBefore = loadavg()[0];
  const results: Record<string, unknown> = {};
  for (const [name, path] of Object.entries(CALLS)) {
    const r = await measure(path, headers);
    results[name] = { path, ...r };
    console.log(
      `${name.padEnd(14)} p50 ${String(r.p50).padStart(7)} ms  p99 ${String(r.p99).padStart(7)} ms  ${r.rps} req/s  ${JSON.stringify(r.statuses)}`,
    );
  }
  const out = resolve(root, 'bench/results', `list-latency-${values.label}.json`);
  mkdirSync(resolve(root, 'bench/results'), { recursive: true });
  const machine = { cpus: cpus().length, cpu: cpus()[0]?.model, memoryGb: Math.round(totalmem() / 2 ** 30) };
  const settings = { concurrency: CONCURRENCY, maxRequests: REQUESTS, maxSeconds: SECONDS };
  const load = { before: loadBefore, after: loadavg()[0] };
  const run = { label: values.label, date: new Date().toISOString(), node: process.version, load };
  const report = { ...run, postgres: rows[0].version, orders: rows[0].orders, machine, settings, results };
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`written ${out}`);
} finally {
  server.kill('SIGTERM');
}
