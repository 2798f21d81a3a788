// p50/p99 and requests per second of every list call the API has (each list's first page, page 100,
// every sort, its search and its filters), with 16 concurrent clients and with one, against an API
// process of its own over an already seeded PostgreSQL database (`npm run seed -- --scale N`), with
// that process's memory and the machine's load average. The 16 clients are autocannon's (harness.ts),
// for --seconds each call: a loop of fetch() calls in this process, used before 2026-11-27, spent
// about a quarter of the machine's CPU itself (0.4 ms a request) beside the API it measured. The one
// client is a fetch() loop of --serial requests (sub-millisecond times; autocannon's are whole ms).
// Usage: DATABASE_URL=postgres://…/bench_list_1m node --import tsx bench/list-latency.ts --label 1m
//        (a database on this machine through its Unix socket, as README recommends:
//        DATABASE_URL='postgres://root@localhost/bench_list_1m?host=/var/run/postgresql')
//        [--concurrency 16] [--seconds 3] [--serial 15] [--only orders,users]
//        [--calls q=smith] [--print-only] [--summary-only] [--before <checkout>]
// (--before: side by side, this checkout's API against that checkout's (the code before a change),
// over the same database, one call after the other on both in alternating order; prints, writes
// nothing; bench/list-side-by-side.ts interleaves the two request by request instead)
// (--only measures those lists again and puts them in place of theirs in the label's earlier file;
// --calls keeps the calls whose "list call" or path contains the text; --print-only writes no file)
// Writes bench/results/list-latency-<label>.json (the raw figures), then bench/results/list-latency.json
// (the table `npm run bench` renders) from every list-latency-<size>.json present (10k, 100k, 1m).
// Traffic goes only to 127.0.0.1; not part of npm test.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { databaseFacts, machine, root, round1, startServer } from './bench-server.ts';
import { loadGeneratorName, type Measurement, measure } from './harness.ts';

const { values } = parseArgs({
  options: {
    label: { type: 'string', default: 'run' },
    concurrency: { type: 'string', default: '16' },
    seconds: { type: 'string', default: '3' },
    serial: { type: 'string', default: '15' },
    port: { type: 'string', default: process.env.PORT ?? '4203' },
    only: { type: 'string' },
    calls: { type: 'string' },
    'print-only': { type: 'boolean', default: false },
    'summary-only': { type: 'boolean', default: false },
    before: { type: 'string' },
  },
});
const url = process.env.DATABASE_URL ?? '';
if (!url && !values['summary-only']) throw new Error('Set DATABASE_URL to a seeded PostgreSQL database');
const CONCURRENCY = Number(values.concurrency);
const SECONDS = Number(values.seconds);
const SERIAL = Number(values.serial);
const TARGET_P99_MS = 50;
// --summary-only: list-latency.json again from the sizes' files, measuring nothing.
if (values['summary-only']) {
  writeSummary();
  process.exit(0);
}

