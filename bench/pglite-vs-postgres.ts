// The embedded default against native PostgreSQL: two API processes of ours, one over PGlite (DATA_DIR)
// and one over PostgreSQL, each holding the same `--scale N` seed (100,000 orders by default), measured
// side by side in one run on the same list calls (A B B A …, 16 keep-alive connections, same duration).
// Target (issue 7): PGlite's throughput ≥ 0.5× PostgreSQL's.
//
// Usage: BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/postgres node --import tsx bench/pglite-vs-postgres.ts
//          [--scale 100000] [--seconds 5] [--rounds 2] [--connections 16] [--keep]
//   PostgreSQL: the database bench_peer_<scale>, or BENCH_PEER_DATABASE (created and seeded unless it is there; dropped at the
//   end unless --keep). PGlite: .bench-cache/pglite-<100k|1m> (seeded once with
//   `DATA_DIR=… npm run seed -- --scale N`, kept: it is the slow part and the folder is gitignored).
//   BENCH_API_PORT (4204): the PostgreSQL API; BENCH_PGLITE_PORT (4104): the PGlite API (PGlite in the
//   API's thread, reached through node-postgres like PostgreSQL; decision 020).
// Writes bench/results/pglite-vs-postgres.json. Not part of `npm test`.
import type { ChildProcess } from 'node:child_process';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  abba,
  cacheDir,
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
  root,
  seededDatabaseName,
  sideBySideOptions,
  startApi,
  stop,
  writeResult,
} from './harness.ts';
import { PGLITE_CALLS } from './pglite-vs-postgres-calls.ts';
import { ratio, writeReport } from './report.ts';

const { server, keep, SCALE, SECONDS, ROUNDS, CONNECTIONS } = sideBySideOptions();
const PG_PORT = Number(process.env.BENCH_API_PORT ?? 4204);
const PGLITE_PORT = Number(process.env.BENCH_PGLITE_PORT ?? 4104);
const { name: dbName, url: dbUrl, label } = seededDatabaseName(server, SCALE);
const dataDir = join(cacheDir, `pglite-${label}`);

/** The PGlite folder, seeded by the same CLI as PostgreSQL (DATA_DIR and no DATABASE_URL). */
function ensurePglite(): number {
  const done = join(dataDir, 'seeded');
  if (!existsSync(done)) {
    rmSync(dataDir, { recursive: true, force: true });
    console.log(`seeding PGlite in ${dataDir}: DATA_DIR=… npm run seed -- --scale ${SCALE}`);
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    const started = performance.now();
    const res = spawnSync('npm', ['run', 'seed', '--', '--scale', String(SCALE)], {
      cwd: root,
      env,
      stdio: 'inherit',
    });
    if (res.status !== 0) throw new Error('the PGlite seed failed');
    writeFileSync(done, `${Math.round((performance.now() - started) / 1000)}\n`);
  }
  return SCALE;
}

/** How to rerun this table, first of its notes in BENCHMARKS.md. */
const RERUN =
  'Rerun: `BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/postgres node --import tsx bench/pglite-vs-postgres.ts --scale 100000 --keep` (the PGlite folder is seeded once into `.bench-cache/pglite-100k`; BENCH_PEER_DATABASE names another PostgreSQL database than bench_peer_100k). Why the figures are what they are: decision 020.';

