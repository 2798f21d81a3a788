// p50/p95/p99 and req/s of every dashboard call with 16 concurrent clients at 1,000,000 orders on
// PostgreSQL, against the 200 ms p95 target of issue 7; beside it, the same figures aggregated from
// the raw tables as the dashboards did before the summary tables (docs/decisions/012).
// Usage: node --import tsx bench/dashboard-latency.ts [--database bench_dash_1m] [--scale 1000000]
//        [--concurrency 16] [--requests 400] [--seconds 20] [--port 4202] [--raw-requests 32]
//        [--out bench/results/dashboard-latency.json]
// --raw-requests 0 leaves out the raw-table comparison (minutes of CPU on the shared machine).
// The server comes from BENCH_DATABASE_URL, as for npm run bench (or BENCH_POSTGRES_URL; default
// postgres://root@127.0.0.1:5432/postgres). The
// database is seeded with `npm run seed -- --scale N` unless it already holds N orders or more.
// Writes --out (bench/results/dashboard-latency.json). Traffic goes only to 127.0.0.1; not part of npm test.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { RAW_DASHBOARD_QUERIES } from './dashboard-raw-queries.ts';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'bench_dash_1m' },
    scale: { type: 'string', default: '1000000' },
    concurrency: { type: 'string', default: '16' },
    requests: { type: 'string', default: '400' },
    seconds: { type: 'string', default: '20' },
    port: { type: 'string', default: '4202' },
    'raw-requests': { type: 'string', default: '32' },
    out: { type: 'string', default: 'bench/results/dashboard-latency.json' },
  },
});
const CONCURRENCY = Number(values.concurrency);
const REQUESTS = Number(values.requests);
const SECONDS = Number(values.seconds);
const RAW_REQUESTS = Number(values['raw-requests']);
const SCALE = Number(values.scale);
const TARGET_MS = 200;
const serverUrl = new URL(
  process.env.BENCH_DATABASE_URL ??
    process.env.BENCH_POSTGRES_URL ??
    'postgres://root@127.0.0.1:5432/postgres',
);
if (!/^[a-z0-9_]+$/.test(values.database)) throw new Error('--database: letters, digits and _ only');
const dbUrl = new URL(serverUrl);
dbUrl.pathname = `/${values.database}`;
const url = dbUrl.toString();
const base = `http://127.0.0.1:${values.port}`;
const root = resolve(import.meta.dirname, '..');

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** A year to today: the widest period a person picks from the quick choices (docs/dashboards.md). */
const YEAR = `from=${isoDay(Date.now() - 364 * 86_400_000)}&to=${isoDay(Date.now())}`;
const CALLS: Record<string, string> = {
  'shop dashboard': '/api/apps/ecommerce/dashboard',
  'shop dashboard, a year': `/api/apps/ecommerce/dashboard?${YEAR}`,
  'CRM dashboard': '/api/dashboard/crm',
  'CRM dashboard, a year': `/api/dashboard/crm?${YEAR}`,
  'analytics dashboard': '/api/dashboard/analytics',
  'analytics dashboard, a year': `/api/dashboard/analytics?${YEAR}`,
  'logistics dashboard, a year': `/api/apps/logistics/dashboard?${YEAR}`,
  'academy dashboard, a year': `/api/apps/academy/dashboard?${YEAR}`,
  'order stats cards': '/api/apps/ecommerce/orders/stats',
};

async function query<T>(connectionString: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

function run(command: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`${command} exited with ${code}`))));
  });
}

/** Reuses the database when it holds the orders already; otherwise creates it and seeds it. */
async function ensureSeeded(): Promise<number> {
  const exists = await query(
    serverUrl.toString(),
    `select 1 from pg_database where datname = '${values.database}'`,
  );
  if (exists.length === 0) await query(serverUrl.toString(), `create database ${values.database}`);
  const orders = async () => {
    // Two statements: PostgreSQL resolves `orders` in a query before it runs, even in a CASE branch
    // not taken, so an empty database would fail a single one.
    const [table] = await query<{ t: string | null }>(url, `select to_regclass('orders')::text as t`);
    if (!table?.t) return 0;
    const [row] = await query<{ n: string }>(url, 'select count(*) as n from orders');
    return Number(row.n);
  };
  if ((await orders()) < SCALE) {
    console.log(`seeding ${values.database} with --scale ${SCALE}`);
    await run('npm', ['run', 'seed', '--', '--scale', String(SCALE)], { DATABASE_URL: url });
  }
  return orders();
}

