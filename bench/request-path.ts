// The API request path against its ceilings, side by side in one run on PostgreSQL (issue 7):
//   - an authenticated order list call (GET /api/apps/ecommerce/orders, first page) against a bare
//     node:http + node-postgres server running the same statements per request (session lookup,
//     page, count; bench/request-path-ceiling.ts), target >= 1.0x;
//   - GET /api/health against a bare node:http server running `select 1`, target >= 0.85x.
// Each server is its own process; autocannon (16 connections, keep-alive) drives them in turn, the
// order reversed every round (ABBA) so that drift on this shared machine falls on both sides.
// Usage: BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/postgres \
//   node --import tsx bench/request-path.ts [--seconds 4] [--rounds 3] [--connections 16]
// Writes bench/results/request-path.json. Creates (and drops at the end) the database bench_request_path
// (BENCH_DB_NAME names another, so that two runs on one server do not meet); API_PORT and CEILING_PORT
// choose the two servers' ports.
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { orderListQuery } from '@app/contracts';
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { findSessionUser } from '../apps/server/src/auth/session.repository.ts';
import type { Db } from '../apps/server/src/db/client.ts';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { orderList } from '../apps/server/src/modules/order/order.repository.ts';

const root = join(import.meta.dirname, '..');
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const SECONDS = arg('--seconds', 4);
const ROUNDS = arg('--rounds', 3);
const CONNECTIONS = arg('--connections', 16);
const POOL_SIZE = 10;
const OUR_PORT = Number(process.env.API_PORT ?? 4201);
const CEILING_PORT = Number(process.env.CEILING_PORT ?? 4101);
const DB_NAME = process.env.BENCH_DB_NAME ?? 'bench_request_path';
const LIST = '/api/apps/ecommerce/orders';

const serverUrl = process.env.BENCH_DATABASE_URL;
if (!serverUrl) {
  console.error(
    'Set BENCH_DATABASE_URL to a PostgreSQL server (a database bench_request_path is created there).',
  );
  process.exit(2);
}
const dbUrl = (() => {
  const url = new URL(serverUrl);
  url.pathname = `/${DB_NAME}`;
  return url.toString();
})();

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

const children: ChildProcess[] = [];
function start(name: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`${name} exited (${code ?? signal})`);
  });
  children.push(child);
  return child;
}
let stopping = false;
const stopAll = () => {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
};
process.on('exit', stopAll);

