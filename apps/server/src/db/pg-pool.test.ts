import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../test/helper.ts';
import { testDatabaseKind } from '../test/test-database.ts';

const LIST = '/api/apps/ecommerce/orders';

/**
 * Holds an exclusive lock on the orders table, so every order list waits behind it, until release()
 * (which resolves once the lock is gone) or, as a bound, for `ms`.
 */
function lockOrders(t: TestApp, ms = 5000) {
  const released = new AbortController();
  const held = t.app.db.transaction(async (tx) => {
    await tx.execute(sql`lock table orders in access exclusive mode`);
    await sleep(ms, undefined, { signal: released.signal }).catch(() => undefined);
  });
  return {
    release: () => {
      released.abort();
      return held;
    },
  };
}

const waitingListQueries = async (t: TestApp) => {
  const result = (await t.app.db.execute(
    sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock' and query like '%from "orders"%'`,
  )) as { rows: { n: number }[] };
  return result.rows[0].n;
};

// PGlite is one connection inside this process: there is no pool to fill, no timer that ends a
// statement and no second connection to send a cancel from, so these run on PostgreSQL (TEST_DB=pg).
describe.skipIf(testDatabaseKind === 'pglite')('the API under database overload (PostgreSQL only)', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('answers 503 with Retry-After when the pool and its wait queue are full', async () => {
    t = await createTestApp({ DATABASE_POOL_SIZE: 1, DATABASE_POOL_QUEUE: 1 });
    const app = t.app;
    const headers = bearer(t.adminToken);
    const lock = lockOrders(t);
    const queued = app.inject({ method: 'GET', url: LIST, headers });
    await sleep(100);
    const refused = await app.inject({ method: 'GET', url: LIST, headers });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toEqual({ message: 'The server is busy; please try again in a moment' });
    await lock.release();
    expect((await queued).statusCode).toBe(200);
  });

  it('stops a query that outlives statement_timeout with a clear 503, not a 500', async () => {
    t = await createTestApp({ DATABASE_STATEMENT_TIMEOUT_MS: 300 });
    const lock = lockOrders(t);
    await sleep(50);
    const started = performance.now();
    const res = await t.app.inject({ method: 'GET', url: LIST, headers: bearer(t.adminToken) });
    expect(performance.now() - started).toBeLessThan(2500);
    await lock.release();
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.json()).toEqual({
      message: 'The database took too long to answer; please try again or narrow the search',
    });
  });

  it('answers the health check at once while every pool connection is busy', async () => {
    t = await createTestApp({ DATABASE_POOL_SIZE: 1 });
    const app = t.app;
    const headers = bearer(t.adminToken);
    const lock = lockOrders(t);
    const lists = Array.from({ length: 5 }, () => app.inject({ method: 'GET', url: LIST, headers }));
    await sleep(100);
    const started = performance.now();
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', database: 'postgres' });
    await lock.release();
    for (const res of await Promise.all(lists)) expect(res.statusCode).toBe(200);
  });

  it('cancels the query of a request whose client went away', async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const lock = lockOrders(t);
    await sleep(50);
    const req = request({ port, host: '127.0.0.1', path: LIST, headers: bearer(t.adminToken) });
    req.on('error', () => undefined);
    req.end();
    await sleep(300);
    expect(await waitingListQueries(t)).toBeGreaterThan(0);
    req.destroy();
    await sleep(300);
    expect(await waitingListQueries(t)).toBe(0);
    await lock.release();
  });
  it('opens all its connections at start when warm, and only those it needs otherwise', async () => {
    const backends = async (app: TestApp) => {
      const result = (await app.app.db.execute(
        sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and backend_type = 'client backend'
              and application_name = '' and pid <> pg_backend_pid()`,
      )) as { rows: { n: number }[] };
      return result.rows[0].n;
    };
    const cold = await createTestApp({ DATABASE_POOL_SIZE: 4 });
    // The connection that counts is left out; the health check's opens on its first ping.
    expect(await backends(cold)).toBeLessThanOrEqual(1);
    await cold.close();
    t = await createTestApp({ DATABASE_POOL_SIZE: 4, DATABASE_POOL_WARM: true });
    // The counting connection is one of the four: the three others are open beside it.
    expect(await backends(t)).toBeGreaterThanOrEqual(3);
  });
});