const shop = '/api/apps/ecommerce';
/** Every list call: [list, call, path]. Sorts run in the direction a person clicks last (desc) where it matters. */
const CALLS: [string, string, string][] = [
  // The floor: an authenticated call that reads no list, through the same request path, in the same run.
  ['floor', 'auth/me', '/api/auth/me'],
  ['orders', 'first page', `${shop}/orders`],
  ['orders', 'page 100', `${shop}/orders?page=100`],
  ['orders', 'sort order', `${shop}/orders?sortBy=order&orderBy=asc`],
  ['orders', 'sort customers', `${shop}/orders?sortBy=customers&orderBy=asc`],
  ['orders', 'sort date', `${shop}/orders?sortBy=date&orderBy=desc`],
  ['orders', 'sort status p100', `${shop}/orders?sortBy=status&orderBy=asc&page=100`],
  ['orders', 'sort spent', `${shop}/orders?sortBy=spent&orderBy=desc`],
  ['orders', 'q=smith', `${shop}/orders?q=smith`],
  ['orders', 'q=smith p100', `${shop}/orders?q=smith&page=100`],
  ['orders', 'q=smith sort spent p50', `${shop}/orders?q=smith&sortBy=spent&orderBy=desc&page=50`],
  ['orders', 'q=smith p2', `${shop}/orders?q=smith&page=2`],
  ['orders', 'q=4711', `${shop}/orders?q=4711`],
  ['orders', 'status+payment', `${shop}/orders?status=Dispatched&payment=2`],
  ['orders', 'status sort spent', `${shop}/orders?status=Delivered&sortBy=spent&orderBy=desc`],
  ['customers', 'first page', `${shop}/customers`],
  ['customers', 'page 100', `${shop}/customers?page=100`],
  ['customers', 'sort customer', `${shop}/customers?sortBy=customer&orderBy=asc`],
  ['customers', 'sort country', `${shop}/customers?sortBy=country&orderBy=desc`],
  ['customers', 'sort customerId', `${shop}/customers?sortBy=customerId&orderBy=asc`],
  ['customers', 'sort orders', `${shop}/customers?sortBy=orders&orderBy=desc`],
  ['customers', 'sort totalSpent p100', `${shop}/customers?sortBy=totalSpent&orderBy=desc&page=100`],
  ['customers', 'q=smith', `${shop}/customers?q=smith`],
  ['customers', 'q=a sorted', `${shop}/customers?q=a&sortBy=customer&orderBy=asc`],
  ['customers', 'q=a p100', `${shop}/customers?q=a&page=100`],
  ['customers', 'q=smith sorted p50', `${shop}/customers?q=smith&sortBy=totalSpent&orderBy=desc&page=50`],
  ['customers', 'country sort spent', `${shop}/customers?country=france&sortBy=totalSpent&orderBy=desc`],
  ['products', 'first page', `${shop}/products`],
  ['products', 'page 100', `${shop}/products?page=100`],
  ['products', 'sort product', `${shop}/products?sortBy=product&orderBy=asc`],
  ['products', 'sort category', `${shop}/products?sortBy=category&orderBy=asc`],
  ['products', 'sort status', `${shop}/products?sortBy=status&orderBy=desc`],
  ['products', 'sort price', `${shop}/products?sortBy=price&orderBy=desc`],
  ['products', 'sort qty', `${shop}/products?sortBy=qty&orderBy=asc`],
  ['products', 'sort sku p100', `${shop}/products?sortBy=sku&orderBy=asc&page=100`],
  ['products', 'q=watch', `${shop}/products?q=watch`],
  ['products', 'q=watch p100', `${shop}/products?q=watch&page=100`],
  ['products', 'q=watch sort price p50', `${shop}/products?q=watch&sortBy=price&orderBy=desc&page=50`],
  ['products', 'category sort price', `${shop}/products?category=Games&sortBy=price&orderBy=desc`],
  ['products', 'stock+status', `${shop}/products?stock=false&status=Inactive`],
  ['categories', 'first page', `${shop}/categories`],
  ['categories', 'sort products', `${shop}/categories?sortBy=products&orderBy=desc`],
  ['categories', 'sort earning', `${shop}/categories?sortBy=earning&orderBy=desc`],
  ['categories', 'q=ga', `${shop}/categories?q=ga`],
  ['reviews', 'first page', `${shop}/reviews`],
  ['reviews', 'page 100', `${shop}/reviews?page=100`],
  ['reviews', 'sort product', `${shop}/reviews?sortBy=product&orderBy=asc`],
  ['reviews', 'sort reviewer', `${shop}/reviews?sortBy=reviewer&orderBy=asc`],
  ['reviews', 'sort date', `${shop}/reviews?sortBy=date&orderBy=desc`],
  ['reviews', 'sort status', `${shop}/reviews?sortBy=status&orderBy=asc`],
  ['reviews', 'q=smith', `${shop}/reviews?q=smith`],
  ['reviews', 'q=smith p100', `${shop}/reviews?q=smith&page=100`],
  ['reviews', 'Pending sort date', `${shop}/reviews?status=Pending&sortBy=date&orderBy=desc`],
  ['reviews', 'rating 5 p100', `${shop}/reviews?rating=5&page=100`],
  ['referrals', 'first page', `${shop}/referrals`],
  ['referrals', 'page 100', `${shop}/referrals?page=100`],
  ['referrals', 'sort users', `${shop}/referrals?sortBy=users&orderBy=asc`],
  ['referrals', 'sort referred-id', `${shop}/referrals?sortBy=referred-id&orderBy=asc`],
  ['referrals', 'sort earning', `${shop}/referrals?sortBy=earning&orderBy=desc`],
  ['referrals', 'sort value', `${shop}/referrals?sortBy=value&orderBy=desc`],
  ['referrals', 'sort status', `${shop}/referrals?sortBy=status&orderBy=asc`],
  ['referrals', 'q=smith', `${shop}/referrals?q=smith`],
  ['referrals', 'q=smith p100', `${shop}/referrals?q=smith&page=100`],
  ['referrals', 'status Paid', `${shop}/referrals?status=Paid`],
  ['users', 'first page', '/api/apps/users'],
  ['users', 'page 100', '/api/apps/users?page=100'],
  ['users', 'sort user', '/api/apps/users?sortBy=user&orderBy=asc'],
  ['users', 'sort email', '/api/apps/users?sortBy=email&orderBy=desc'],
  ['users', 'sort role', '/api/apps/users?sortBy=role&orderBy=asc'],
  ['users', 'sort plan p100', '/api/apps/users?sortBy=plan&orderBy=asc&page=100'],
  ['users', 'sort status', '/api/apps/users?sortBy=status&orderBy=desc'],
  ['users', 'sort billing', '/api/apps/users?sortBy=billing&orderBy=asc'],
  ['users', 'q=smith', '/api/apps/users?q=smith'],
  ['users', 'role sort user', '/api/apps/users?role=editor&sortBy=user&orderBy=asc'],
  ['users', 'role+plan+status', '/api/apps/users?role=author&plan=team&status=pending'],
  ['roles', 'all', '/api/apps/roles'],
  ['permissions', 'first page', '/api/apps/permissions'],
  ['permissions', 'page 100', '/api/apps/permissions?page=100'],
  ['permissions', 'sort name', '/api/apps/permissions?sortBy=name&orderBy=desc'],
  ['permissions', 'q=audit', '/api/apps/permissions?q=audit'],
  ['permissions', 'q=date', '/api/apps/permissions?q=Apr%202026'],
  ['permissions', 'q=role', '/api/apps/permissions?q=maint'],
];

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

