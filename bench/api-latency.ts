// Latency and throughput of the busiest read calls, on PGlite and (when BENCH_DATABASE_URL is set)
// on PostgreSQL, measured in one run so the ratio between them means something.
// Usage: node --import tsx bench/api-latency.ts [--requests 2000] [--concurrency 16]
// Traffic goes only to 127.0.0.1 and stops by itself.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { testConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const REQUESTS = arg('--requests', 2000);
const CONCURRENCY = arg('--concurrency', 16);
const PATHS = [
  '/api/apps/users?page=2&itemsPerPage=10',
  '/api/apps/users?q=an&sortBy=email&orderBy=desc',
  '/api/apps/users?role=editor&status=active&sortBy=user',
  '/api/apps/permissions?q=manage',
  '/api/dashboard/crm',
  '/api/auth/me',
];

type Result = { name: string; rps: number; p50: number; p95: number; p99: number };

async function measure(name: string, database: Awaited<ReturnType<typeof openDatabase>>): Promise<Result> {
  const app = await buildApp(testConfig({ SEED_DEMO: true }), { database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
  }).then((r) => r.json() as Promise<{ accessToken: string }>);
  const headers = { authorization: `Bearer ${login.accessToken}` };

  const times: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < REQUESTS) {
      const path = PATHS[next++ % PATHS.length];
      const t0 = performance.now();
      const res = await fetch(`${base}${path}`, { headers });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
      times.push(performance.now() - t0);
    }
  };
  // Warm up, then measure.
  for (const path of PATHS) await fetch(`${base}${path}`, { headers }).then((r) => r.arrayBuffer());
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  await app.close();
  await database.close();
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))];
  return { name, rps: REQUESTS / seconds, p50: pct(50), p95: pct(95), p99: pct(99) };
}

const results: Result[] = [await measure('PGlite (embedded)', await openDatabase({ inMemory: true }))];

const url = process.env.BENCH_DATABASE_URL;
if (url) {
  const dbName = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const target = new URL(url);
  target.pathname = `/${dbName}`;
  try {
    results.push(await measure('PostgreSQL', await openDatabase({ url: target.toString() })));
  } finally {
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}

console.log(
  `\n${REQUESTS} requests, ${CONCURRENCY} at a time, over ${PATHS.length} read calls (one API process)\n`,
);
console.log('database            req/s    p50 ms   p95 ms   p99 ms');
for (const r of results) {
  console.log(
    `${r.name.padEnd(18)} ${r.rps.toFixed(0).padStart(6)} ${r.p50.toFixed(1).padStart(9)} ${r.p95.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)}`,
  );
}
if (results.length === 2) {
  console.log(`\nPostgreSQL / PGlite throughput ratio: ${(results[1].rps / results[0].rps).toFixed(2)}×`);
}
