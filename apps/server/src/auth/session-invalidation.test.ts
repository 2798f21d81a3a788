import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { bearer, createTestApp, type TestApp } from '../test/helper.ts';
import { testDatabaseKind } from '../test/test-database.ts';

const ORDERS = '/api/apps/ecommerce/orders';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * How long another process may still honour a session after the change committed: PostgreSQL hands
 * the notification to every listener at commit, so it lands within a few milliseconds on one host.
 * The tests poll up to this bound and report the time it took.
 */
const WINDOW_MS = 1000;

const status = async (app: FastifyInstance, url: string, token: string) =>
  (await app.inject({ method: 'GET', url, headers: bearer(token) })).statusCode;

/** Polls until `url` answers `expected` through `app`; returns how many ms it took. */
async function answersWithin(app: FastifyInstance, url: string, token: string, expected: number) {
  const started = performance.now();
  for (;;) {
    const got = await status(app, url, token);
    const elapsed = performance.now() - started;
    if (got === expected) return elapsed;
    if (elapsed > WINDOW_MS) throw new Error(`${url} still answered ${got} after ${Math.round(elapsed)} ms`);
    await sleep(5);
  }
}

const clientRole = (app: FastifyInstance) =>
  app.db.execute(sql`select id, rules from roles where name = 'client'`) as Promise<{
    rows: { id: number; rules: unknown }[];
  }>;

describe('the session cache of one process', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('listens, keeps a session used once, and drops it at logout', async () => {
    expect(t.app.sessionCache.listening).toBe(true);
    const token = await t.login('admin@demo.com', 'admin');
    expect(await status(t.app, '/api/auth/me', token)).toBe(200);
    expect(t.app.sessionCache.size).toBeGreaterThan(0);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(await status(t.app, '/api/auth/me', token)).toBe(401);
  });

  it("applies a change of the role's rules on the next request", async () => {
    const token = await t.login('client@demo.com', 'client');
    const [role] = (await clientRole(t.app)).rows;
    expect(await status(t.app, ORDERS, token)).toBe(403);
    const widened = JSON.stringify([{ action: 'read', subject: 'Order' }]);
    await t.app.db.execute(sql`update roles set rules = ${widened}::jsonb where id = ${role.id}`);
    expect(await status(t.app, ORDERS, token)).toBe(200);
    await t.app.db.execute(
      sql`update roles set rules = ${JSON.stringify(role.rules)}::jsonb where id = ${role.id}`,
    );
    expect(await status(t.app, ORDERS, token)).toBe(403);
  });
});

// Two API processes need two connections to one database: PostgreSQL only (TEST_DB=pg).
describe.skipIf(testDatabaseKind === 'pglite')('two API processes on one PostgreSQL database', () => {
  let a: TestApp;
  let bDatabase: Database;
  let b: FastifyInstance;

  beforeAll(async () => {
    a = await createTestApp();
    const { rows } = (await a.app.db.execute(sql`select current_database() as name`)) as {
      rows: { name: string }[];
    };
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${rows[0].name}`;
    bDatabase = await openDatabase({ url: url.toString() });
    b = await buildApp(testConfig(), { database: bDatabase });
  });
  afterAll(async () => {
    await b?.close();
    await bDatabase?.close();
    await a?.close();
  });

  it('B refuses a token at once after it is logged out through A', async () => {
    const token = await a.login('admin@demo.com', 'admin');
    expect(await status(b, ORDERS, token)).toBe(200);
    expect(b.sessionCache.size).toBeGreaterThan(0);
    const out = await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(204);
    const took = await answersWithin(b, ORDERS, token, 401);
    expect(took).toBeLessThan(WINDOW_MS);
  });

  it('B refuses the token of a user suspended through A', async () => {
    const token = await a.login('client@demo.com', 'client');
    const me = await b.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    const id = me.json().userData.id as number;
    const patch = (value: string) =>
      a.app.inject({
        method: 'PATCH',
        url: `/api/apps/users/${id}`,
        headers: bearer(a.adminToken),
        payload: { status: value },
      });
    expect((await patch('inactive')).statusCode).toBe(200);
    await answersWithin(b, '/api/auth/me', token, 401);
    expect((await patch('active')).statusCode).toBe(200);
  });

  it("B applies a change of the role's rules made through A, both ways", async () => {
    const token = await a.login('client@demo.com', 'client');
    const [role] = (await clientRole(a.app)).rows;
    expect(await status(b, ORDERS, token)).toBe(403);
    const widened = JSON.stringify([{ action: 'read', subject: 'Order' }]);
    await a.app.db.execute(sql`update roles set rules = ${widened}::jsonb where id = ${role.id}`);
    await answersWithin(b, ORDERS, token, 200);
    await a.app.db.execute(
      sql`update roles set rules = ${JSON.stringify(role.rules)}::jsonb where id = ${role.id}`,
    );
    await answersWithin(b, ORDERS, token, 403);
  });

  it('counts failed sign-ins made through both processes against one limit', async () => {
    const email = 'two-process-lock@example.com';
    const created = await a.app.inject({
      method: 'POST',
      url: '/api/apps/users',
      headers: bearer(a.adminToken),
      payload: {
        fullName: 'Lock Test',
        email,
        username: 'two-process-lock',
        role: 'client',
        currentPlan: 'basic',
        password: 'right-password',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const attempt = (app: FastifyInstance, password: string) =>
      app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    // Five wrong passwords, spread over the two processes as a load balancer would.
    for (const app of [a.app, b, a.app, b, a.app])
      expect((await attempt(app, 'wrong-password')).statusCode).toBe(400);
    // The right password is refused by either process now: the lock lives in the shared database.
    expect((await attempt(b, 'right-password')).statusCode).toBe(429);
    expect((await attempt(a.app, 'right-password')).statusCode).toBe(429);
  });

  it('B bypasses its cache while its listener is cut, and listens again after', async () => {
    const token = await a.login('admin@demo.com', 'admin');
    expect(await status(b, ORDERS, token)).toBe(200);
    await a.app.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and application_name = 'listen:auth_changed'`,
    );
    const started = performance.now();
    while (b.sessionCache.listening && performance.now() - started < 2000) await sleep(5);
    expect(b.sessionCache.listening).toBe(false);
    expect(b.sessionCache.size).toBe(0);
    // Not listening: every request asks the database, so a logout through A counts at once.
    await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(await status(b, ORDERS, token)).toBe(401);
    while (!b.sessionCache.listening && performance.now() - started < 5000) await sleep(20);
    expect(b.sessionCache.listening).toBe(true);
    const again = await a.login('admin@demo.com', 'admin');
    expect(await status(b, ORDERS, again)).toBe(200);
    expect(b.sessionCache.size).toBeGreaterThan(0);
    await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(again) });
    await answersWithin(b, ORDERS, again, 401);
  });
});
