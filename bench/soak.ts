// `npm run bench:soak`: a soak of the API (issue 12, "Faults"): the real server (apps/server/src/main.ts)
// on a fresh database seeded with the demo, `--connections` clients sending a mix of reads and writes
// for `--minutes`, one request after another each (keep-alive). It records:
//   - errors: network errors, timeouts, 5xx and any 4xx (the mix sends only valid requests on rows
//     no other client touches at the same time, so no 4xx is expected);
//   - p50 / p99 / max per kind of request and the throughput;
//   - the API process's memory every 10 s: its live heap after a full garbage collection (a probe
//     loaded into it, bench/soak-probe.ts, answers over IPC) and its resident memory (VmRSS of
//     /proc/<pid>/status); for each, the median of the three samples after the warm-up (`--warmup`
//     minutes) against the median of the last three. The target applies to the heap: RSS rises and
//     falls by a hundred MiB with the collector's rhythm, and is reported beside it.
// Targets: 0 errors, memory growth under 10 % after the warm-up. Not part of `npm test`; traffic goes
// only to 127.0.0.1 and the run stops by itself.
//
// Usage: BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/postgres \
//   node --import tsx bench/soak.ts [--minutes 10] [--connections 50] [--warmup 2] [--port 4204]
//   [--db-name bench_soak] [--pglite]
// On PostgreSQL it creates the database (`--db-name`, dropped at the end); with --pglite (or without
// BENCH_DATABASE_URL) the server runs on the embedded database in a temporary directory.
// Writes bench/results/soak.json (soak-pglite.json with --pglite).
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type BenchServer, machine, round1, startServer } from './bench-server.ts';
import { dropDatabase, query, writeResult } from './harness.ts';
import type { Target } from './report.ts';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '2' },
    port: { type: 'string', default: process.env.BENCH_API_PORT ?? '4204' },
    'db-name': { type: 'string', default: 'bench_soak' },
    pglite: { type: 'boolean', default: false },
  },
});
const MINUTES = Number(values.minutes);
const CONNECTIONS = Number(values.connections);
const WARMUP_MINUTES = Number(values.warmup);
const PORT = Number(values.port);
const SAMPLE_MS = 10_000;
const REQUEST_TIMEOUT_MS = 30_000;
/** Rows the soak made that it keeps at most per kind: creates turn into deletes beyond it. */
const POOL_CAP = 300;

const serverUrl = process.env.BENCH_DATABASE_URL;
const onPglite = values.pglite || !serverUrl;
const dbName = values['db-name'] as string;
if (!/^[a-z_][a-z0-9_]*$/.test(dbName)) throw new Error('--db-name: lower-case letters, digits and _ only');

// ── the database and the server ─────────────────────────────────────────────────────────────────
let dataDir: string | undefined;
let env: Record<string, string>;
let postgresVersion: string | undefined;
if (onPglite) {
  dataDir = mkdtempSync(join(tmpdir(), 'soak-'));
  env = { DATA_DIR: dataDir };
} else {
  const url = new URL(serverUrl as string);
  url.pathname = `/${dbName}`;
  await dropDatabase(serverUrl as string, dbName);
  await query(serverUrl as string, `create database ${dbName}`);
  [{ server_version: postgresVersion }] = await query<{ server_version: string }>(
    serverUrl as string,
    'show server_version',
  );
  env = { DATABASE_URL: url.toString() };
}

const cleanup = async () => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  else await dropDatabase(serverUrl as string, dbName);
};

console.log(
  `starting the API on 127.0.0.1:${PORT} (${onPglite ? 'embedded database' : `PostgreSQL ${dbName}`})`,
);
let server: BenchServer;
try {
  // The checkout is throttled per client address: behind a proxy each visitor has their own (X-Forwarded-For).
  server = await startServer(
    PORT,
    { ...env, SEED_DEMO: 'true', TRUST_PROXY: 'true' },
    { nodeArgs: ['--expose-gc', '--import', './bench/soak-probe.ts'], ipc: true },
  );
} catch (error) {
  await cleanup();
  throw error;
}
// Stopped early (Ctrl-C): the API process and the database go too.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`${signal}: stopping the API and dropping the soak's database`);
    void server
      .stop()
      .then(cleanup, cleanup)
      .finally(() => process.exit(130));
  });
}

