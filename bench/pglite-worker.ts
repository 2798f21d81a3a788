// PGlite in a worker thread against PGlite in the API's own thread (PGLITE_WORKER=true|false): two API
// processes of ours over two copies of the same seeded folder, side by side on the list calls of
// bench/pglite-vs-postgres.ts (A B B A …, same duration, 16 keep-alive connections, then 1 client).
//
// Usage: node --import tsx bench/pglite-worker.ts [--seconds 5] [--rounds 2] [--connections 16]
//   Needs .bench-cache/pglite-100k (seeded by bench/pglite-vs-postgres.ts); copies it once to
//   .bench-cache/pglite-100k-b for the second process (a folder is opened by one process at a time).
//   BENCH_PGLITE_PORT (4104): the worker API; BENCH_API_PORT (4204): the in-thread API.
// Prints the table; writes nothing. Not part of `npm test`.
import type { ChildProcess } from 'node:child_process';
import { cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  abba,
  cacheDir,
  combine,
  load1,
  login,
  type Measurement,
  measure,
  startApi,
  stop,
} from './harness.ts';
import { PGLITE_CALLS } from './pglite-vs-postgres-calls.ts';
import { ratio } from './report.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '2' },
    connections: { type: 'string', default: '16' },
  },
});
const SECONDS = Number(values.seconds);
const ROUNDS = Number(values.rounds);
const CONNECTIONS = Number(values.connections);
const WORKER_PORT = Number(process.env.BENCH_PGLITE_PORT ?? 4104);
const THREAD_PORT = Number(process.env.BENCH_API_PORT ?? 4204);

const dirs = [join(cacheDir, 'pglite-100k'), join(cacheDir, 'pglite-100k-b')];
if (!existsSync(join(dirs[0], 'seeded')))
  throw new Error(`${dirs[0]} is not seeded: run bench/pglite-vs-postgres.ts`);
if (!existsSync(join(dirs[1], 'seeded'))) cpSync(dirs[0], dirs[1], { recursive: true });

let apis: ChildProcess[] = [];
try {
  apis = [
    await startApi(WORKER_PORT, { DATA_DIR: dirs[0], PGLITE_WORKER: 'true' }),
    await startApi(THREAD_PORT, { DATA_DIR: dirs[1], PGLITE_WORKER: 'false' }),
  ];
  const bases = [`http://127.0.0.1:${WORKER_PORT}`, `http://127.0.0.1:${THREAD_PORT}`];
  const headers = [await login(bases[0]), await login(bases[1])];
  console.log(`load average ${load1()}; ${CONNECTIONS} connections, ${ROUNDS} × ${SECONDS} s each`);
  console.log('call                     | worker req/s | thread req/s | worker ÷ thread | 1 client ÷');
  for (const [name, path] of PGLITE_CALLS) {
    for (const i of [0, 1]) await measure(`${bases[i]}${path}`, headers[i], CONNECTIONS, 1);
    const runs: Measurement[][] = [[], []];
    for (let round = 0; round < ROUNDS; round++) {
      for (const i of abba(round))
        runs[i].push(await measure(`${bases[i]}${path}`, headers[i], CONNECTIONS, SECONDS));
    }
    const [a, b] = runs.map(combine);
    const single = [];
    for (const i of [1, 0]) single[i] = await measure(`${bases[i]}${path}`, headers[i], 1, SECONDS);
    console.log(
      `${name.padEnd(24)} | ${String(a.rps).padStart(12)} | ${String(b.rps).padStart(12)} | ${ratio(a.rps, b.rps).padStart(15)} | ${ratio(single[0].rps, single[1].rps)}`,
    );
  }
  console.log(`load average ${load1()}`);
} finally {
  for (const api of apis) await stop(api);
}