ensurePglite();
const { orders, seededNow } = await ensureSeeded(server, SCALE);
let pgApi: ChildProcess | undefined;
let pgliteApi: ChildProcess | undefined;
try {
  pgApi = await startApi(PG_PORT, { DATABASE_URL: dbUrl });
  pgliteApi = await startApi(PGLITE_PORT, { DATA_DIR: dataDir });
  const bases = [`http://127.0.0.1:${PGLITE_PORT}`, `http://127.0.0.1:${PG_PORT}`];
  const headers = [await login(bases[0]), await login(bases[1])];
  const [{ version }] = await query<{ version: string }>(dbUrl, 'select version()');
  const pgliteVersion = JSON.parse(
    readFileSync(join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ).version as string;

  const loadBefore = load1();
  const rows: (string | number)[][] = [];
  const ratios: number[] = [];
  for (const [name, path] of PGLITE_CALLS) {
    const totals: unknown[] = [];
    for (const i of [0, 1]) {
      const res = await fetch(`${bases[i]}${path}`, { headers: headers[i] });
      if (!res.ok) throw new Error(`${name}: ${res.status} from ${bases[i]}`);
      totals.push(((await res.json()) as { total?: unknown }).total);
      await measure(`${bases[i]}${path}`, headers[i], CONNECTIONS, 1);
    }
    const runs: Measurement[][] = [[], []];
    for (let round = 0; round < ROUNDS; round++) {
      for (const i of abba(round))
        runs[i].push(await measure(`${bases[i]}${path}`, headers[i], CONNECTIONS, SECONDS));
    }
    const [a, b] = runs.map(combine);
    ratios.push(a.rps / b.rps);
    // One client at a time: the cost of one request, without PGlite's single connection queueing.
    const single: Measurement[] = [];
    for (const i of [1, 0]) single[i] = await measure(`${bases[i]}${path}`, headers[i], 1, SECONDS);
    rows.push([
      name,
      `\`${path}\``,
      a.rps,
      b.rps,
      ratio(a.rps, b.rps),
      a.p99,
      b.p99,
      `${single[0].p50} / ${single[1].p50}`,
      ratio(single[0].rps, single[1].rps),
      `${JSON.stringify(totals[0])} / ${JSON.stringify(totals[1])}`,
      `${a.non2xx + a.errors} / ${b.non2xx + b.errors}`,
    ]);
    console.log(
      `${name.padEnd(24)} PGlite ${a.rps} req/s | PostgreSQL ${b.rps} req/s | ${ratio(a.rps, b.rps)}`,
    );
  }
  const worst = Math.min(...ratios);
  const out = writeResult('pglite-vs-postgres.json', {
    title: `PGlite against PostgreSQL, ${orders.toLocaleString('en-US')} orders`,
    generatedAt: new Date().toISOString(),
    machine: machine({ postgres: version.split(' on ')[0], pglite: pgliteVersion }),
    settings: {
      data: `our seed --scale ${SCALE} in both (PostgreSQL ${dbName}, PGlite ${dataDir.replace(`${root}/`, '')})`,
      connections: CONNECTIONS,
      secondsPerRound: SECONDS,
      rounds: ROUNDS,
      order: 'alternating, A B then B A, after 1 s of warm-up each',
      loadGenerator: loadGeneratorName(),
      loadAverage: `${loadBefore} → ${load1()}`,
      pglite: 'in the API thread, through node-postgres on its adapter (one connection)',
    },
    table: {
      columns: [
        'call',
        'path',
        'PGlite req/s',
        'PostgreSQL req/s',
        'PGlite ÷ PostgreSQL (target ≥ 0.5)',
        'PGlite p99 ms',
        'PostgreSQL p99 ms',
        '1 client: p50 ms PGlite / PostgreSQL',
        '1 client: PGlite ÷ PostgreSQL',
        'total PGlite / PostgreSQL',
        'errors/non-2xx',
      ],
      rows,
    },
    notes: [
      RERUN,
      'Both API processes run the same code; only the database differs: PGlite runs inside the API process, in its thread (one connection, WASM), PostgreSQL in its own processes with a pool of 10; the API reaches both through the same node-postgres pool code. The 1-client columns compare the cost of one request alone.',
      `Worst ratio ${worst.toFixed(2)}×: ${worst >= 0.5 ? 'the target (≥ 0.5× on every call) is met' : 'the target (≥ 0.5× on every call) is missed'}.`,
    ],
    targets: [
      {
        what: `PGlite ÷ PostgreSQL throughput (worst list call, ${orders.toLocaleString('en-US')} orders)`,
        target: '≥ 0.50×',
        measured: `${worst.toFixed(2)}×`,
        met: worst >= 0.5,
      },
    ],
  });
  console.log(`written ${out}`);
  writeReport();
} finally {
  await stop(pgliteApi);
  await stop(pgApi);
  if (!keep) {
    await dropDatabase(server, dbName);
    console.log(`dropped ${dbName}${seededNow ? '' : ' (seeded by an earlier --keep run)'}`);
  }
}
