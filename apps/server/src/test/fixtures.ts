import { randomBytes } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import { bearer, type TestApp } from './helper.ts';

/** Helpers every API test may use: requests as a role, counts and orders straight from SQL, valid bodies. */

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

export const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

/** Ids in the order the database sorts them: the oracle for every sort test (collations differ by engine). */
export async function idsInSqlOrder(t: TestApp, query: SQL): Promise<number[]> {
  const result = (await t.app.db.execute(query)) as { rows: { id: number | string }[] };
  return result.rows.map((r) => Number(r.id));
}

export const both = ['asc', 'desc'] as const;

/** Every sort key in both directions, for it.each. */
export const sortCases = <K extends string>(keys: readonly K[]) =>
  keys.flatMap((key) => both.map((dir) => [key, dir] as const));

/** GET that must answer 200; returns the parsed body. */
export async function getOk<T>(t: TestApp, url: string): Promise<T> {
  const res = await call(t, 'GET', url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json() as T;
}

export async function scalar(t: TestApp, query: SQL): Promise<number> {
  const result = (await t.app.db.execute(query)) as { rows: { n: number | string }[] };
  return Number(result.rows[0].n);
}

export function newProductBody(overrides: Record<string, unknown> = {}) {
  const tag = uniqueTag('p');
  return {
    productName: `Test product ${tag}`,
    productBrand: 'Acme',
    sku: tag,
    barcode: '0123456789012',
    description: '<p>Nice <strong>thing</strong></p>',
    price: 19.99,
    discountedPrice: null,
    qty: 5,
    categoryId: 1,
    status: 'Published',
    tags: ['new'],
    variants: [{ option: 'Size', value: 'M' }],
    images: [],
    ...overrides,
  };
}

export async function createdProduct(t: TestApp, overrides: Record<string, unknown> = {}) {
  const res = await call(t, 'POST', '/api/apps/ecommerce/products', newProductBody(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; sku: string; productName: string };
}

export const countSql = (table: string, where: SQL = sql`true`) =>
  sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`;