// ── requests ────────────────────────────────────────────────────────────────────────────────────
const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
type Answer = { status: number; body: unknown; ms: number };

function send(method: string, path: string, body?: unknown, extra: Record<string, string> = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const started = performance.now();
    const req = http.request(
      `${server.base}${path}`,
      {
        method,
        agent,
        headers: {
          ...server.headers,
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...extra,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const ms = performance.now() - started;
          const text = Buffer.concat(chunks).toString();
          let parsed: unknown = text;
          if ((res.headers['content-type'] ?? '').includes('json') && text) parsed = JSON.parse(text);
          resolve({ status: res.statusCode ?? 0, body: parsed, ms });
        });
        res.on('error', reject);
      },
    );
    req.setTimeout(REQUEST_TIMEOUT_MS, () =>
      req.destroy(new Error(`timeout after ${REQUEST_TIMEOUT_MS} ms`)),
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)];
const rand = (n: number) => Math.floor(Math.random() * n);
let made = 0;
const tag = () => `${process.pid}-${++made}`;

/** Ids of the demo's rows (read only) and of the rows the soak made (each taken by one client at a time). */
const seeded = {
  orders: [] as number[],
  products: [] as number[],
  users: [] as number[],
  customers: [] as number[],
};
const mine = { products: [] as number[], users: [] as number[], orders: [] as number[] };
/** Products made for the checkout, with stock enough for the whole run. */
const forSale: number[] = [];

const idsOf = (body: unknown): number[] => {
  const list = Object.values(body as Record<string, unknown>).find(Array.isArray) as { id: number }[];
  return (list ?? []).map((r) => r.id);
};

const words = ['a', 'e', 'on', 'an', 'er', 'lo', 'ma', 'ch', 'ro', 'st'];
const orderStatuses = ['Dispatched', 'Out for Delivery', 'Ready to Pickup', 'Delivered'] as const;
const productStatuses = ['Inactive', 'Published', 'Scheduled'] as const;
const plans = ['basic', 'team', 'company', 'enterprise'] as const;
const sorts = ['asc', 'desc'] as const;
const range = () => {
  const from = new Date(Date.UTC(2026, rand(11), 1 + rand(27)));
  const to = new Date(from.getTime() + (7 + rand(120)) * 86_400_000);
  return `from=${from.toISOString().slice(0, 10)}&to=${to.toISOString().slice(0, 10)}`;
};

const productBody = (name: string, qty = 50 + rand(500)) => ({
  productName: name,
  sku: `soak-${tag()}`,
  categoryId: 1 + rand(3),
  price: 5 + rand(500),
  qty,
  status: pick(productStatuses),
  description: `<p>Made by the soak at ${new Date().toISOString()}</p>`,
});

/** One kind of request: a weight in the mix and what it sends (`undefined` when it has nothing to do now). */
type Kind = { name: string; weight: number; run(): Promise<Answer | undefined> };

/** Takes a row of the soak's own out of its pool for the time of `work` (no two clients touch one row). */
async function withOwn(pool: number[], work: (id: number) => Promise<Answer>, keep = true) {
  const id = pool.splice(rand(pool.length), 1)[0];
  if (id === undefined) return undefined;
  try {
    const answer = await work(id);
    if (keep || answer.status >= 300) pool.push(id);
    return answer;
  } catch (error) {
    pool.push(id);
    throw error;
  }
}

