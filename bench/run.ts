// `npm run bench`: every benchmark in bench/ that exists, one after the other (each writes its
// bench/results/*.json), then BENCHMARKS.md from all the results there (bench/report.ts, which
// `npm run bench:report` runs alone). Not part of `npm test`; traffic goes only to 127.0.0.1.
//
// Environment:
//   BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/postgres  a PostgreSQL server the benchmarks may
//       create (and drop) throw-away databases on; without it only the PGlite and Lighthouse parts run.
//   BENCH_SCALE=100000        orders (and customers) in the database shared by pglite-vs-postgres and
//       directus-peer (bench_peer_100k, or bench_peer_1m for 1000000); BENCH_KEEP=1 keeps it afterwards.
//   DATABASE_URL=postgres://…  an already seeded database for the scripts that measure one (list-latency).
//   BENCH_API_PORT (4204), BENCH_PGLITE_PORT (4104), BENCH_DIRECTUS_PORT (4304), LIGHTHOUSE_PORT (4501): ports on 127.0.0.1 for
//       the servers under test (each checked free before use).
// `npm run bench -- --only directus-peer,lighthouse` runs only the scripts whose names start so.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { dropDatabase, seededDatabaseName } from './harness.ts';
import { writeReport } from './report.ts';

const root = join(import.meta.dirname, '..');
const { values } = parseArgs({ options: { only: { type: 'string' } } });
const only = values.only?.split(',').map((s) => s.trim());

const env = process.env;
const pgServer = Boolean(env.BENCH_DATABASE_URL);
const scale = env.BENCH_SCALE ?? '100000';
const needsServer = 'set BENCH_DATABASE_URL to a PostgreSQL server to create throw-away databases on';

type Step = { script: string; args?: string[]; when: boolean; why?: string; what: string };
const steps: Step[] = [
  {
    what: 'request path: our API against bare node:http ceiling servers',
    script: 'request-path.ts',
    when: pgServer,
    why: needsServer,
  },
  { what: 'API latency, PGlite (and PostgreSQL)', script: 'api-latency.ts', when: true },
  {
    what: `PGlite against PostgreSQL, ${scale} orders`,
    script: 'pglite-vs-postgres.ts',
    // Kept for directus-peer, which drops it (unless BENCH_KEEP).
    args: ['--scale', scale, '--keep'],
    when: pgServer,
    why: needsServer,
  },
  {
    what: `peer: the order list against Directus 12.4.0, ${scale} orders`,
    script: 'directus-peer.ts',
    args: ['--scale', scale, ...(env.BENCH_KEEP ? ['--keep'] : [])],
    when: pgServer,
    why: needsServer,
  },
  {
    what: 'every list at 10k / 100k / 1M orders',
    script: 'list-latency.ts',
    when: pgServer || Boolean(env.DATABASE_URL),
    why: `${needsServer}, or DATABASE_URL to a seeded database`,
  },
  {
    what: 'PostgreSQL over TCP against its Unix socket',
    script: 'pg-connection.ts',
    when: Boolean(env.DATABASE_URL),
    why: 'set DATABASE_URL to a seeded database reached over TCP',
  },
  // Every dashboard call at 10k and 100k orders (summaries only), then at 1M with the raw aggregates beside.
  ...[
    ['10k', '10000'],
    ['100k', '100000'],
  ].map(([label, scale]) => ({
    what: `every dashboard call at ${label} orders`,
    script: 'dashboard-latency.ts',
    args: [
      '--scale',
      scale,
      '--database',
      `bench_dash_${label}`,
      '--raw-requests',
      '0',
      '--out',
      `bench/results/dashboard-latency-${label}.json`,
    ],
    when: pgServer,
    why: needsServer,
  })),
  {
    what: 'every dashboard call at 1M orders',
    script: 'dashboard-latency.ts',
    when: pgServer || Boolean(env.DATABASE_URL),
    why: `${needsServer}, or DATABASE_URL to a seeded database`,
  },
  {
    what: 'streamed CSV export',
    script: 'export.ts',
    when: pgServer || Boolean(env.DATABASE_URL),
    why: needsServer,
  },
  { what: 'seeding at scale', script: 'seed-scale.ts', when: pgServer, why: needsServer },
  {
    what: 'Lighthouse, mobile and desktop, beside the Directus admin app',
    script: 'lighthouse.ts',
    when: existsSync(join(root, 'apps/web/dist/.vite/manifest.json')),
    why: 'run `npm run build` first',
  },
];

const outcome: string[] = [];
for (const step of steps) {
  const name = step.script.replace(/\.ts$/, '');
  if (only && !only.some((o) => name.startsWith(o))) continue;
  if (!existsSync(join(root, 'bench', step.script))) {
    outcome.push(`${name}: skipped (bench/${step.script} does not exist on this branch)`);
    continue;
  }
  if (!step.when) {
    outcome.push(`${name}: skipped (${step.why})`);
    continue;
  }
  const args = ['--import', 'tsx', `bench/${step.script}`, ...(step.args ?? [])];
  console.log(`\n━━ ${step.what}: node ${args.join(' ')}`);
  const started = performance.now();
  const res = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env });
  const seconds = Math.round((performance.now() - started) / 1000);
  outcome.push(
    `${name}: ${res.status === 0 ? 'done' : `FAILED (exit ${res.status ?? res.signal})`} in ${seconds} s`,
  );
}

// pglite-vs-postgres keeps the shared database for directus-peer; whichever ran, it goes now.
if (env.BENCH_DATABASE_URL && !env.BENCH_KEEP) {
  const { name } = seededDatabaseName(env.BENCH_DATABASE_URL, Number(scale));
  await dropDatabase(env.BENCH_DATABASE_URL, name);
}
console.log(`\n━━ written ${writeReport()}`);
for (const line of outcome) console.log(`  ${line}`);
process.exit(outcome.some((l) => l.includes('FAILED')) ? 1 : 0);
