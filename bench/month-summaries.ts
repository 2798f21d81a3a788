// The summary reads of the dashboards before and after the per-month summaries (migration 0030,
// docs/decisions/012-dashboard-summaries.md), timed one call at a time on one connection, old and new
// alternated so the shared machine's load weighs on both alike. Old = the repository functions of a
// checkout from before 0030 (`--before`, e.g. `git worktree add /tmp/before <commit before 0030>`),
// which read the per-day tables only; new = this checkout's. Both run against the same migrated
// database (the old reads are still valid SQL there). Each pair of results is also compared: the old
// and new reads must give the same figures.
// Usage: node --import tsx bench/month-summaries.ts --before /tmp/before [--database bench_dash_1m]
//        [--runs 60] [--out bench/results/month-summaries.json]
// Not part of npm test.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, resolve } from 'node:path';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { resolveDashboardRange } from '@app/contracts';
import { openDatabase } from '../apps/server/src/db/client.ts';

const { values } = parseArgs({
  options: {
    before: { type: 'string' },
    database: { type: 'string', default: 'bench_dash_1m' },
    runs: { type: 'string', default: '60' },
    out: { type: 'string', default: 'bench/results/month-summaries.json' },
  },
});
if (!values.before) throw new Error('--before: a checkout of the code before migration 0030');
if (!/^[a-z0-9_]+$/.test(values.database)) throw new Error('--database: letters, digits and _ only');
const RUNS = Number(values.runs);
const serverUrl = new URL(
  process.env.BENCH_DATABASE_URL ??
    process.env.BENCH_POSTGRES_URL ??
    'postgres://root@127.0.0.1:5432/postgres',
);
serverUrl.pathname = `/${values.database}`;
const root = resolve(import.meta.dirname, '..');
const modules = (base: string) => resolve(base, 'apps/server/src/modules');

type Repos = {
  shop: typeof import('../apps/server/src/modules/ecommerce-dashboard/ecommerce-dashboard.repository.ts');
  crm: typeof import('../apps/server/src/modules/crm-dashboard/crm-dashboard.repository.ts');
  analytics: typeof import('../apps/server/src/modules/analytics/analytics-dashboard.repository.ts');
  stats: typeof import('../apps/server/src/modules/order/order-stats.repository.ts');
};
const load = async (base: string): Promise<Repos> => ({
  shop: await import(`${modules(base)}/ecommerce-dashboard/ecommerce-dashboard.repository.ts`),
  crm: await import(`${modules(base)}/crm-dashboard/crm-dashboard.repository.ts`),
  analytics: await import(`${modules(base)}/analytics/analytics-dashboard.repository.ts`),
  stats: await import(`${modules(base)}/order/order-stats.repository.ts`),
});
const before = await load(resolve(values.before));
const after = await load(root);

const database = await openDatabase({ url: serverUrl.toString() });
const db = database.db;
const now = Date.now();
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const PERIODS = {
  '30 days': resolveDashboardRange({}, now),
  'a year': resolveDashboardRange({ from: isoDay(now - 364 * 86_400_000), to: isoDay(now) }, now),
};

type Read = (r: Repos) => Promise<unknown>;
const reads: [string, Read][] = [];
for (const [label, { current: p, previous }] of Object.entries(PERIODS)) {
  reads.push(
    [`shop figures, ${label}`, (r) => r.shop.shopFigures(db, p, previous)],
    [
      `CRM sales and sign-ups, ${label} and previous`,
      async (r) => [await r.crm.salesOf(db, p), await r.crm.salesOf(db, previous)],
    ],
    [`CRM sales by country, ${label}`, (r) => r.crm.salesByCountryOf(db, p, previous)],
    [`analytics dashboard, ${label}`, (r) => r.analytics.loadAnalyticsDashboard(db, p, now)],
  );
}
reads.push(
  [`CRM earnings per month, a year`, (r) => r.crm.earningsOf(db, PERIODS['a year'].current, 'month')],
  ['CRM counts (sign-ups per month)', (r) => r.crm.countFigures(db)],
  ['order stats cards (all time)', (r) => r.stats.orderStats(db)],
);

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const round = (n: number) => Math.round(n * 100) / 100;
const time = async (read: Read, repos: Repos) => {
  const t0 = performance.now();
  const result = await read(repos);
  return { ms: performance.now() - t0, result };
};

const loadBefore = loadavg()[0];
const rows: (string | number)[][] = [];
try {
  for (const [name, read] of reads) {
    for (let i = 0; i < 3; i++) await Promise.all([read(before), read(after)]);
    const old: number[] = [];
    const now_: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      // Alternate which goes first, so neither always runs on a warmer cache.
      const [first, second] = i % 2 ? [after, before] : [before, after];
      const a = await time(read, first);
      const b = await time(read, second);
      const [o, n] = i % 2 ? [b, a] : [a, b];
      old.push(o.ms);
      now_.push(n.ms);
      if (i === 0 && !isDeepStrictEqual(o.result, n.result)) {
        throw new Error(`${name}: the month rows give other figures than the day rows`);
      }
    }
    old.sort((x, y) => x - y);
    now_.sort((x, y) => x - y);
    const row = [
      name,
      round(quantile(old, 0.5)),
      round(quantile(old, 0.95)),
      round(quantile(now_, 0.5)),
      round(quantile(now_, 0.95)),
      round(quantile(old, 0.5) / quantile(now_, 0.5)),
    ];
    rows.push(row);
    console.log(row.join('  '));
  }
} finally {
  await database.close();
}

const report = {
  title: 'Dashboard summary reads before and after the per-month summaries (migration 0030), one client',
  generatedAt: new Date().toISOString(),
  machine: { cpus: cpus().length, memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version },
  notes: [],
  settings: {
    database: values.database,
    runs: RUNS,
    loadAverage: { before: loadBefore, after: loadavg()[0] },
  },
  sections: [
    {
      title: 'Repository calls, old (day rows only) and new (month rows for whole months), alternated',
      table: {
        columns: ['read', 'old p50 ms', 'old p95 ms', 'new p50 ms', 'new p95 ms', 'p50 old / new'],
        rows,
      },
      notes: [
        'Each read is the repository function the API calls, over node-postgres, without HTTP or the session check.',
        'The first pair of each read is compared: old and new give the same figures (the run stops otherwise).',
        'The machine is shared with other sessions: the load average is in the settings.',
      ],
    },
  ],
};
const out = resolve(root, values.out);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
console.log(`written ${out}`);