type Timing = { requests: number; rps: number; p50: number; p99: number; statuses: Record<string, number> };

async function run(
  base: string,
  path: string,
  headers: Record<string, string>,
  clients: number,
  max: number,
) {
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  const started = performance.now();
  let sent = 0;
  const worker = async () => {
    while (sent < max) {
      sent++;
      const t0 = performance.now();
      const res = await fetch(`${base}${path}`, { headers });
      await res.arrayBuffer();
      times.push(performance.now() - t0);
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: clients }, worker));
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    rps: round1(times.length / seconds),
    p50: round1(quantile(times, 0.5)),
    p99: round1(quantile(times, 0.99)),
    statuses,
  } satisfies Timing;
}

/** A measurement of the harness's load generator as a row's timing: only whether answers were 2xx is known. */
function timingOf(m: Measurement): Timing {
  const statuses: Record<string, number> = { '2xx': m.requests - m.non2xx };
  if (m.non2xx) statuses['non-2xx'] = m.non2xx;
  if (m.errors) statuses.errors = m.errors;
  return { requests: m.requests, rps: round1(m.rps), p50: m.p50, p99: m.p99, statuses };
}

const calls = CALLS.filter(
  ([list, call, path]) =>
    (!values.only || values.only.split(',').includes(list)) &&
    (!values.calls || `${list} ${call}`.includes(values.calls) || path.includes(values.calls)),
);
if (values.before) {
  await sideBySide(values.before);
  process.exit(0);
}
// BENCH_NODE_ARGS: flags for the API's node (--cpu-prof --cpu-prof-dir=/tmp/prof, --trace-gc).
const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean);
const server = await startServer(Number(values.port), {}, { nodeArgs });
const results: { list: string; call: string; path: string; c16: Timing; c1: Timing }[] = [];
let peakRss = 0;
const loadBefore = loadavg();
try {
  const facts = await databaseFacts(url, [
    'orders',
    'customers',
    'products',
    'categories',
    'reviews',
    'referrals',
    'users',
    'roles',
    'permissions',
  ]);
  const rssIdle = server.memory().rssMiB;
  console.log(`${JSON.stringify(facts.counts)}  API RSS ${rssIdle} MiB  load ${loadBefore[0].toFixed(1)}`);
  for (const [list, call, path] of calls) {
    // Warm-up, as in the side-by-side benchmarks: 1 s of the same load, not counted.
    await measure(`${server.base}${path}`, server.headers, CONCURRENCY, 1);
    const c1 = await run(server.base, path, server.headers, 1, SERIAL);
    const c16 = timingOf(await measure(`${server.base}${path}`, server.headers, CONCURRENCY, SECONDS));
    peakRss = Math.max(peakRss, server.memory().rssMiB);
    results.push({ list, call, path, c16, c1 });
    const bad = Object.keys(c16.statuses).some((s) => s !== '2xx') ? ` ${JSON.stringify(c16.statuses)}` : '';
    console.log(
      `${list.padEnd(11)} ${call.padEnd(20)} c16 p50 ${String(c16.p50).padStart(7)}  p99 ${String(c16.p99).padStart(7)} ms ${String(c16.rps).padStart(6)} req/s   c1 p50 ${String(c1.p50).padStart(6)} p99 ${String(c1.p99).padStart(6)} ms${bad}`,
    );
  }
  console.log(
    `load ${loadBefore.map(round1).join(' / ')} before, ${loadavg().map(round1).join(' / ')} after`,
  );
  const memory = server.memory();
  const out = resolve(root, 'bench/results', `list-latency-${values.label}.json`);
  // With --only, the calls measured replace theirs in an earlier full run of the same label.
  if (values.only && existsSync(out)) {
    const earlier = JSON.parse(readFileSync(out, 'utf8')) as Raw;
    const fresh = new Map(results.map((r) => [`${r.list} ${r.call}`, r]));
    const merged = earlier.results.map((r) => fresh.get(`${r.list} ${r.call}`) ?? r);
    results.splice(0, results.length, ...merged);
  }
  const report = {
    label: values.label,
    date: new Date().toISOString(),
    machine: machine(),
    postgres: facts.postgres,
    connection: connectionOf(url),
    counts: facts.counts,
    settings: {
      concurrency: CONCURRENCY,
      secondsPerCall: SECONDS,
      serialRequests: SERIAL,
      loadGenerator: `${loadGeneratorName()} (16 clients); a fetch() loop (1 client)`,
      warmUp: '1 s of the 16 clients before each call is measured',
    },
    load: { before: loadBefore.map(round1), after: loadavg().map(round1) },
    apiMemoryMiB: { idle: rssIdle, peakSampled: peakRss, end: memory.rssMiB, highWaterMark: memory.peakMiB },
    results,
  };
  if (!values['print-only']) {
    mkdirSync(resolve(root, 'bench/results'), { recursive: true });
    writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`written ${out}`);
    writeSummary();
  }
} finally {
  await server.stop();
}