const kinds: Kind[] = [
  // Lists with filters, search, sorting and pages.
  {
    name: 'list orders',
    weight: 10,
    run: () =>
      send(
        'GET',
        `/api/apps/ecommerce/orders?q=${pick(words)}&${rand(2) ? `status=${encodeURIComponent(pick(orderStatuses))}&` : ''}sortBy=${pick(['order', 'date', 'spent', 'status'])}&orderBy=${pick(sorts)}&page=${1 + rand(3)}&itemsPerPage=10`,
      ),
  },
  {
    name: 'list products',
    weight: 8,
    run: () =>
      send(
        'GET',
        `/api/apps/ecommerce/products?q=${pick(words)}&${rand(2) ? `status=${pick(productStatuses)}&` : ''}sortBy=${pick(['product', 'price', 'qty'])}&orderBy=${pick(sorts)}&page=1&itemsPerPage=25`,
      ),
  },
  {
    name: 'list users',
    weight: 8,
    run: () =>
      send(
        'GET',
        `/api/apps/users?q=${pick(words)}&${rand(2) ? `plan=${pick(plans)}&` : ''}sortBy=${pick(['user', 'email', 'role'])}&orderBy=${pick(sorts)}&page=1&itemsPerPage=10`,
      ),
  },
  {
    name: 'list customers',
    weight: 4,
    run: () =>
      send(
        'GET',
        `/api/apps/ecommerce/customers?q=${pick(words)}&sortBy=totalSpent&orderBy=desc&page=1&itemsPerPage=10`,
      ),
  },
  {
    name: 'list invoices',
    weight: 4,
    run: () =>
      send(
        'GET',
        `/api/apps/invoice?q=${pick(words)}&sortBy=total&orderBy=${pick(sorts)}&page=1&itemsPerPage=10`,
      ),
  },
  // Dashboards.
  {
    name: 'e-commerce dashboard',
    weight: 4,
    run: () => send('GET', `/api/apps/ecommerce/dashboard?${range()}`),
  },
  { name: 'CRM dashboard', weight: 3, run: () => send('GET', `/api/dashboard/crm?${range()}`) },
  { name: 'analytics dashboard', weight: 3, run: () => send('GET', `/api/dashboard/analytics?${range()}`) },
  { name: 'order stats', weight: 2, run: () => send('GET', '/api/apps/ecommerce/orders/stats') },
  // Detail reads.
  {
    name: 'order detail',
    weight: 8,
    run: () => send('GET', `/api/apps/ecommerce/orders/${pick(seeded.orders)}`),
  },
  {
    name: 'product detail',
    weight: 6,
    run: () => send('GET', `/api/apps/ecommerce/products/${pick(seeded.products)}`),
  },
  { name: 'user detail', weight: 5, run: () => send('GET', `/api/apps/users/${pick(seeded.users)}`) },
  { name: 'me', weight: 4, run: () => send('GET', '/api/auth/me') },
  // Writes: products.
  {
    name: 'create product',
    weight: 3,
    run: async () => {
      if (mine.products.length >= POOL_CAP) return undefined;
      const answer = await send('POST', '/api/apps/ecommerce/products', productBody(`Soak product ${tag()}`));
      if (answer.status === 201) mine.products.push((answer.body as { id: number }).id);
      return answer;
    },
  },
  {
    name: 'update product',
    weight: 3,
    run: () =>
      withOwn(mine.products, (id) =>
        send('PUT', `/api/apps/ecommerce/products/${id}`, productBody(`Soak product ${id} v${tag()}`)),
      ),
  },
  {
    name: 'delete product',
    weight: 2,
    run: () => withOwn(mine.products, (id) => send('DELETE', `/api/apps/ecommerce/products/${id}`), false),
  },
  // Writes: users.
  {
    name: 'create user',
    weight: 2,
    run: async () => {
      if (mine.users.length >= POOL_CAP) return undefined;
      const t = tag();
      const answer = await send('POST', '/api/apps/users', {
        fullName: `Soak User ${t}`,
        username: `soak.${t}`,
        email: `soak.${t}@example.com`,
        role: pick(['editor', 'author', 'subscriber', 'maintainer']),
        currentPlan: pick(plans),
      });
      if (answer.status === 201) mine.users.push((answer.body as { id: number }).id);
      return answer;
    },
  },
  {
    name: 'update user',
    weight: 2,
    run: () =>
      withOwn(mine.users, (id) =>
        send('PATCH', `/api/apps/users/${id}`, {
          currentPlan: pick(plans),
          status: pick(['active', 'inactive', 'pending']),
          company: `Soak ${tag()}`,
        }),
      ),
  },
  {
    name: 'delete user',
    weight: 1,
    run: () => withOwn(mine.users, (id) => send('DELETE', `/api/apps/users/${id}`), false),
  },
  // Writes: orders (the shop's checkout places them; the back office moves and deletes them).
  {
    name: 'place order',
    weight: 3,
    run: async () => {
      if (mine.orders.length >= POOL_CAP) return undefined;
      const chosen = [...forSale].sort(() => Math.random() - 0.5).slice(0, 1 + rand(4));
      const t = tag();
      const answer = await send(
        'POST',
        '/api/checkout/orders',
        {
          items: chosen.map((productId) => ({ productId, qty: 1 + rand(3) })),
          customer: { fullName: `Soak Buyer ${t}`, email: `soak.buyer.${rand(500)}@example.com` },
          address: {
            line1: '12 Market Street',
            city: 'Springfield',
            postalCode: '62701',
            country: 'United States',
          },
          card: { name: 'Soak Buyer', number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' },
        },
        // A visitor's address of its own (the checkout allows 20 orders per address in 10 minutes).
        { 'x-forwarded-for': `10.${rand(256)}.${rand(256)}.${1 + rand(254)}` },
      );
      if (answer.status === 201) mine.orders.push((answer.body as { orderId: number }).orderId);
      return answer;
    },
  },
  {
    name: 'order status',
    weight: 2,
    run: () =>
      withOwn(mine.orders, async (id) => {
        const detail = await send('GET', `/api/apps/ecommerce/orders/${id}`);
        if (detail.status !== 200) return detail;
        const current = (detail.body as { status: string }).status;
        const next = pick(orderStatuses.filter((s) => s !== current));
        return send('PATCH', `/api/apps/ecommerce/orders/${id}/status`, { status: next, note: 'soak' });
      }),
  },
  {
    name: 'delete order',
    weight: 2,
    run: () => withOwn(mine.orders, (id) => send('DELETE', `/api/apps/ecommerce/orders/${id}`), false),
  },
];
const totalWeight = kinds.reduce((s, k) => s + k.weight, 0);
const chooseKind = () => {
  let r = Math.random() * totalWeight;
  for (const kind of kinds) {
    r -= kind.weight;
    if (r < 0) return kind;
  }
  return kinds[kinds.length - 1];
};

// ── setup: ids to read, products to sell ──────────────────────────────────────────────────────
const must = async (answer: Promise<Answer>, what: string) => {
  const a = await answer;
  if (a.status >= 300) throw new Error(`${what}: ${a.status} ${JSON.stringify(a.body)}`);
  return a.body;
};
try {
  seeded.orders = idsOf(await must(send('GET', '/api/apps/ecommerce/orders?itemsPerPage=100'), 'orders'));
  seeded.products = idsOf(
    await must(send('GET', '/api/apps/ecommerce/products?itemsPerPage=100'), 'products'),
  );
  seeded.users = idsOf(await must(send('GET', '/api/apps/users?itemsPerPage=100'), 'users'));
  for (let i = 0; i < 8; i++) {
    const body = await must(
      send('POST', '/api/apps/ecommerce/products', {
        ...productBody(`Soak stock ${i}`, 1_000_000),
        status: 'Published',
      }),
      'a product for sale',
    );
    forSale.push((body as { id: number }).id);
  }
  if (!seeded.orders.length || !seeded.products.length || !seeded.users.length)
    throw new Error('the demo data should have orders, products and users');
} catch (error) {
  await server.stop();
  await cleanup();
  throw error;
}

// ── the run ─────────────────────────────────────────────────────────────────────────────────────
type Stat = { times: number[]; errors: number };
const stats = new Map<string, Stat>(kinds.map((k) => [k.name, { times: [], errors: 0 }]));
const errorSamples: string[] = [];
const errorCounts = new Map<string, number>();
const noteError = (kind: string, what: string) => {
  (stats.get(kind) as Stat).errors++;
  const key = `${kind}: ${what.slice(0, 200)}`;
  errorCounts.set(key, (errorCounts.get(key) ?? 0) + 1);
  if (errorSamples.length < 20) errorSamples.push(key);
};

type Sample = { minute: number; rssMiB: number; heapMiB: number; requests: number; errors: number };
type ProbeAnswer = { soakProbe?: { heapUsed: number } };
/** The API's live heap after a full collection (bench/soak-probe.ts), in MiB. */
function heapAfterGc(): Promise<number> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      server.process.off('message', onMessage);
      resolve(Number.NaN);
    }, 5000);
    const onMessage = (message: ProbeAnswer) => {
      if (!message?.soakProbe) return;
      clearTimeout(timer);
      server.process.off('message', onMessage);
      resolve(round1(message.soakProbe.heapUsed / 2 ** 20));
    };
    server.process.on('message', onMessage);
    server.process.send?.({ soakProbe: 'sample' });
  });
}
const samples: Sample[] = [];
let requests = 0;
let errors = 0;
const load: { before: number; after?: number } = { before: round1(loadavg()[0]) };
const startedAt = performance.now();
const deadline = startedAt + MINUTES * 60_000;
const minuteNow = () => round1((performance.now() - startedAt) / 60_000);
const cpuBefore = server.cpuSeconds();

