import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { testDatabaseKind } from './test-database.ts';

/**
 * For the test files that start real API processes on PostgreSQL (two-processes, two-data-dirs): they
 * run in the PostgreSQL pass of the tests only (TEST_DB=pg with TEST_DATABASE_URL, as `npm test` does
 * when TEST_DATABASE_URL is set), each on a database of its own copied from the run's seeded template.
 */

/** The pass's PostgreSQL server, or undefined (and a line saying why `file` is skipped). */
export function postgresPassServer(file: string): string | undefined {
  const url = testDatabaseKind === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (!url) {
    console.info(`${file} skipped: it runs with TEST_DB=pg and TEST_DATABASE_URL set to a PostgreSQL server`);
  }
  return url;
}

/** Runs one statement on the server (outside any test database). */
export async function onServer(server: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A database copied from the run's seeded template: its URL, and `drop` for afterAll. */
export async function seededDatabaseOn(
  server: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const copy = inject('seededCopy');
  if (copy?.kind !== 'postgres') throw new Error('the global setup should have made a PostgreSQL template');
  const name = `${prefix}_${Date.now()}_${process.pid}_${randomBytes(3).toString('hex')}`;
  await onServer(server, `create database ${name} template ${copy.template}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(server, `drop database if exists ${name} with (force)`),
  };
}

/** What `callApi` answers: the status, the proxy's `x-served-by` (or ''), and the JSON body (or {}). */
export type ApiAnswer = { status: number; servedBy: string; body: Record<string, unknown> };

/** A JSON call to a running API process (or the proxy before two), with the bearer token when given. */
export async function callApi(
  base: string,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<ApiAnswer> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return {
    status: res.status,
    servedBy: res.headers.get('x-served-by') ?? '',
    body: text.startsWith('{') ? JSON.parse(text) : {},
  };
}