/**
 * Each call on the API of `beforeRoot` (another checkout, port + 1) and on this checkout's (port), over
 * the same database: warm-up, one client, 16 clients on one, then on the other, the order alternating
 * from call to call so that neither always runs second.
 */
async function sideBySide(beforeRoot: string) {
  const port = Number(values.port);
  const before = await startServer(port + 1, {}, { cwd: resolve(beforeRoot) });
  const after = await startServer(port, {});
  const loadBefore = loadavg();
  type Row = { c16: Timing; c1: Timing };
  const one = async (server: typeof after, path: string): Promise<Row> => {
    await measure(`${server.base}${path}`, server.headers, CONCURRENCY, 1);
    const c1 = await run(server.base, path, server.headers, 1, SERIAL);
    const c16 = timingOf(await measure(`${server.base}${path}`, server.headers, CONCURRENCY, SECONDS));
    return { c16, c1 };
  };
  const cell = (r: Row) =>
    `p50 ${String(r.c16.p50).padStart(5)} p99 ${String(r.c16.p99).padStart(5)} ${String(r.c16.rps).padStart(6)}/s c1 ${String(r.c1.p50).padStart(5)}`;
  try {
    console.log(`load ${loadBefore.map(round1).join(' / ')}; each cell: c16 p50, p99 ms, req/s; c1 p50 ms`);
    for (const [i, [list, call, path]] of calls.entries()) {
      const first = i % 2 === 0 ? before : after;
      const a = await one(first, path);
      const b = await one(first === before ? after : before, path);
      const [was, now] = first === before ? [a, b] : [b, a];
      console.log(`${list.padEnd(11)} ${call.padEnd(22)} before ${cell(was)} | after ${cell(now)}`);
    }
    console.log(`load ${loadavg().map(round1).join(' / ')} after`);
  } finally {
    await before.stop();
    await after.stop();
  }
}

