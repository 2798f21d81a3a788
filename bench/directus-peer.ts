// The peer: the same order list served by Directus 12.4.0 (npm `directus@12.4.0`, installed on demand
// into .bench-cache/directus) and by our API over the same PostgreSQL rows, measured side by side in one
// run: the two servers take turns on each call (A B B A …), 16 keep-alive connections each, the same
// duration. Target (issue 7): our throughput ≥ 2× Directus's on every call.
//
// Usage: BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/postgres node --import tsx bench/directus-peer.ts
//          [--scale 100000] [--seconds 5] [--rounds 2] [--connections 16] [--keep]
//   Creates the database bench_peer_<scale> on that server (unless it is already seeded), seeds it with
//   our own `npm run seed -- --scale N`, bootstraps Directus's system tables into it with an admin static
//   token, and drops it at the end (--keep keeps it for the next run).
//   BENCH_API_PORT (4204) and BENCH_DIRECTUS_PORT (4304): the two servers, both on 127.0.0.1 only.
// Writes bench/results/directus-peer.json. Not part of `npm test`.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { installDirectus, startDirectus } from './directus-app.ts';
import {
  assertPortFree,
  combine,
  dropDatabase,
  ensureSeeded,
  load1,
  loadGeneratorName,
  login,
  type Measurement,
  machine,
  measure,
  query,
  seededDatabaseName,
  sideBySideOptions,
  startApi,
  stop,
  writeResult,
} from './harness.ts';
import { ratio, writeReport } from './report.ts';

const { server, keep, SCALE, SECONDS, ROUNDS, CONNECTIONS } = sideBySideOptions();
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4204);
const DIRECTUS_PORT = Number(process.env.BENCH_DIRECTUS_PORT ?? 4304);
const { name: dbName, url: dbUrl } = seededDatabaseName(server, SCALE);

// The same page of the same rows from both: 10 orders with the customer's name, e-mail, number and
// avatar. Directus pages the orders and fetches the customers through the customer_id relation (read
// from the foreign key); its `search` only looks at the collection's own text columns, so q is its
// filter on the related customer's name or e-mail, which is what our q does for non-numeric text.
const FIELDS = [
  'id',
  'order_number',
  'status',
  'payment',
  'method',
  'method_number',
  'spent_cents',
  'ordered_at',
  'customer_id.name',
  'customer_id.email',
  'customer_id.avatar',
  'customer_id.customer_number',
].join(',');
const searchFilter = JSON.stringify({
  _or: [
    { customer_id: { name: { _icontains: 'smith' } } },
    { customer_id: { email: { _icontains: 'smith' } } },
  ],
});
const directusList = (params: Record<string, string>) =>
  `/items/orders?${new URLSearchParams({ limit: '10', fields: FIELDS, ...params })}`;
const CALLS: { name: string; ours: string; directus: string }[] = [
  { name: 'first page', ours: '/api/apps/ecommerce/orders', directus: directusList({ sort: '-id' }) },
  {
    name: 'page 100',
    ours: '/api/apps/ecommerce/orders?page=100',
    directus: directusList({ sort: '-id', offset: '990' }),
  },
  {
    name: 'page 5,000',
    ours: '/api/apps/ecommerce/orders?page=5000',
    directus: directusList({ sort: '-id', offset: '49990' }),
  },
  {
    name: 'sort by spent',
    ours: '/api/apps/ecommerce/orders?sortBy=spent&orderBy=desc',
    directus: directusList({ sort: '-spent_cents,-id' }),
  },
  {
    name: 'q=smith',
    ours: '/api/apps/ecommerce/orders?q=smith',
    directus: directusList({ sort: '-id', filter: searchFilter }),
  },
];

