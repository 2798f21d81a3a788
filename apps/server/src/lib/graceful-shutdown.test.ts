import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { WS_CLOSE } from '@app/contracts';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { listen } from '../test/chat-test-kit.ts';
import { writeSeededDataDir } from '../test/pglite-snapshot.ts';
import { type ServerProcess, startServerProcess } from '../test/server-process.ts';

/**
 * SIGTERM to a real API process (main.ts) while it has a request in flight and a chat socket open:
 * the request finishes, the socket is told to reconnect elsewhere, nothing new is taken, and the
 * process exits 0 within SHUTDOWN_GRACE_MS; past the grace, what is still running is cut and the
 * exit is 1. The request in flight is an upload that is slow to arrive: its headers and part of its
 * body are sent before the signal, the rest after. Runs on the embedded database (a data directory of
 * its own, written from the run's seeded snapshot) and on PostgreSQL when TEST_DB=pg (a copy of the
 * run's seeded template).
 */
const onPostgres = process.env.TEST_DB === 'pg' && Boolean(process.env.TEST_DATABASE_URL);
const GRACE_MS = 15_000;

const onServer = async (statement: string) => {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  await client.query(statement).finally(() => client.end());
};

const made: { dirs: string[]; databases: string[]; servers: ServerProcess[] } = {
  dirs: [],
  databases: [],
  servers: [],
};

/** An API process on a database of its own (a copy of the run's seeded one on PostgreSQL). */
async function startServer(graceMs: number): Promise<ServerProcess> {
  const env: Record<string, string> = { SHUTDOWN_GRACE_MS: String(graceMs) };
  if (onPostgres) {
    const copy = inject('seededCopy');
    if (copy?.kind !== 'postgres') throw new Error('the global setup should have made a PostgreSQL template');
    const name = `t_shutdown_${process.pid}_${randomBytes(3).toString('hex')}`;
    await onServer(`create database ${name} template ${copy.template}`);
    made.databases.push(name);
    const url = new URL(process.env.TEST_DATABASE_URL as string);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
  } else {
    const copy = inject('seededCopy');
    if (copy?.kind !== 'pglite') throw new Error('the global setup should have made a PGlite snapshot');
    const dir = mkdtempSync(join(tmpdir(), 'shutdown-'));
    made.dirs.push(dir);
    await writeSeededDataDir(copy.snapshotFile, dir);
    env.DATA_DIR = dir;
  }
  const server = await startServerProcess('the server', env);
  made.servers.push(server);
  return server;
}

afterAll(async () => {
  for (const server of made.servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  for (const name of made.databases) await onServer(`drop database if exists ${name} with (force)`);
  for (const dir of made.dirs) rmSync(dir, { recursive: true, force: true });
}, 60_000);

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
  });
  if (res.status !== 201) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/**
 * A PATCH whose body arrives in two parts: the headers and the first part at once, the rest on
 * `finish()`. On a connection of its own, asked to be kept alive.
 */
function slowRequest(server: ServerProcess, path: string, token: string, payload: object) {
  const body = JSON.stringify(payload);
  const req = http.request({
    host: '127.0.0.1',
    port: server.port,
    method: 'PATCH',
    path,
    agent: false,
    headers: {
      authorization: `Bearer ${token}`,
      // As a browser or a proxy sends it: the server, not the client, has to end the connection.
      connection: 'keep-alive',
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
    },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
  req.flushHeaders();
  req.write(body.slice(0, 8));
  return { answer, finish: () => req.end(body.slice(8)) };
}

/** A GET on a new connection: its answer, or 'refused' when the connection is not served. */
function onNewConnection(server: ServerProcess, path: string): Promise<Answer | 'refused'> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port: server.port, path, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    // Refused once nothing listens; reset when it was still waiting to be accepted as the server closed.
    req.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNREFUSED' || error.code === 'ECONNRESET' ? resolve('refused') : reject(error),
    );
  });
}