const sample = async () => {
  if (server.process.exitCode !== null) return;
  const minute = minuteNow();
  const rssMiB = server.memory().rssMiB;
  const heapMiB = await heapAfterGc();
  samples.push({ minute, rssMiB, heapMiB, requests, errors });
  console.log(
    `${minute.toFixed(1)} min  rss ${rssMiB} MiB  heap after GC ${heapMiB} MiB  ${requests} requests  ${errors} errors  load ${round1(loadavg()[0])}`,
  );
};
await sample();
const sampler = setInterval(() => void sample(), SAMPLE_MS);

async function client() {
  while (performance.now() < deadline && server.process.exitCode === null) {
    const kind = chooseKind();
    try {
      const answer = await kind.run();
      if (!answer) continue;
      requests++;
      (stats.get(kind.name) as Stat).times.push(answer.ms);
      if (answer.status >= 300) {
        errors++;
        noteError(kind.name, `${answer.status} ${JSON.stringify(answer.body)}`);
      }
    } catch (error) {
      requests++;
      errors++;
      noteError(kind.name, (error as Error).message);
    }
  }
}
console.log(`soak: ${CONNECTIONS} clients for ${MINUTES} min (warm-up ${WARMUP_MINUTES} min)`);
await Promise.all(Array.from({ length: CONNECTIONS }, client));
clearInterval(sampler);
await sample();
const seconds = (performance.now() - startedAt) / 1000;
const cpuSeconds = server.cpuSeconds() - cpuBefore;
const crashed = server.process.exitCode !== null;
load.after = round1(loadavg()[0]);
agent.destroy();
const counts = onPglite
  ? undefined
  : Object.fromEntries(
      await Promise.all(
        ['orders', 'order_items', 'products', 'users', 'sessions'].map(
          async (t) =>
            [
              t,
              (
                await query<{ n: number }>(env.DATABASE_URL as string, `select count(*)::int as n from ${t}`)
              )[0].n,
            ] as const,
        ),
      ),
    );