/** The summary line of BENCHMARKS.md: the slowest call's p95 against the 200 ms target. */
function worstTarget(rows: (string | number)[][], orders: number) {
  const worst = rows.reduce((a, b) => (Number(b[3]) > Number(a[3]) ? b : a));
  return {
    what: `Dashboard calls p95 at ${orders.toLocaleString('en')} orders, ${CONCURRENCY} clients (slowest call)`,
    target: `≤ ${TARGET_MS} ms`,
    measured: `${worst[3]} ms (${worst[0]})`,
    met: Number(worst[3]) <= TARGET_MS,
  };
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
const round = (n: number) => Math.round(n * 10) / 10;

/** Runs `once` from CONCURRENCY workers until `requests` are done or the time is up. */
async function load(once: () => Promise<number | undefined>, requests: number, seconds: number) {
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let sent = 0;
  const worker = async () => {
    while (sent < requests && performance.now() < deadline) {
      sent++;
      const t0 = performance.now();
      const status = (await once()) ?? 200;
      times.push(performance.now() - t0);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const p95 = quantile(times, 0.95);
  return {
    requests: times.length,
    rps: round(times.length / elapsed),
    p50: round(quantile(times, 0.5)),
    p95: round(p95),
    p99: round(quantile(times, 0.99)),
    ratio: Math.round((p95 / TARGET_MS) * 100) / 100,
    statuses,
  };
}

const orders = await ensureSeeded();
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    DATABASE_URL: url,
    PORT: values.port,
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    // The first start on a database seeded before migration 0008 builds the summaries: allow minutes.
    if (i > 3000) throw new Error('the API did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
  }).then((r) => r.json() as Promise<{ accessToken: string }>);
  const headers = { authorization: `Bearer ${login.accessToken}` };
  const [pgInfo] = await query<{ version: string }>(url, 'select version() as version');

  const loadBefore = loadavg()[0];
  const rows: (string | number)[][] = [];
  for (const [name, path] of Object.entries(CALLS)) {
    // One client alone first: what a call costs without queueing behind 15 others.
    const single: number[] = [];
    for (let i = 0; i < 24; i++) {
      const t0 = performance.now();
      await fetch(`${base}${path}`, { headers }).then((r) => r.arrayBuffer());
      if (i >= 4) single.push(performance.now() - t0);
    }
    single.sort((a, b) => a - b);
    const r = await load(
      async () => {
        const res = await fetch(`${base}${path}`, { headers });
        await res.arrayBuffer();
        return res.status;
      },
      REQUESTS,
      SECONDS,
    );
    rows.push([name, round(quantile(single, 0.5)), r.p50, r.p95, r.p99, r.rps, r.ratio]);
    console.log(
      `${name.padEnd(18)} p50 ${r.p50} ms  p95 ${r.p95} ms  p99 ${r.p99} ms  ${r.rps} req/s  ${JSON.stringify(r.statuses)}`,
    );
  }

  // Before: the shop dashboard's figures aggregated from the raw tables (its queries before 0008),
  // straight over node-postgres so no HTTP or JSON cost is counted, with the same concurrency.
  const rawRows: (string | number)[][] = [];
  if (RAW_REQUESTS > 0) {
    const pool = new pg.Pool({ connectionString: url, max: CONCURRENCY });
    try {
      const raw = await load(
        async () => {
          const client = await pool.connect();
          try {
            await client.query('begin isolation level repeatable read read only');
            for (const text of RAW_DASHBOARD_QUERIES) await client.query(text);
            await client.query('commit');
          } finally {
            client.release();
          }
          return 200;
        },
        RAW_REQUESTS,
        600,
      );
      const shop = rows[0];
      rawRows.push([
        'shop dashboard from raw tables (before)',
        raw.p50,
        raw.p95,
        raw.p99,
        raw.rps,
        raw.ratio,
      ]);
      rawRows.push([
        'shop dashboard from summaries (after), p95 speed-up',
        shop[2],
        shop[3],
        shop[4],
        shop[5],
        Math.round((raw.p95 / Number(shop[3])) * 10) / 10,
      ]);
      console.log(
        `raw aggregates     p50 ${raw.p50} ms  p95 ${raw.p95} ms  p99 ${raw.p99} ms  ${raw.rps} req/s`,
      );
    } finally {
      await pool.end();
    }
  }

  const report = {
    title: `Dashboard calls at ${orders.toLocaleString('en')} orders on PostgreSQL, ${CONCURRENCY} concurrent clients`,
    generatedAt: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      memoryGiB: Math.round(totalmem() / 2 ** 30),
      node: process.version,
      postgres: pgInfo.version.split(' on ')[0],
    },
    settings: {
      orders,
      database: values.database,
      concurrency: CONCURRENCY,
      maxRequestsPerCall: REQUESTS,
      maxSecondsPerCall: SECONDS,
      rawRequests: RAW_REQUESTS,
      targetP95Ms: TARGET_MS,
      loadAverage: { before: loadBefore, after: loadavg()[0] },
    },
    targets: [worstTarget(rows, orders)],
    sections: [
      {
        title: 'Dashboard calls (from the summary tables)',
        table: {
          columns: ['call', 'p50 ms, 1 client', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s', 'p95 / 200 ms target'],
          rows,
        },
        notes: [
          'A ratio at or under 1.0 meets the target of issue 7 (p95 ≤ 200 ms at 1M orders, 16 concurrent users).',
          'p50 ms, 1 client: 20 calls one after another before the concurrent run, the cost of a call without queueing.',
          'Each call goes through the whole API: session check, JSON, an authenticated admin.',
          'The machine is shared: the load average before and after the run is in the settings.',
        ],
      },
      {
        title: 'Before and after: the shop dashboard from the raw tables and from the summaries',
        table: {
          columns: ['figures', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s', 'p95 / 200 ms target (or speed-up)'],
          rows: rawRows,
        },
        notes: [
          'Before: the five aggregates the shop dashboard ran over orders, order_items, customers and products until migration 0008, sent over node-postgres in one read-only transaction (no HTTP), measured in the same run.',
          'The last column of the after row is raw p95 divided by summary p95.',
        ],
      },
    ],
  };
  if (RAW_REQUESTS === 0) report.sections.pop();
  const out = resolve(root, values.out);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`written ${out}`);
} finally {
  server.kill('SIGTERM');
}