const exitOf = (server: ServerProcess) =>
  new Promise<{ code: number | null; at: number }>((resolve) => {
    if (server.child.exitCode !== null) resolve({ code: server.child.exitCode, at: Date.now() });
    server.child.once('exit', (code) => resolve({ code, at: Date.now() }));
  });

/** Log lines of level error (50) or fatal (60). */
const errorsIn = (server: ServerProcess) =>
  server.output
    .join('')
    .split('\n')
    .filter((line) => /"level":(50|60)/.test(line));

describe('an API process on SIGTERM', { timeout: 240_000 }, () => {
  it('finishes the request in flight, tells its sockets to reconnect, takes nothing new, and exits 0', async () => {
    const server = await startServer(GRACE_MS);
    const token = await signIn(server.base);
    const list = await fetch(`${server.base}/api/apps/ecommerce/customers?itemsPerPage=1`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { customers } = (await list.json()) as { customers: { customerId: number }[] };
    const socket = listen(`ws://127.0.0.1:${server.port}/api/ws?token=${token}`);
    await socket.next('ready');

    const upload = slowRequest(server, `/api/apps/ecommerce/customers/${customers[0].customerId}`, token, {
      customer: 'Saved during the shutdown',
    });
    // Long enough for the server to have read the headers: the request is in flight.
    await sleep(500);
    const exited = exitOf(server);
    const signalled = Date.now();
    server.child.kill('SIGTERM');

    expect(await socket.closed).toEqual({ code: WS_CLOSE.serviceRestart, reason: 'Service restart' });
    const heard: string[] = [];
    for (const path of ['/api/ready', '/api/health']) {
      const fresh = await onNewConnection(server, path);
      heard.push(`${path}: ${fresh === 'refused' ? fresh : fresh.status}`);
      if (fresh !== 'refused') {
        expect(fresh.status, `${path}: ${fresh.body}`).toBe(503);
        expect(fresh.headers.connection).toBe('close');
      }
    }
    // The request in flight holds the process.
    await sleep(300);
    expect(server.child.exitCode).toBeNull();

    upload.finish();
    const answer = await upload.answer;
    expect(answer.status, answer.body).toBe(200);
    expect(JSON.parse(answer.body).customer).toBe('Saved during the shutdown');
    // And the connection is not kept for another request.
    expect(answer.headers.connection).toBe('close');

    const answered = Date.now() - signalled;
    const exit = await exited;
    console.info(
      `SIGTERM: new connections ${heard.join(', ')}; the request in flight answered 200 after ${answered} ms; exit 0 after ${exit.at - signalled} ms`,
    );
    expect(exit.code, server.output.join('')).toBe(0);
    expect(exit.at - signalled).toBeLessThan(GRACE_MS);
    expect(errorsIn(server)).toEqual([]);
  });

  it('cuts what is still running when the grace period is over, and exits 1', async () => {
    const graceMs = 1500;
    const server = await startServer(graceMs);
    const token = await signIn(server.base);
    const stuck = slowRequest(server, '/api/apps/ecommerce/customers/1', token, { customer: 'Never sent' });
    stuck.answer.catch(() => undefined);
    await sleep(500);
    const exited = exitOf(server);
    const signalled = Date.now();
    server.child.kill('SIGTERM');

    // The body never comes: the connection is closed without an answer.
    await expect(stuck.answer).rejects.toThrow(/socket hang up|ECONNRESET/);
    const exit = await exited;
    console.info(
      `SIGTERM with a request stuck: exit ${exit.code} after ${exit.at - signalled} ms (grace ${graceMs} ms)`,
    );
    expect(exit.code).toBe(1);
    expect(exit.at - signalled).toBeGreaterThanOrEqual(graceMs);
    expect(exit.at - signalled).toBeLessThan(graceMs + 5000);
    expect(server.output.join('')).toContain('the grace period is over');
  });
});