/** How the API reaches PostgreSQL: a Unix socket (a host=/… parameter or a socket path as host) or TCP. */
function connectionOf(databaseUrl: string): string {
  const parsed = new URL(databaseUrl);
  const host = parsed.searchParams.get('host') ?? decodeURIComponent(parsed.hostname);
  return host.startsWith('/') ? `Unix socket ${host}` : `TCP ${parsed.hostname}:${parsed.port || 5432}`;
}

type Raw = {
  label: string;
  date: string;
  machine: Record<string, unknown>;
  postgres: string;
  connection?: string;
  counts: Record<string, number>;
  settings: Record<string, number>;
  load: { before: number[]; after: number[] };
  apiMemoryMiB: { idle: number; peakSampled: number; end: number; highWaterMark: number };
  results: { list: string; call: string; path: string; c16: Timing; c1: Timing }[];
};

/** bench/results/list-latency.json in the shape `npm run bench` renders: one section per data size. */
function writeSummary() {
  const sizes = ['10k', '100k', '1m']
    .map((label) => resolve(root, 'bench/results', `list-latency-${label}.json`))
    .filter((file) => existsSync(file))
    .map((file) => JSON.parse(readFileSync(file, 'utf8')) as Raw);
  if (sizes.length === 0) return;
  const sections = sizes.map((raw) => {
    const lists = raw.results.filter((r) => r.list !== 'floor');
    const over = lists.filter((r) => r.c16.p99 > TARGET_P99_MS).length;
    const floor = raw.results.find((r) => r.list === 'floor');
    return {
      title: `Every list at ${raw.counts.orders.toLocaleString('en-US')} orders (${raw.label})`,
      table: {
        columns: [
          'list',
          'call',
          'c16 p50 ms',
          'c16 p99 ms',
          'c16 req/s',
          'p99 / 50 ms target',
          'c1 p50 ms',
          'c1 p99 ms',
          'c1 p99 / 50 ms',
          'c16 p99 / floor p99',
        ],
        rows: raw.results.map((r) => [
          r.list,
          r.call,
          r.c16.p50,
          r.c16.p99,
          r.c16.rps,
          Math.round((r.c16.p99 / TARGET_P99_MS) * 100) / 100,
          r.c1.p50,
          r.c1.p99,
          Math.round((r.c1.p99 / TARGET_P99_MS) * 100) / 100,
          floor ? Math.round((r.c16.p99 / floor.c16.p99) * 100) / 100 : '-',
        ]),
      },
      notes: [
        `Rows: ${Object.entries(raw.counts)
          .map(([t, n]) => `${t} ${n.toLocaleString('en-US')}`)
          .join(', ')}.`,
        `API process memory (RSS): ${raw.apiMemoryMiB.idle} MiB idle, ${raw.apiMemoryMiB.end} MiB after the run, ${raw.apiMemoryMiB.highWaterMark} MiB peak.`,
        `Load average (1/5/15 min) before ${raw.load.before.join(' / ')}, after ${raw.load.after.join(' / ')} on ${raw.machine.cpus} shared cores; run ${raw.date}.`,
        `The API reached PostgreSQL through ${raw.connection ?? 'TCP 127.0.0.1:5432'}.`,
        `${over} of ${lists.length} list calls over the 50 ms p99 target with ${raw.settings.concurrency} clients.`,
        'floor: GET /api/auth/me (session check, no list) through the same process in the same run; "c16 p99 / floor p99" is what the list costs above the request path under the same load.',
      ],
    };
  });
  const growthCalls = sizes[sizes.length - 1].results.map((r) => [r.list, r.call] as const);
  const growth = {
    title: 'How p99 (16 clients) and the API process memory grow with the data',
    table: {
      columns: [
        'list',
        'call',
        ...sizes.map((s) => `p99 ms at ${s.label}`),
        ...sizes.map((s) => `c1 p50 ms at ${s.label}`),
      ],
      rows: [
        ...growthCalls.map(([list, call]) => {
          const at = (s: Raw) => s.results.find((r) => r.list === list && r.call === call);
          return [
            list,
            call,
            ...sizes.map((s) => at(s)?.c16.p99 ?? '-'),
            ...sizes.map((s) => at(s)?.c1.p50 ?? '-'),
          ];
        }),
        ['API RSS', 'MiB after the run', ...sizes.map((s) => s.apiMemoryMiB.end), ...sizes.map(() => '')],
      ],
    },
    notes: ['Same calls, same code, one database per size (bench_list_10k, bench_list_100k, bench_list_1m).'],
  };
  const last = sizes[sizes.length - 1];
  const targets = sizes.map((raw) => {
    const p99s = raw.results.filter((r) => r.list !== 'floor').map((r) => r.c16.p99);
    const over = p99s.filter((p99) => p99 > TARGET_P99_MS).length;
    return {
      what: `Every list call's p99 with ${raw.settings.concurrency} clients, ${raw.counts.orders.toLocaleString('en-US')} orders (${p99s.length} calls)`,
      target: `≤ ${TARGET_P99_MS} ms`,
      measured: `${Math.max(...p99s)} ms at worst${over ? `, ${over} over` : ''} (load ${raw.load.before[0]} → ${raw.load.after[0]})`,
      met: over === 0,
    };
  });
  const summary = {
    title: 'Every list: p50/p99 with 16 and with 1 client, at 10k, 100k and 1M orders (PostgreSQL)',
    generatedAt: new Date().toISOString(),
    machine: { ...last.machine, postgres: last.postgres },
    settings: {
      ...last.settings,
      target: `p99 <= ${TARGET_P99_MS} ms with 16 concurrent clients`,
      command: 'DATABASE_URL=… node --import tsx bench/list-latency.ts --label <size>',
      seed: 'npm run seed -- --scale N (N orders and customers, N/10 products and users, N/100 permissions)',
    },
    sections: [...sections, growth],
    targets,
    notes: [
      'The ratio column is p99 / 50 ms: at most 1 meets the target.',
      'The machine is shared with other sessions: the load average beside each section says how much; the one-client columns (c1) show the work of one request without queueing.',
    ],
  };
  writeFileSync(resolve(root, 'bench/results/list-latency.json'), `${JSON.stringify(summary, null, 2)}\n`);
  console.log('written bench/results/list-latency.json');
}