await server.stop();
await cleanup();

// ── results ─────────────────────────────────────────────────────────────────────────────────────
const quantile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : Number.NaN;
const all: number[] = [];
const rows = kinds.map((k) => {
  const s = stats.get(k.name) as Stat;
  const times = s.times.sort((a, b) => a - b);
  all.push(...times);
  return [
    k.name,
    times.length,
    round1(times.length / seconds),
    round1(quantile(times, 0.5)),
    round1(quantile(times, 0.99)),
    round1(times.at(-1) ?? Number.NaN),
    s.errors,
  ];
});
all.sort((a, b) => a - b);
rows.push([
  'all',
  all.length,
  round1(all.length / seconds),
  round1(quantile(all, 0.5)),
  round1(quantile(all, 0.99)),
  round1(all.at(-1) ?? Number.NaN),
  errors,
]);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const afterWarmup = samples.filter((s) => s.minute >= WARMUP_MINUTES);
/** The median of the first three samples after the warm-up, of the last three, and the growth in %. */
const growthOf = (field: 'rssMiB' | 'heapMiB') => {
  if (afterWarmup.length < 6) return { warm: Number.NaN, end: Number.NaN, growth: Number.NaN };
  const warm = median(afterWarmup.slice(0, 3).map((s) => s[field]));
  const end = median(afterWarmup.slice(-3).map((s) => s[field]));
  return { warm, end, growth: round1(((end - warm) / warm) * 100) };
};
const heap = growthOf('heapMiB');
const rss = growthOf('rssMiB');
const peak = Math.max(...samples.map((s) => s.rssMiB));

