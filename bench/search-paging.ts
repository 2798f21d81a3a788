// A person paging through searches that were not asked before: for each search (a q not asked
// since the API started), pages 1 to 5 one after the other, then page 100, then page 100 again; one
// client, against an API process of its own over an already seeded PostgreSQL database. What
// bench/list-latency.ts cannot show: it repeats one call, so after its warm-up every request of a
// search finds its ids kept (lib/kept-searches.ts); here the first request of each page pays its read.
// Usage: DATABASE_URL=postgres://…/bench_list_1m node --import tsx bench/search-paging.ts [--port 4203]
//        [--root <checkout whose API runs>]  (--root: measure another checkout's code over the same database)
// Prints one line per search and the medians; writes nothing. Traffic goes only to 127.0.0.1.
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { round1, startServer } from './bench-server.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '4203' },
    root: { type: 'string' },
  },
});
if (!process.env.DATABASE_URL) throw new Error('Set DATABASE_URL to a seeded PostgreSQL database');

const shop = '/api/apps/ecommerce';
const SEARCHES = [
  ...['smith', 'jones', 'brown', 'miller'].map((q) => `${shop}/orders?q=${q}`),
  ...['smith', 'jones', 'brown', 'miller'].map(
    (q) => `${shop}/customers?q=${q}&sortBy=totalSpent&orderBy=desc`,
  ),
  ...['watch', 'shoe', 'lamp', 'phone'].map((q) => `${shop}/products?q=${q}`),
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const server = await startServer(Number(values.port), {}, { cwd: values.root });
const load = loadavg()[0];
try {
  const time = async (path: string) => {
    const t0 = performance.now();
    const res = await fetch(`${server.base}${path}`, { headers: server.headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    return performance.now() - t0;
  };
  const columns = {
    p1: [] as number[],
    p2to5: [] as number[],
    p100: [] as number[],
    p100again: [] as number[],
  };
  for (const search of SEARCHES) {
    const p1 = await time(`${search}&page=1`);
    let p2to5 = 0;
    for (let page = 2; page <= 5; page++) p2to5 += await time(`${search}&page=${page}`);
    const p100 = await time(`${search}&page=100`);
    const p100again = await time(`${search}&page=100`);
    columns.p1.push(p1);
    columns.p2to5.push(p2to5);
    columns.p100.push(p100);
    columns.p100again.push(p100again);
    console.log(
      `${search.padEnd(70)} p1 ${round1(p1)}  p2-5 ${round1(p2to5)}  p100 ${round1(p100)}  again ${round1(p100again)} ms`,
    );
  }
  const m = Object.fromEntries(Object.entries(columns).map(([k, xs]) => [k, round1(median(xs))]));
  console.log(`median ms: ${JSON.stringify(m)}  load ${round1(load)} before, ${round1(loadavg()[0])} after`);
} finally {
  await server.stop();
}
