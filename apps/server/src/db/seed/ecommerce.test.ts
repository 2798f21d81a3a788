import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import type { Queryable } from '../client.ts';
import { scaledShopSize, seedEcommerce } from './ecommerce.ts';
import { SHOP_TABLES } from './ecommerce-bulk.ts';
import { permuted } from './ecommerce-sql.ts';

async function rows(db: Queryable, query: SQL): Promise<Record<string, unknown>[]> {
  return ((await db.execute(query)) as { rows: Record<string, unknown>[] }).rows;
}
const values = async (db: Queryable, query: string) =>
  (await rows(db, sql.raw(query))).map((r) => Object.values(r)[0]);
const count = async (db: Queryable, table: string) =>
  Number((await values(db, `select count(*) from ${table}`))[0]);

/** Every table of the shop, row by row, as text (so both drivers compare alike). */
async function snapshot(db: Queryable): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of SHOP_TABLES) {
    out[table] = await values(db, `select t::text from ${table} t order by id`);
  }
  return out;
}

/** Totals that the seed must leave consistent: spent = items + shipping + tax, customer sums. */
async function inconsistencies(db: Queryable): Promise<number> {
  const [row] = await rows(
    db,
    sql`select
      (select count(*) from orders o where o.spent_cents <> o.shipping_cents + o.tax_cents +
        (select coalesce(sum(i.unit_price_cents * i.qty), 0) from order_items i where i.order_id = o.id)) +
      (select count(*) from customers c where c.order_count <> (select count(*) from orders o where o.customer_id = c.id)
        or c.total_spent_cents <> (select coalesce(sum(o.spent_cents), 0) from orders o where o.customer_id = c.id)) as n`,
  );
  return Number(row.n);
}