const targets: Target[] = [
  {
    what: 'soak: errors',
    target: '0',
    measured: String(errors + (crashed ? 1 : 0)),
    met: errors === 0 && !crashed,
  },
  {
    what: 'soak: memory growth after the warm-up (live heap after GC)',
    target: '< 10 %',
    measured: `${heap.growth} % (${heap.warm} → ${heap.end} MiB; RSS ${rss.warm} → ${rss.end} MiB, ${rss.growth} %)`,
    met: Number.isFinite(heap.growth) ? heap.growth < 10 : null,
  },
  {
    what: 'soak: p99, all requests',
    target: 'recorded',
    measured: `${round1(quantile(all, 0.99))} ms`,
    met: true,
  },
];

const file = writeResult(onPglite ? 'soak-pglite.json' : 'soak.json', {
  title: `Soak: ${MINUTES} min at ${CONNECTIONS} connections, mixed reads and writes (${onPglite ? 'embedded database' : 'PostgreSQL'})`,
  generatedAt: new Date().toISOString(),
  machine: { ...machine(), ...(postgresVersion ? { postgres: postgresVersion } : {}) },
  settings: {
    minutes: MINUTES,
    connections: CONNECTIONS,
    warmupMinutes: WARMUP_MINUTES,
    sampleEverySeconds: SAMPLE_MS / 1000,
    loadGenerator:
      'node:http keep-alive clients in the bench process, each sending its next request when the last answered',
    server:
      'apps/server/src/main.ts via tsx, LOG_LEVEL=warn, SEED_DEMO=true on a fresh database, TRUST_PROXY=true',
    database: onPglite
      ? 'embedded (PGlite) in a temporary directory'
      : `PostgreSQL, fresh database ${dbName}`,
    mix: Object.fromEntries(kinds.map((k) => [k.name, `${round1((k.weight / totalWeight) * 100)} %`])),
    loadAverage: load,
  },
  table: {
    columns: ['request', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'errors'],
    rows,
  },
  sections: [
    {
      title: 'Memory of the API process every 10 s: live heap after a full GC, and RSS',
      table: {
        columns: ['minute', 'heap after GC MiB', 'RSS MiB', 'requests so far', 'errors so far'],
        rows: samples.map((s) => [s.minute, s.heapMiB, s.rssMiB, s.requests, s.errors]),
      },
    },
  ],
  targets,
  notes: [
    `${all.length} requests in ${Math.round(seconds)} s (${round1(all.length / seconds)} req/s), ${errors} errors${crashed ? '; THE SERVER EXITED during the run' : ''}.`,
    `Memory, live heap after a full GC: ${heap.warm} MiB after the warm-up (median of the 3 samples from minute ${WARMUP_MINUTES}), ${heap.end} MiB at the end (median of the last 3), growth ${heap.growth} %. RSS: ${rss.warm} → ${rss.end} MiB (${rss.growth} %), peak ${peak} MiB.`,
    'The probe runs a full garbage collection in the API process every 10 s (a pause of some tens of ms), which the latencies include.',
    `The API process used ${round1(cpuSeconds)} s of CPU (${round1((cpuSeconds / seconds) * 100)} % of one core; ${round1((cpuSeconds * 1000) / Math.max(1, all.length))} ms per request).`,
    'Every 4xx counts as an error: each client works on rows no other client touches (ids are taken out of a shared pool for the time of a write), so a valid request has no reason to be refused.',
    'Shared machine: 2 cores, the load generator runs on the same machine, and other work (other sessions, their tests and builds) was running at the same time; the load average is in the settings. Latencies are therefore upper bounds.',
    ...(counts
      ? [`Rows at the end: ${JSON.stringify(counts)} (the soak caps its own rows at ${POOL_CAP} per kind).`]
      : []),
    ...(errorCounts.size
      ? [`Errors: ${JSON.stringify(Object.fromEntries([...errorCounts].slice(0, 20)))}`]
      : []),
  ],
});
console.log(`written ${file}`);
for (const t of targets)
  console.log(`${t.met ? 'met    ' : 'NOT met'}  ${t.what}: ${t.measured} (target ${t.target})`);
process.exit(0);
