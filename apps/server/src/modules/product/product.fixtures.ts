import { type SQL, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../test/helper.ts';
import { call, uniqueTag } from '../user/user.fixtures.ts';

/** Test helpers shared by the e-commerce tests. */

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
