// The same API over the same PostgreSQL database, reached two ways: TCP to 127.0.0.1, and the server's
// Unix socket (README: the way to reach a PostgreSQL on the same machine). Two API processes of ours,
// measured side by side in one run on list calls (A B B A …, 16 keep-alive connections, same duration),
// with the CPU each API process and the PostgreSQL backends spent per request.
//
// Usage: DATABASE_URL=postgres://root@127.0.0.1:5432/bench_list_1m node --import tsx bench/pg-connection.ts
//          [--socket /var/run/postgresql] [--seconds 5] [--rounds 2] [--connections 16]
//   DATABASE_URL: an already seeded database (`npm run seed -- --scale N`), reached over TCP; the other
//   API gets the same URL with host=<socket directory>. BENCH_API_PORT (4205) and the next port.
// Writes bench/results/pg-connection.json. Traffic goes only to 127.0.0.1; not part of `npm test`.
import { parseArgs } from 'node:util';
import { processCpuSeconds } from './bench-server.ts';
import {
  abba,
  combine,
  load1,
  loadGeneratorName,
  login,
  type Measurement,
  machine,
  measure,
  query,
  startApi,
  stop,
  writeResult,
} from './harness.ts';
import { ratio, writeReport } from './report.ts';

const { values } = parseArgs({
  options: {
    socket: { type: 'string', default: '/var/run/postgresql' },
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '2' },
    connections: { type: 'string', default: '16' },
  },
});
const tcpUrl = process.env.DATABASE_URL;
if (!tcpUrl) throw new Error('Set DATABASE_URL to a seeded PostgreSQL database reached over TCP');
const SECONDS = Number(values.seconds);
const ROUNDS = Number(values.rounds);
const CONNECTIONS = Number(values.connections);
const PORT = Number(process.env.BENCH_API_PORT ?? 4205);

const socketUrl = (() => {
  const u = new URL(tcpUrl);
  u.hostname = 'localhost';
  u.port = '';
  u.searchParams.set('host', values.socket);
  return u.toString();
})();

const shop = '/api/apps/ecommerce';
const CALLS: [string, string][] = [
  ['auth/me (no list)', '/api/auth/me'],
  ['orders, first page', `${shop}/orders`],
  ['orders, sort by customer', `${shop}/orders?sortBy=customers&orderBy=asc`],
  ['orders, q=smith page 100', `${shop}/orders?q=smith&page=100`],
  ['customers, q=a sorted', `${shop}/customers?q=a&sortBy=customer&orderBy=asc`],
  ['products, stock+status', `${shop}/products?stock=false&status=Inactive`],
];

/** CPU seconds of each PostgreSQL backend serving `database` now, by pid (the pools stay open: warm). */
async function backendCpu(database: string): Promise<Map<number, number>> {
  const rows = await query<{ pid: number }>(
    tcpUrl as string,
    "select pid from pg_stat_activity where datname = $1 and backend_type = 'client backend'",
    [database],
  );
  const cpu = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      cpu.set(pid, processCpuSeconds(pid));
    } catch {}
  }
  return cpu;
}

/** What the backends alive at the end spent since `before` (a backend opened meanwhile: all of it). */
const spentSince = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((sum, [pid, seconds]) => sum + seconds - (before.get(pid) ?? 0), 0);

const database = new URL(tcpUrl).pathname.slice(1);
const apis = [
  await startApi(PORT, { DATABASE_URL: tcpUrl }),
  await startApi(PORT + 1, { DATABASE_URL: socketUrl }),
];
try {
  const bases = [`http://127.0.0.1:${PORT}`, `http://127.0.0.1:${PORT + 1}`];
  const headers = [await login(bases[0]), await login(bases[1])];
  const [{ version }] = await query<{ version: string }>(tcpUrl, 'select version()');
  const loadBefore = load1();
  const rows: (string | number)[][] = [];
  const ratios: number[] = [];
  for (const [name, path] of CALLS) {
    for (const i of [0, 1]) await measure(`${bases[i]}${path}`, headers[i], CONNECTIONS, 1);
    const runs: Measurement[][] = [[], []];
    const apiCpu = [0, 0];
    const dbCpu = [0, 0];
    for (let round = 0; round < ROUNDS; round++) {
      for (const i of abba(round)) {
        const pid = apis[i].pid as number;
        const [api0, db0] = [processCpuSeconds(pid), await backendCpu(database)];
        runs[i].push(await measure(`${bases[i]}${path}`, headers[i], CONNECTIONS, SECONDS));
        apiCpu[i] += processCpuSeconds(pid) - api0;
        dbCpu[i] += spentSince(db0, await backendCpu(database));
      }
    }
    const [tcp, socket] = runs.map(combine);
    const perRequest = (cpu: number, m: Measurement) => Math.round((cpu / m.requests) * 1e5) / 100;
    ratios.push(socket.rps / tcp.rps);
    rows.push([
      name,
      `\`${path}\``,
      tcp.rps,
      socket.rps,
      ratio(socket.rps, tcp.rps),
      tcp.p99,
      socket.p99,
      `${perRequest(apiCpu[0], tcp)} / ${perRequest(apiCpu[1], socket)}`,
      `${perRequest(dbCpu[0], tcp)} / ${perRequest(dbCpu[1], socket)}`,
      `${tcp.non2xx + tcp.errors} / ${socket.non2xx + socket.errors}`,
    ]);
    console.log(
      `${name.padEnd(26)} TCP ${tcp.rps} req/s p99 ${tcp.p99} | socket ${socket.rps} req/s p99 ${socket.p99} | ${ratio(socket.rps, tcp.rps)}`,
    );
  }
  const least = Math.min(...ratios);
  const out = writeResult('pg-connection.json', {
    title: 'PostgreSQL on the same machine: TCP to 127.0.0.1 against its Unix socket',
    generatedAt: new Date().toISOString(),
    machine: machine({ postgres: version.split(' on ')[0] }),
    settings: {
      database,
      tcp: tcpUrl.replace(/\/\/[^@]*@/, '//…@'),
      socket: socketUrl.replace(/\/\/[^@]*@/, '//…@'),
      connections: CONNECTIONS,
      secondsPerRound: SECONDS,
      rounds: ROUNDS,
      order: 'alternating, A B then B A, after 1 s of warm-up each',
      loadGenerator: loadGeneratorName(),
      loadAverage: `${loadBefore} → ${load1()}`,
    },
    table: {
      columns: [
        'call',
        'path',
        'TCP req/s',
        'socket req/s',
        'socket ÷ TCP',
        'TCP p99 ms',
        'socket p99 ms',
        'API CPU ms per request, TCP / socket',
        'PostgreSQL CPU ms per request, TCP / socket',
        'errors/non-2xx',
      ],
      rows,
    },
    notes: [
      'Two API processes of ours with the same code and settings over one database; only DATABASE_URL differs. The load generator runs on the same two cores.',
      'Why it was measured: in a CPU profile of the API under 16 clients over TCP, writev (its answers and its statements) was 19 % of the samples (2026-11-27), and a first comparison of two runs minutes apart seemed to show the socket doubling the throughput; measured side by side, it was the machine that had sped up meanwhile.',
      `The socket served ${least.toFixed(2)}× to ${Math.max(...ratios).toFixed(2)}× the TCP throughput: ${
        Math.max(...ratios) < 1.15
          ? 'on this machine the way the API reaches PostgreSQL is not what bounds a list call.'
          : 'worth using for a PostgreSQL on the same machine.'
      }`,
    ],
  });
  console.log(`written ${out}`);
  writeReport();
} finally {
  for (const api of apis) await stop(api);
}