async function waitFor(url: string, seconds: number) {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    if (Date.now() > until) throw new Error(`${url} did not answer within ${seconds} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

type Statement = { text: string; values: unknown[] };

/** The SQL our server sends for one list call, captured through drizzle's logger from our own repositories. */
async function captureStatements(token: string) {
  const captured: Statement[] = [];
  const pool = new pg.Pool({ connectionString: dbUrl, max: 1 });
  const db = drizzle({
    client: pool,
    schema,
    logger: { logQuery: (text, values) => captured.push({ text, values }) },
  }) as unknown as Db;
  const hash = createHash('sha256').update(token).digest('hex');
  const query = orderListQuery.parse({});
  if (!(await findSessionUser(db, hash))) throw new Error('the session of the bench token was not found');
  const [session] = captured.splice(0);
  const rows = await orderList.rows(db, query);
  const [page] = captured.splice(0);
  if (rows.length < query.itemsPerPage) throw new Error('the demo data should fill the first page');
  await orderList.count(db, query);
  const count = captured.splice(0);
  await pool.end();
  return { session: { ...session, hashIndex: session.values.indexOf(hash) }, page, count };
}

type Run = { rps: number; requests: number; p50: number; p99: number; errors: number; cpuMs: number };

/** CPU time (user + system) the process has used so far, in ms (Linux /proc, 100 ticks a second). */
function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function load(url: string, headers: Record<string, string>, seconds: number, pid: number): Promise<Run> {
  const cpuBefore = cpuMsOf(pid);
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration: seconds, headers, pipelining: 1 },
      (error: Error | null, result: autocannon.Result) => {
        if (error) return reject(error);
        resolve({
          rps: result.requests.total / seconds,
          requests: result.requests.total,
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.non2xx + result.errors + result.timeouts,
          cpuMs: cpuMsOf(pid) - cpuBefore,
        });
      },
    );
  });
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

await onServer(`drop database if exists ${DB_NAME} with (force)`);
await onServer(`create database ${DB_NAME}`);
try {
  const version = (await onServer('show server_version')).rows[0].server_version as string;
  const ours = `http://127.0.0.1:${OUR_PORT}`;
  const ceiling = `http://127.0.0.1:${CEILING_PORT}`;
  const ourServer = start('our server', ['apps/server/src/main.ts'], {
    DATABASE_URL: dbUrl,
    PORT: String(OUR_PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    DATABASE_POOL_SIZE: String(POOL_SIZE),
    WEB_DIST: join(root, 'bench/no-web-app'),
  });
  await waitFor(`${ours}/api/health`, 300);
  const login = await fetch(`${ours}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
  }).then((r) => r.json() as Promise<{ accessToken: string }>);
  const auth = { authorization: `Bearer ${login.accessToken}` };
  const statements = await captureStatements(login.accessToken);
  const ceilingServer = start('ceiling', ['bench/request-path-ceiling.ts'], {
    DATABASE_URL: dbUrl,
    PORT: String(CEILING_PORT),
    POOL_SIZE: String(POOL_SIZE),
    CEILING_STATEMENTS: JSON.stringify(statements),
  });
  await waitFor(`${ceiling}/health`, 60);
  const [ourList, ceilingList] = await Promise.all([
    fetch(`${ours}${LIST}`, { headers: auth }).then(
      (r) => r.json() as Promise<{ orders: unknown[]; total: number }>,
    ),
    fetch(`${ceiling}/list`, { headers: auth }).then(
      (r) => r.json() as Promise<{ orders: unknown[]; total: number }>,
    ),
  ]);
  if (ourList.orders.length !== ceilingList.orders.length || ourList.total !== ceilingList.total) {
    throw new Error(`the two lists differ: ${ourList.total} / ${ceilingList.total}`);
  }

  const targets = {
    list: { ours: `${ours}${LIST}`, ceiling: `${ceiling}/list`, headers: auth, target: 1.0 },
    health: { ours: `${ours}/api/health`, ceiling: `${ceiling}/health`, headers: {}, target: 0.85 },
  };
  type Key = keyof typeof targets;
  const pids = { ours: ourServer.pid ?? 0, ceiling: ceilingServer.pid ?? 0 };
  const legs = (['list', 'health'] as Key[]).flatMap((key) => [
    { key, side: 'ours' as const },
    { key, side: 'ceiling' as const },
  ]);
  // Warm-up: JIT, pool connections, the session cache.
  for (const leg of legs) await load(targets[leg.key][leg.side], targets[leg.key].headers, 2, pids[leg.side]);

  const runs: Record<Key, Record<'ours' | 'ceiling', Run[]>> = {
    list: { ours: [], ceiling: [] },
    health: { ours: [], ceiling: [] },
  };
  const loadBefore = loadavg()[0];
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = round % 2 === 0 ? legs : [...legs].reverse();
    for (const leg of order) {
      const run = await load(targets[leg.key][leg.side], targets[leg.key].headers, SECONDS, pids[leg.side]);
      runs[leg.key][leg.side].push(run);
      const cpu = run.cpuMs / run.requests;
      console.log(
        `round ${round + 1} ${leg.key} ${leg.side}: ${round1(run.rps)} req/s, p99 ${run.p99} ms, ${cpu.toFixed(2)} CPU ms/req`,
      );
    }
  }
  const loadAfter = loadavg()[0];

  const rows = (['list', 'health'] as Key[]).map((key) => {
    const o = runs[key].ours;
    const c = runs[key].ceiling;
    const sum = (rs: Run[]) => rs.reduce((n, r) => n + r.requests, 0);
    const ratio = sum(o) / sum(c);
    return {
      key,
      ratio,
      perRound: o.map((r, i) => round2(r.rps / c[i].rps)),
      errors:
        sum(o.map((r) => ({ ...r, requests: r.errors }))) + sum(c.map((r) => ({ ...r, requests: r.errors }))),
      row: [
        key === 'list' ? `GET ${LIST} (admin, first page)` : 'GET /api/health',
        key === 'list' ? 'node:http + pg: session lookup, page, count' : 'node:http + pg: select 1',
        round1(sum(o) / (o.length * SECONDS)),
        round1(sum(c) / (c.length * SECONDS)),
        round2(ratio),
        `>= ${targets[key].target.toFixed(2)}x`,
        ratio >= targets[key].target ? 'met' : 'NOT met',
        round1(median(o.map((r) => r.p99))),
        round1(median(c.map((r) => r.p99))),
        round2(o.reduce((n, r) => n + r.cpuMs, 0) / sum(o)),
        round2(c.reduce((n, r) => n + r.cpuMs, 0) / sum(c)),
      ],
    };
  });
  for (const r of rows) if (r.errors > 0) throw new Error(`${r.key}: ${r.errors} answers were not 2xx`);

  const result = {
    title: 'API request path against bare node:http ceilings (PostgreSQL)',
    generatedAt: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      memoryGiB: Math.round(totalmem() / 2 ** 30),
      node: process.version,
      postgres: version,
    },
    settings: {
      loadGenerator: `autocannon, ${CONNECTIONS} connections, keep-alive, no pipelining`,
      secondsPerRun: SECONDS,
      rounds: ROUNDS,
      order: 'ours then ceiling, list then health; reversed every other round (ABBA)',
      data: 'the demo seed (SEED_DEMO) in a fresh database',
      poolSize: POOL_SIZE,
      ourServer:
        'apps/server/src/main.ts via tsx, LOG_LEVEL=warn, session cache on (listening), RESPONSE_CHECK off (the default)',
      ceilingStatementsPerListCall: 2 + statements.count.length,
      loadAverage: { before: round2(loadBefore), after: round2(loadAfter) },
    },
    table: {
      columns: [
        'call',
        'ceiling',
        'ours req/s',
        'ceiling req/s',
        'ratio',
        'target',
        'result',
        'ours p99 ms',
        'ceiling p99 ms',
        'ours CPU ms/req',
        'ceiling CPU ms/req',
      ],
      rows: rows.map((r) => r.row),
    },
    targets: rows.map((r) => ({
      what: `${r.row[0]} against ${r.row[1]}`,
      target: `>= ${targets[r.key].target.toFixed(2)}x`,
      measured: `${round2(r.ratio)}x (load ${round2(loadBefore)} to ${round2(loadAfter)})`,
      met: r.ratio >= targets[r.key].target,
    })),
    notes: [
      `Per-round ratios, list: ${rows[0].perRound.join(', ')}; health: ${rows[1].perRound.join(', ')}.`,
      `The ceiling's list call runs, one after the other on a pg.Pool of ${POOL_SIZE}, the exact SQL our server sends (captured from our repositories through drizzle's logger): the session lookup, the page and the count (${statements.count.length} statement${statements.count.length > 1 ? 's' : ''}: the planner estimate and the capped count of lib/list-count.ts).`,
      'Our server answers the session from its in-process cache (auth/session-cache.ts, kept valid by LISTEN/NOTIFY), so it runs the page and the count only; the ceiling asks the database for the session on every request.',
      "Our answers are written by fast-json-stringify functions generated from the routes' zod schemas, unchecked (RESPONSE_CHECK, on in the tests, checks each against zod); the security headers are worked out once (lib/security-headers.ts). See docs/decisions/011.",
      'Our /api/health runs select 1 on a connection pool of its own (db/client.ts) so that it never waits behind the main pool queue.',
      'CPU ms/req: user + system time of the server process (not PostgreSQL) over the measured runs, divided by the requests it answered; steadier than req/s on a busy machine.',
      'Ratios are ours / ceiling over the same seconds of load in the same run; absolute req/s drift with the load of this shared 2-core machine.',
    ],
  };
  writeFileSync(join(root, 'bench/results/request-path.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.table(result.table.rows);
} finally {
  stopAll();
  await new Promise((r) => setTimeout(r, 500));
  await onServer(`drop database if exists ${DB_NAME} with (force)`);
}
