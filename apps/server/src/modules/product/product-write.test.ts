import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, products, reviews } from '../../db/schema/index.ts';
import { call, countRows, createdProduct, getOk, newProductBody } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

describe('products: create, update, delete', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const url = '/api/apps/ecommerce/products';
  const create = (body: object) => call(t, 'POST', url, body);

  it('creates a product with 201, stored as sent, the description sanitized, listed first', async () => {
    const body = newProductBody({
      description: '<p onclick="x()">Hi<script>alert(1)</script> <a href="javascript:x">link</a></p>',
      price: 1234.5,
      discountedPrice: 999.99,
      tags: ['a', 'a', 'b'],
      images: ['/api/uploads/products/0123456789abcdef0123456789abcdef.png'],
    });
    const res = await create(body);
    expect(res.statusCode, res.body).toBe(201);
    const product = res.json();
    expect(product).toMatchObject({
      productName: body.productName,
      productBrand: 'Acme',
      category: 'Electronics',
      categoryId: 1,
      sku: body.sku,
      price: '$1,234.50',
      priceValue: 1234.5,
      discountedPrice: '$999.99',
      discountedPriceValue: 999.99,
      qty: 5,
      stock: true,
      status: 'Published',
      tags: ['a', 'b'],
      variants: [{ option: 'Size', value: 'M' }],
      image: body.images[0],
      images: body.images,
    });
    expect(product.description).toBe(
      '<p>Hi <a target="_blank" rel="noopener noreferrer nofollow">link</a></p>',
    );
    expect(await getOk(t, `${url}/${product.id}`)).toEqual(product);
    expect((await getOk<{ products: { id: number }[] }>(t, url)).products[0].id).toBe(product.id);
    const [row] = await t.app.db.select().from(products).where(eq(products.id, product.id));
    expect(row.priceCents).toBe(123450);
  });

  it('sets stock from the quantity unless it is sent', async () => {
    expect((await createdProduct(t, { qty: 0 })) as object).toMatchObject({ stock: false });
    expect((await createdProduct(t, { qty: 0, stock: true })) as object).toMatchObject({ stock: true });
  });

  it.each([
    ['price', { price: -1 }],
    ['price', { price: '10' }],
    ['price', { price: 1.999 }],
    ['qty', { qty: -3 }],
    ['qty', { qty: 1.5 }],
    ['discountedPrice', { discountedPrice: -0.01 }],
    ['discountedPrice', { price: 10, discountedPrice: 11 }],
    ['productName', { productName: 'x' }],
    ['sku', { sku: 'has space' }],
    ['status', { status: 'Gone' }],
    ['categoryId', { categoryId: 'Electronics' }],
    ['categoryId', { categoryId: 99999999999 }],
    ['images.0', { images: ['javascript:alert(1)'] }],
    ['variants.0.option', { variants: [{ option: '', value: 'x' }] }],
  ])('refuses a bad %s with 400 naming it and writes nothing', async (field, overrides) => {
    const before = await countRows(t, products);
    const res = await create(newProductBody(overrides));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toHaveProperty(field);
    expect(await countRows(t, products)).toBe(before);
  });

  it('refuses an unknown category with 400 and a taken sku with 409, writing nothing', async () => {
    const existing = await createdProduct(t);
    const before = await countRows(t, products);
    const unknown = await create(newProductBody({ categoryId: 999 }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ categoryId: 'is not a known category' });
    const dup = await create(newProductBody({ sku: existing.sku }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors).toEqual({ sku: 'is already taken' });
    expect(await countRows(t, products)).toBe(before);
  });

  it('creates only one of two simultaneous products with the same sku', async () => {
    const body = newProductBody();
    const results = await Promise.all([create(body), create(body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await countRows(t, products, eq(products.sku, body.sku))).toBe(1);
  });

  it('replaces a product with PUT, keeping its own sku, and refuses another one’s sku', async () => {
    const product = await createdProduct(t);
    const other = await createdProduct(t);
    const body = newProductBody({ sku: product.sku, productName: 'Renamed', price: 5, categoryId: 2 });
    const res = await call(t, 'PUT', `${url}/${product.id}`, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: product.id,
      productName: 'Renamed',
      price: '$5.00',
      category: 'Accessories',
    });
    const clash = await call(t, 'PUT', `${url}/${product.id}`, { ...body, sku: other.sku });
    expect(clash.statusCode).toBe(409);
    const bad = await call(t, 'PUT', `${url}/${product.id}`, { ...body, qty: -1 });
    expect(bad.json().errors).toHaveProperty('qty');
    expect((await getOk<{ productName: string }>(t, `${url}/${product.id}`)).productName).toBe('Renamed');
    const missing = await call(t, 'PUT', `${url}/999999`, newProductBody());
    expect(missing.statusCode).toBe(404);
  });

  it('deletes exactly one product with 204, then answers 404 with an empty body', async () => {
    const product = await createdProduct(t);
    const before = await countRows(t, products);
    const res = await call(t, 'DELETE', `${url}/${product.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await countRows(t, products)).toBe(before - 1);
    const again = await call(t, 'DELETE', `${url}/${product.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.body).toBe('');
    expect((await call(t, 'DELETE', `${url}/abc`)).statusCode).toBe(400);
  });

  it('takes the reviews with a deleted product, and keeps the order lines and totals', async () => {
    const [line] = await t.app.db
      .select({ productId: orderItems.productId, orderId: orderItems.orderId, name: orderItems.productName })
      .from(orderItems)
      .where(sql`${orderItems.productId} in (select product_id from reviews)`)
      .limit(1);
    const productId = line.productId as number;
    const [before] = await t.app.db.select().from(orders).where(eq(orders.id, line.orderId));
    expect((await call(t, 'DELETE', `${url}/${productId}`)).statusCode).toBe(204);
    expect(await countRows(t, reviews, eq(reviews.productId, productId))).toBe(0);
    const detail = await getOk<{ items: { productId: number | null; productName: string }[]; spent: number }>(
      t,
      `/api/apps/ecommerce/orders/${line.orderId}`,
    );
    expect(detail.items).toContainEqual(expect.objectContaining({ productId: null, productName: line.name }));
    expect(detail.spent).toBe(before.spentCents / 100);
  });

  it('bulk-deletes the known ids and reports how many', async () => {
    const a = await createdProduct(t);
    const b = await createdProduct(t);
    const before = await countRows(t, products);
    const res = await call(t, 'POST', `${url}/bulk-delete`, { ids: [a.id, b.id, a.id, 999999] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: 2 });
    expect(await countRows(t, products)).toBe(before - 2);
  });

  it.each([
    [{ ids: [] }],
    [{ ids: Array.from({ length: 101 }, (_, i) => i + 1) }],
    [{ ids: ['1'] }],
    [{ ids: [0] }],
    [{ ids: [2147483648] }],
    [{}],
  ])('refuses a bulk delete of %j with 400 and deletes nothing', async (body) => {
    const before = await countRows(t, products);
    const res = await call(t, 'POST', `${url}/bulk-delete`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty(Object.keys(res.json().errors)[0]);
    expect(Object.keys(res.json().errors)[0]).toMatch(/^ids/);
    expect(await countRows(t, products)).toBe(before);
  });
});
