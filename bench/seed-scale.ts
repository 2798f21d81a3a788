// Seeds a big shop (--scale N orders and customers, proportional products, reviews and referrals) and
// prints the time, the rows per second and the latency of a few list calls on that data.
// Usage: node --import tsx bench/seed-scale.ts [--scale 1000000]
//   DATABASE_URL=postgres://…/empty_db   seeds that (empty) database and keeps it
//   BENCH_DATABASE_URL=postgres://…/x    creates a fresh database on that server, seeds it, drops it
//   neither                              PGlite in DATA_DIR, or in a temporary directory that is removed
// Not part of the test suite: a million orders take minutes.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { testConfig } from '../apps/server/src/config.ts';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import { scaledShopSize } from '../apps/server/src/db/seed/ecommerce.ts';
import { SHOP_TABLES } from '../apps/server/src/db/seed/ecommerce-bulk.ts';
import { seedDemo } from '../apps/server/src/db/seed/seed.ts';

const { values } = parseArgs({ options: { scale: { type: 'string', default: '1000000' } } });
const size = scaledShopSize(Number(values.scale));
const CALLS = [
  '/api/apps/ecommerce/orders?sortBy=spent&orderBy=desc',
  '/api/apps/ecommerce/orders?q=smith&page=3',
  '/api/apps/ecommerce/customers?sortBy=totalSpent&orderBy=desc',
  '/api/apps/ecommerce/products?category=Games&sortBy=price',
  '/api/apps/ecommerce/reviews?status=Pending&sortBy=date&orderBy=desc',
  '/api/apps/ecommerce/orders/stats',
  '/api/apps/ecommerce/dashboard',
];

// A million-row INSERT … SELECT runs longer than the API's statement_timeout allows.
const noTimeout = { statementTimeoutMs: 0 };

async function target(): Promise<{ database: Database; label: string; cleanup(): Promise<void> }> {
  if (process.env.DATABASE_URL) {
    const database = await openDatabase({ url: process.env.DATABASE_URL, pool: noTimeout });
    return { database, label: 'PostgreSQL (DATABASE_URL)', cleanup: () => database.close() };
  }
  const server = process.env.BENCH_DATABASE_URL;
  if (server) {
    const name = `bench_seed_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString(), pool: noTimeout });
    return {
      database,
      label: `PostgreSQL (fresh database ${name})`,
      cleanup: async () => {
        await database.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const dir = process.env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'seed-scale-'));
  const database = await openDatabase({ dataDir: dir });
  return {
    database,
    label: `PGlite in ${dir}`,
    cleanup: async () => {
      await database.close();
      if (!process.env.DATA_DIR) rmSync(dir, { recursive: true, force: true });
    },
  };
}

const { database, label, cleanup } = await target();
try {
  await database.migrate();
  console.log(`Seeding ${label}: ${JSON.stringify(size)}`);
  const started = performance.now();
  const seeded = await seedDemo(database.db, { shop: size });
  const seconds = (performance.now() - started) / 1000;
  if (!seeded) throw new Error('The database already holds data: give an empty one.');

  let rows = 0;
  for (const table of SHOP_TABLES) {
    const result = (await database.db.execute(sql.raw(`select count(*)::bigint as n from ${table}`))) as {
      rows: { n: string | number }[];
    };
    const n = Number(result.rows[0].n);
    rows += n;
    console.log(`  ${table.padEnd(20)} ${n.toLocaleString('en-US').padStart(12)}`);
  }
  console.log(
    `\nSeeded ${rows.toLocaleString('en-US')} rows in ${seconds.toFixed(1)} s: ${Math.round(rows / seconds).toLocaleString('en-US')} rows/s\n`,
  );

  const app = await buildApp(testConfig({ SEED_DEMO: false }), { database });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'admin@demo.com', password: 'admin' },
  });
  const headers = { authorization: `Bearer ${login.json().accessToken}` };
  console.log('call                                                                ms (best of 3)');
  for (const url of CALLS) {
    let best = Number.POSITIVE_INFINITY;
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      const res = await app.inject({ method: 'GET', url, headers });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      best = Math.min(best, performance.now() - t0);
    }
    console.log(`${url.padEnd(68)} ${best.toFixed(0).padStart(8)}`);
  }
  await app.close();
} finally {
  await cleanup();
}
