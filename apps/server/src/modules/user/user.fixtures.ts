import { randomBytes } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { bearer, type TestApp } from '../../test/helper.ts';

/** Test helpers for the users, roles and permissions tests. */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function call(t: TestApp, method: Method, url: string, payload?: object, token = t.adminToken) {
  return t.app.inject({ method, url, payload, headers: bearer(token) });
}

export async function countRows(t: TestApp, table: PgTable, where?: SQL): Promise<number> {
  const [row] = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(table).where(where);
  return row.n;
}

export const uniqueTag = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;

export function newUserBody(role: string, overrides: Record<string, unknown> = {}) {
  const tag = uniqueTag('u');
  return {
    fullName: `Test ${tag}`,
    username: tag,
    email: `${tag}@example.test`,
    role,
    currentPlan: 'team',
    ...overrides,
  };
}

const PASSWORD = 'correct-horse-battery';

/** Creates a user of the role through the API (as the demo admin) and signs them in. */
export async function signedInUser(t: TestApp, role: string) {
  const body = newUserBody(role, { password: PASSWORD });
  const res = await call(t, 'POST', '/api/apps/users', body);
  if (res.statusCode !== 201) throw new Error(`creating a ${role} failed: ${res.statusCode} ${res.body}`);
  const id = res.json().id as number;
  return { id, email: body.email, token: await t.login(body.email, PASSWORD) };
}

/** Every route of an area with a body that passes validation, to check who may call it. */
export type RouteCase = { method: Method; url: string; payload?: object };

export async function statusesAs(t: TestApp, token: string | null, cases: RouteCase[]): Promise<string[]> {
  const out: string[] = [];
  for (const c of cases) {
    const res = await t.app.inject({
      method: c.method,
      url: c.url,
      payload: c.payload,
      headers: token ? bearer(token) : {},
    });
    out.push(`${c.method} ${c.url} ${res.statusCode}`);
  }
  return out;
}
