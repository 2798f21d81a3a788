import type { Category } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createdProduct, getOk } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

type Totals = { id: number; productCount: number; earningCents: number };

/**
 * The categories' product_count and earning_cents columns are kept by triggers (migration 0009);
 * after every kind of write they must equal the aggregate over the products and order items.
 */
describe('categories: stored product counts and earnings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const rows = async (query: ReturnType<typeof sql>) =>
    ((await t.app.db.execute(query)) as { rows: Record<string, unknown>[] }).rows.map(
      (r): Totals => ({
        id: Number(r.id),
        productCount: Number(r.product_count),
        earningCents: Number(r.earning_cents),
      }),
    );
  const stored = () => rows(sql`select id, product_count, earning_cents from categories order by id`);
  const aggregated = () =>
    rows(sql`
      select c.id,
        (select count(*) from products p where p.category_id = c.id) as product_count,
        (select coalesce(sum(i.unit_price_cents::bigint * i.qty), 0)
          from order_items i join products p on p.id = i.product_id where p.category_id = c.id) as earning_cents
      from categories c order by c.id`);
  const expectInStep = async () => expect(await stored()).toEqual(await aggregated());
  const exec = (query: ReturnType<typeof sql>) => t.app.db.execute(query);

  it('holds the aggregates of the seeded demo, and the list shows them', async () => {
    await expectInStep();
    const totals = await aggregated();
    expect(totals.some((c) => c.productCount > 0 && c.earningCents > 0)).toBe(true);
    const list = await getOk<{ categories: Category[] }>(
      t,
      '/api/apps/ecommerce/categories?itemsPerPage=100',
    );
    for (const c of list.categories) {
      const raw = totals.find((r) => r.id === c.id);
      expect([c.productCount, Math.round(c.totalEarning * 100)]).toEqual([
        raw?.productCount,
        raw?.earningCents,
      ]);
    }
  });

  it('follows products created, moved to another category and deleted through the API', async () => {
    const created = await createdProduct(t, { categoryId: 2 });
    await expectInStep();
    const [{ id: orderId }] = (
      (await exec(sql`select id from orders order by id limit 1`)) as { rows: { id: number }[] }
    ).rows;
    await exec(sql`insert into order_items (order_id, product_id, product_name, sku, unit_price_cents, qty)
      values (${orderId}, ${created.id}, 'x', 'x', 1234, 3), (${orderId}, ${created.id}, 'x', 'x', 100, 1)`);
    await expectInStep();
    const moved = await call(t, 'GET', `/api/apps/ecommerce/products/${created.id}`);
    const detail = moved.json();
    const put = await call(t, 'PUT', `/api/apps/ecommerce/products/${created.id}`, {
      productName: detail.productName,
      productBrand: detail.productBrand,
      sku: detail.sku,
      barcode: detail.barcode,
      description: detail.description,
      price: detail.priceValue,
      discountedPrice: null,
      qty: detail.qty,
      categoryId: 3,
      status: detail.status,
      tags: detail.tags,
      variants: detail.variants,
      images: detail.images,
    });
    expect(put.statusCode, put.body).toBe(200);
    await expectInStep();
    const del = await call(t, 'DELETE', `/api/apps/ecommerce/products/${created.id}`);
    expect(del.statusCode, del.body).toBeLessThan(300);
    await expectInStep();
    // The items stay, their product_id now null: they count nowhere, in the aggregate and the columns.
    const orphans = (await exec(
      sql`select count(*)::int as n from order_items where order_id = ${orderId} and product_id is null`,
    )) as { rows: { n: number }[] };
    expect(orphans.rows[0].n).toBeGreaterThanOrEqual(2);
  });

  it('follows order items changed, orders deleted and bulk statements touching many categories', async () => {
    const [item] = (
      (await exec(
        sql`select id, order_id from order_items where product_id is not null order by id limit 1`,
      )) as {
        rows: { id: number; order_id: number }[];
      }
    ).rows;
    const patched = await call(t, 'PATCH', `/api/apps/ecommerce/orders/${item.order_id}/items/${item.id}`, {
      qty: 7,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    await expectInStep();
    // An item re-pointed to a product of another category, and prices changed across many rows.
    await exec(sql`update order_items set product_id = (select max(id) from products) where id = ${item.id}`);
    await exec(sql`update order_items set unit_price_cents = unit_price_cents + 1 where id % 3 = 0`);
    await expectInStep();
    await exec(
      sql`update products set category_id = case when category_id = 1 then 2 else 1 end where id % 4 = 0`,
    );
    await expectInStep();
    const deleted = await call(t, 'DELETE', `/api/apps/ecommerce/orders/${item.order_id}`);
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    await expectInStep();
    await exec(sql`delete from order_items where id % 5 = 0`);
    await exec(sql`delete from products where id in (select id from products order by id desc limit 3)`);
    await expectInStep();
    await exec(sql`insert into products (name, category_id, sku, price_cents)
      select 'Bulk ' || i, 1 + i % 3, 'bulk-totals-' || i, 100 from generate_series(1, 50) i`);
    await exec(sql`insert into order_items (order_id, product_id, product_name, sku, unit_price_cents, qty)
      select (select min(id) from orders), p.id, p.name, p.sku, 250, 2 from products p where p.sku like 'bulk-totals-%'`);
    await expectInStep();
  });

  it('sorts the list by the stored columns in the order the aggregate gives', async () => {
    const byEarning = await getOk<{ categories: Category[] }>(
      t,
      '/api/apps/ecommerce/categories?sortBy=earning&orderBy=desc&itemsPerPage=100',
    );
    const expected = (await aggregated()).sort((a, b) => b.earningCents - a.earningCents || b.id - a.id);
    expect(byEarning.categories.map((c) => c.id)).toEqual(expected.map((c) => c.id));
  });
});