/** Both answer 200 with 10 rows and the customer: otherwise the comparison would be meaningless. */
async function check(
  call: (typeof CALLS)[number],
  ours: Record<string, string>,
  theirs: Record<string, string>,
) {
  const a = await fetch(`http://127.0.0.1:${API_PORT}${call.ours}`, { headers: ours });
  const b = await fetch(`http://127.0.0.1:${DIRECTUS_PORT}${call.directus}`, { headers: theirs });
  const aj = (await a.json()) as { orders?: { customer: string; order: number }[] };
  const bj = (await b.json()) as { data?: { customer_id: { name: string }; order_number: number }[] };
  if (!a.ok || !b.ok)
    throw new Error(`${call.name}: ${a.status} / ${b.status} ${JSON.stringify(bj).slice(0, 300)}`);
  const ao = (aj.orders ?? []).map((o) => `${o.order}:${o.customer}`);
  const bo = (bj.data ?? []).map((o) => `${o.order_number}:${o.customer_id?.name}`);
  const same = JSON.stringify(ao) === JSON.stringify(bo);
  console.log(
    `${call.name.padEnd(14)} ours ${ao.length} rows, Directus ${bo.length} rows, same rows: ${same}`,
  );
  return { rows: [ao.length, bo.length], same };
}

/** What EXPLAIN showed (2026-11-23, 100,000 orders); kept with every run's results. */
const FINDINGS = [
  "EXPLAIN ANALYZE on PostgreSQL (100,000 orders, warm, 2026-11-23): Directus answers q=smith with one statement, `orders left join customers … where lower(name) like … or lower(email) like … order by id desc limit 10` (orders_pkey walked backwards, 232 rows, a Memoize'd customers probe: 2.3 ms), then the 10 customers. Ours sends the planner estimate, the same page walk, and a capped count (trigram bitmap scans of customers, then up to 1,001 orders through orders_customer_idx) unless the estimate alone is far past the cap (lib/list-count.ts).",
  'History of the worst call, q=smith: 0.60×, 1.73× and 1.35× in the runs of 2026-11-23, all at load averages of 21-43 on the 2 shared cores, where our three statements per call queued behind other work; 3.31× on 2026-11-27 starting from load 3 (the request-path session cache and the estimate-only count had landed in between). The ratio moves with the load more than the other calls do, because its capped count is the one piece of real database work.',
];

const { dir: directusDir, version: directusVersion } = installDirectus();

