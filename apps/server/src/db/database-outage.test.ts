import { randomBytes } from 'node:crypto';
import { createServer, Socket as NetSocket, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { bearer } from '../test/helper.ts';
import { type Database, openDatabase } from './client.ts';

/**
 * The database goes away and comes back (issue 12 "Faults"): the app talks to PostgreSQL through a TCP
 * proxy the test can cut, which is what a stopped server or a network failure looks like from the
 * app (refused connections, open ones reset).
 */
const copy = inject('seededCopy');
const server = process.env.TEST_DATABASE_URL ?? '';

type Proxy = { port: number; down(): Promise<void>; up(): Promise<void>; close(): Promise<void> };

async function startProxy(target: URL): Promise<Proxy> {
  const sockets = new Set<Socket>();
  let listener: Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      listener = createServer((client) => {
        const upstream = new NetSocket();
        sockets.add(client);
        sockets.add(upstream);
        upstream.connect(Number(target.port || 5432), target.hostname);
        client.pipe(upstream).pipe(client);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on('error', drop).on('close', drop);
        upstream.on('error', drop).on('close', drop);
      });
      const server = listener;
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as { port: number }).port;
        resolve();
      });
    });
  const down = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      sockets.clear();
      if (!listener) return resolve();
      listener.close(() => resolve());
      listener = undefined;
    });
  await listen();
  return { port, down, up: listen, close: down };
}

describe.runIf(copy?.kind === 'postgres')('when the database goes away', { timeout: 120_000 }, () => {
  const name = `t_outage_${process.pid}_${randomBytes(3).toString('hex')}`;
  let proxy: Proxy;
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let token: string;

  const onServer = async (statement: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };

  beforeAll(async () => {
    if (copy?.kind !== 'postgres') return;
    await onServer(`create database ${name} template ${copy.template}`);
    const target = new URL(server);
    proxy = await startProxy(target);
    const url = Object.assign(new URL(server), {
      hostname: '127.0.0.1',
      port: String(proxy.port),
      pathname: `/${name}`,
    });
    database = await openDatabase({ url: url.toString() });
    app = await buildApp(testConfig({ SEED_DEMO: false }), { database });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@demo.com', password: 'admin' },
    });
    token = login.json().accessToken;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await proxy?.close();
    await onServer(`drop database if exists ${name} with (force)`);
  });

  const users = () => app.inject({ method: 'GET', url: '/api/apps/users', headers: bearer(token) });
  const health = () => app.inject({ method: 'GET', url: '/api/health' });
  const ready = () => app.inject({ method: 'GET', url: '/api/ready' });
  const createUser = () =>
    app.inject({
      method: 'POST',
      url: '/api/apps/users',
      headers: bearer(token),
      payload: {
        fullName: 'Outage Test',
        email: 'outage@example.com',
        username: 'outage',
        role: 'maintainer',
        currentPlan: 'basic',
      },
    });

  it('answers 503 with a clear message while it is gone, and recovers without a restart', async () => {
    expect((await users()).statusCode).toBe(200);

    await proxy.down();
    const started = Date.now();
    const during = await users();
    expect(during.statusCode).toBe(503);
    expect(during.json().message).toBe(
      'The database cannot be reached right now; please try again in a moment',
    );
    expect(during.headers['retry-after']).toBe('1');
    expect(Date.now() - started).toBeLessThan(10_000);
    const healthDuring = await health();
    expect(healthDuring.statusCode).toBe(503);
    expect(healthDuring.json()).toEqual({ status: 'unavailable', database: 'postgres' });
    // A load balancer stops sending requests here: not ready, because of the database.
    const readyDuring = await ready();
    expect(readyDuring.statusCode).toBe(503);
    expect(readyDuring.json()).toEqual({
      status: 'not_ready',
      checks: { database: 'failed', migrations: 'unchecked', uploads: 'ok' },
    });
    const write = await createUser();
    expect(write.statusCode).toBe(503);

    await proxy.up();
    let after = await users();
    for (let i = 0; i < 20 && after.statusCode !== 200; i++) {
      await new Promise((r) => setTimeout(r, 250));
      after = await users();
    }
    expect(after.statusCode).toBe(200);
    expect((await health()).json()).toEqual({ status: 'ok', database: 'postgres' });
    expect((await ready()).statusCode).toBe(200);
    // The write refused during the outage left nothing behind: the same user can be created now.
    const retry = await createUser();
    expect(retry.statusCode, retry.body).toBe(201);
  });
});