describe('shop seed', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    [a, b] = await Promise.all([createTestApp(), createTestApp()]);
  });
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
  });

  it("gives the spec's counts", async () => {
    const db = a.app.db;
    expect(await count(db, 'products')).toBe(50);
    expect(await count(db, 'orders')).toBe(100);
    expect(await count(db, 'customers')).toBe(100);
    expect(await count(db, 'reviews')).toBe(100);
    expect(await count(db, 'referrals')).toBe(45);
    expect(await values(db, 'select name from categories order by id')).toEqual([
      'Electronics',
      'Accessories',
      'Shoes',
      'Office',
      'Home Decor',
      'Games',
    ]);
    expect(await count(db, '(select distinct category_id from products) x')).toBe(6);
  });

  it("uses only the spec's value sets", async () => {
    const db = a.app.db;
    const distinct = async (query: string) => new Set(await values(db, query));
    expect(await distinct('select distinct status from products')).toEqual(
      new Set(['Inactive', 'Published', 'Scheduled']),
    );
    expect(await distinct('select distinct status from orders')).toEqual(
      new Set(['Dispatched', 'Out for Delivery', 'Ready to Pickup', 'Delivered']),
    );
    expect(await distinct('select distinct payment::int from orders')).toEqual(new Set([1, 2, 3, 4]));
    expect(await distinct('select distinct method from orders')).toEqual(
      new Set(['paypalLogo', 'mastercard']),
    );
    expect(await distinct('select distinct country from customers')).toEqual(
      new Set(['Australia', 'United States', 'France', 'China', 'Brazil', 'India']),
    );
    expect(await distinct('select distinct status from reviews')).toEqual(new Set(['Pending', 'Published']));
    expect(await distinct('select distinct rating::int from reviews')).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(await distinct('select distinct status from referrals')).toEqual(
      new Set(['Paid', 'Unpaid', 'Rejected']),
    );
    const numbers = await values(db, 'select customer_number from customers');
    expect(numbers.every((n) => /^\d{6}$/.test(String(n)))).toBe(true);
    expect(new Set(numbers).size).toBe(100);
    const methodNumbers = await values(db, 'select method_number from orders');
    expect(methodNumbers.every((n) => /^\d{4}$/.test(String(n)))).toBe(true);
    expect(await inconsistencies(db)).toBe(0);
  });

  it('is deterministic: two fresh seeds hold the same rows', async () => {
    const [left, right] = await Promise.all([snapshot(a.app.db), snapshot(b.app.db)]);
    for (const table of SHOP_TABLES) expect(right[table], table).toEqual(left[table]);
    expect(left.orders.length).toBe(100);
  });

  it('numbers rows one-to-one across blocks, past integer overflow, with seven digits beyond 900,000', async () => {
    const [row] = await rows(
      a.app.db,
      sql.raw(`select count(distinct n) as distinct, min(n) as low, max(n) as high
        from (select ${permuted('g.i', 100_000, 900_000)} as n from generate_series(899000, 1001000) as g(i)) x`),
    );
    expect(Number(row.distinct)).toBe(102_001);
    expect(Number(row.low)).toBeGreaterThanOrEqual(100_000);
    expect(Number(row.high)).toBeLessThan(2_000_000);
  });

  it('seeds --scale N with set-based SQL: N orders and customers, consistent and deterministic', async () => {
    const size = scaledShopSize(2000);
    expect(size).toEqual({ orders: 2000, customers: 2000, products: 200, reviews: 2000, referrals: 900 });
    const reseed = () =>
      b.app.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`truncate ${SHOP_TABLES.join(', ')} restart identity cascade`));
        await seedEcommerce(tx, size, { bulk: true });
      });
    await reseed();
    const db = b.app.db;
    expect(await count(db, 'orders')).toBe(2000);
    expect(await count(db, 'customers')).toBe(2000);
    expect(await count(db, 'products')).toBe(200);
    expect(await count(db, 'reviews')).toBe(2000);
    expect(await count(db, 'referrals')).toBe(900);
    expect(await count(db, 'customer_addresses')).toBe(4000);
    expect(await count(db, 'order_events')).toBe(4000);
    expect(await inconsistencies(db)).toBe(0);
    // A bulk load draws with hashint8extended instead of md5 (withBulkDraws): every value of the sets
    // still comes up, in the demo's proportions.
    const shares = async (query: string) =>
      Object.fromEntries((await rows(db, sql.raw(query))).map((r) => [String(r.v), Number(r.n)]));
    const statuses = await shares('select status as v, count(*)::int as n from orders group by 1');
    expect(Object.keys(statuses).sort()).toEqual([
      'Delivered',
      'Dispatched',
      'Out for Delivery',
      'Ready to Pickup',
    ]);
    expect(statuses.Delivered).toBeGreaterThan(800);
    expect(statuses.Delivered).toBeLessThan(1200);
    const ratings = await shares('select rating as v, count(*)::int as n from reviews group by 1');
    expect(Object.keys(ratings).sort()).toEqual(['1', '2', '3', '4', '5']);
    expect(ratings['5']).toBeGreaterThan(ratings['1']);
    const indexes = await count(db, "pg_indexes where tablename in ('orders', 'products', 'reviews')");
    expect(indexes).toBeGreaterThanOrEqual(20);
    // The load ran with the audit triggers disabled: they are enabled again.
    expect(await count(db, "pg_trigger where tgname like 'audit\\_%' and tgenabled = 'D'")).toBe(0);
    const first = await snapshot(db);
    await reseed();
    const second = await snapshot(db);
    for (const table of ['orders', 'order_items', 'reviews'])
      expect(second[table], table).toEqual(first[table]);
    const res = await b.app.inject({
      method: 'GET',
      url: '/api/apps/ecommerce/orders?sortBy=spent&orderBy=desc',
      headers: { authorization: `Bearer ${b.adminToken}` },
    });
    expect(res.json().total).toBe(2000);
    // Two bulk seeds with every index rebuilt: about 20 s on PostgreSQL, more on PGlite on a busy machine.
  }, 120_000);

  it('adds a --scale batch beside the demo: the demo rows stay and the new ones are numbered above them', async () => {
    const db = a.app.db;
    const demo = await snapshot(db);
    await db.transaction((tx) => seedEcommerce(tx, scaledShopSize(2000), { bulk: true }));
    expect(await count(db, 'orders')).toBe(2100);
    expect(await count(db, 'customers')).toBe(2100);
    expect(await count(db, 'products')).toBe(250);
    expect(await count(db, 'categories')).toBe(6);
    expect(await count(db, 'order_events')).toBe(4200);
    const after = await snapshot(db);
    for (const table of ['customers', 'products', 'orders', 'order_items', 'order_events', 'reviews'])
      expect(after[table].slice(0, demo[table].length), table).toEqual(demo[table]);
    expect(await values(db, 'select count(distinct order_number)::int from orders')).toEqual([2100]);
    expect(await values(db, 'select count(distinct customer_number)::int from customers')).toEqual([2100]);
    expect(await inconsistencies(db)).toBe(0);
  }, 120_000);
});