const { orders, seededNow } = await ensureSeeded(server, SCALE);
const token = randomBytes(24).toString('hex');
let api: ChildProcess | undefined;
let directus: ChildProcess | undefined;
try {
  await assertPortFree(DIRECTUS_PORT);
  directus = await startDirectus(directusDir, { dbUrl, port: DIRECTUS_PORT, token });
  api = await startApi(API_PORT, { DATABASE_URL: dbUrl });
  const ours = await login(`http://127.0.0.1:${API_PORT}`);
  const theirs = { authorization: `Bearer ${token}` };
  const [{ version }] = await query<{ version: string }>(dbUrl, 'select version()');

  const loadBefore = load1();
  const rows: (string | number)[][] = [];
  const checks: Record<string, unknown> = {};
  const ratios: number[] = [];
  const unfinished: string[] = [];
  for (const call of CALLS) {
    checks[call.name] = await check(call, ours, theirs);
    // Ours; Directus as it pages by default (no count); Directus asked for the count our answer carries.
    const withCount = `${call.directus}&meta=filter_count`;
    const urls = [
      `http://127.0.0.1:${API_PORT}${call.ours}`,
      `http://127.0.0.1:${DIRECTUS_PORT}${call.directus}`,
      `http://127.0.0.1:${DIRECTUS_PORT}${withCount}`,
    ];
    const headers = [ours, theirs, theirs];
    // Warm-up: a second of each, not counted.
    for (const i of [0, 1, 2]) await measure(urls[i], headers[i], CONNECTIONS, 1);
    const runs: Measurement[][] = [[], [], []];
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? [0, 1, 2] : [2, 1, 0];
      for (const i of order) runs[i].push(await measure(urls[i], headers[i], CONNECTIONS, SECONDS));
    }
    const [a, b, c] = runs.map(combine);
    ratios.push(a.rps / b.rps);
    for (const [who, m] of [
      ['ours', a],
      ['Directus', b],
      ['Directus + count', c],
    ] as const) {
      if (m.requests === 0) unfinished.push(`${call.name} (${who})`);
    }
    rows.push([
      call.name,
      a.rps,
      b.rps,
      ratio(a.rps, b.rps),
      c.rps,
      ratio(a.rps, c.rps),
      a.p99,
      b.p99,
      c.p99,
      `${a.non2xx + a.errors} / ${b.non2xx + b.errors} / ${c.non2xx + c.errors}`,
    ]);
    console.log(
      `${call.name.padEnd(14)} ours ${a.rps} req/s | Directus ${b.rps} req/s ${ratio(a.rps, b.rps)} | Directus+count ${c.rps} req/s ${ratio(a.rps, c.rps)}`,
    );
  }
  const worst = Math.min(...ratios);
  const path = writeResult('directus-peer.json', {
    title: `Peer: the order list, ours against Directus ${directusVersion}, ${orders.toLocaleString('en-US')} orders`,
    generatedAt: new Date().toISOString(),
    machine: machine({ postgres: version.split(' on ')[0], directus: directusVersion }),
    settings: {
      database: `${dbName} (our seed, --scale ${SCALE})`,
      connections: CONNECTIONS,
      secondsPerRound: SECONDS,
      rounds: ROUNDS,
      order: 'alternating, A B C then C B A, after 1 s of warm-up each',
      loadGenerator: loadGeneratorName(),
      pools: 'both 10 PostgreSQL connections',
      directus:
        'admin static token, TELEMETRY=false and its reports sent to a closed 127.0.0.1 port, CACHE_ENABLED=false, RATE_LIMITER_ENABLED=false, listening on 127.0.0.1 only',
      loadAverage: `${loadBefore} → ${load1()}`,
    },
    table: {
      columns: [
        'call',
        'ours req/s',
        'Directus req/s',
        'ours ÷ Directus (target ≥ 2)',
        'Directus + count req/s',
        'ours ÷ Directus + count',
        'p99 ms ours',
        'p99 ms Directus',
        'p99 ms Directus + count',
        'errors/non-2xx ours / Directus / + count',
      ],
      rows,
    },
    notes: [
      `Same rows, same page: ${Object.entries(checks)
        .map(([k, v]) => `${k} ${(v as { same: boolean }).same ? 'identical' : 'differ'}`)
        .join(', ')} (order number and customer of the 10 rows compared before measuring).`,
      'Directus requests: `/items/orders?limit=10&offset=…&sort=…&fields=…,customer_id.name,customer_id.email,customer_id.avatar,customer_id.customer_number`; q is `filter={"_or":[{"customer_id":{"name":{"_icontains":"smith"}}},{"customer_id":{"email":{"_icontains":"smith"}}}]}` because its `search` parameter only looks at the orders’ own text columns.',
      'Our answer also carries the list total (exact up to 1,000 matches, then the planner\'s estimate); "Directus" is asked for no count (no `meta`, its fastest form, and the one the target is judged on), "Directus + count" for `meta=filter_count` (an exact count(*)), the same information as ours.',
      ...FINDINGS,
      ...(unfinished.length
        ? [
            `No request finished within a ${SECONDS} s round for: ${unfinished.join(', ')}; hence 0 req/s and no ratio there.`,
          ]
        : []),
      "Absolute figures follow the shared machine's load (the load average before and after is in the settings; 2 cores shared with other work): compare the ratios, measured in the same run, and expect them to move by tens of percent from run to run under heavy load.",
      `Worst ratio ${worst.toFixed(2)}×: ${worst >= 2 ? 'the target (≥ 2× on every call) is met' : 'the target (≥ 2× on every call) is missed'}.`,
    ],
    targets: [
      {
        what: `Order list throughput ÷ Directus ${directusVersion} (worst call, ${orders.toLocaleString('en-US')} orders)`,
        target: '≥ 2.00×',
        measured: `${worst.toFixed(2)}×`,
        met: worst >= 2,
      },
    ],
  });
  console.log(`written ${path}`);
  writeReport();
} finally {
  await stop(api);
  await stop(directus);
  if (!keep) {
    await dropDatabase(server, dbName);
    console.log(`dropped ${dbName}${seededNow ? '' : ' (it was seeded by an earlier --keep run)'}`);
  }
}
