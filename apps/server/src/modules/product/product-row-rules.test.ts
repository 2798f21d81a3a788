import type { AbilityRule } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createdProduct,
  newProductBody,
  scalar,
  signedInUser,
  uniqueTag,
} from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

/**
 * Rule conditions on Product (decision 015): a member who may see and change only the products that
 * are not published, and delete only inactive ones.
 */
describe('products under conditions on status', () => {
  let t: TestApp;
  let token: string;
  const url = '/api/apps/ecommerce/products';
  const hidden = ['Inactive', 'Scheduled'];
  beforeAll(async () => {
    t = await createTestApp();
    token = await memberToken([
      { action: 'read', subject: 'Product', conditions: { status: { $in: hidden } } },
      { action: 'update', subject: 'Product', conditions: { status: { $ne: 'Published' } } },
      { action: 'delete', subject: 'Product', conditions: { status: 'Inactive' } },
    ]);
  });
  afterAll(() => t.close());

  const memberToken = async (rules: AbilityRule[]) => {
    const role = await call(t, 'POST', '/api/apps/roles', { name: uniqueTag('products'), rules });
    expect(role.statusCode, role.body).toBe(201);
    return (await signedInUser(t, role.json().name)).token;
  };
  const as = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', path: string, body?: object, who = token) =>
    call(t, method, `${url}${path}`, body, who);
  const countWhere = (published: boolean) =>
    scalar(
      t,
      published
        ? sql`select count(*)::int as n from products where status = 'Published'`
        : sql`select count(*)::int as n from products where status <> 'Published'`,
    );
  const rowsWithId = (id: number) => scalar(t, sql`select count(*)::int as n from products where id = ${id}`);

  it('lists only the products that are not published, with their total', async () => {
    const inside = await countWhere(false);
    expect(inside).toBeGreaterThan(0);
    expect(await countWhere(true)).toBeGreaterThan(0);
    const res = await as('GET', '?itemsPerPage=100');
    expect(res.statusCode, res.body).toBe(200);
    const { products, total } = res.json() as { products: { status: string }[]; total: number };
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((p) => hidden.includes(p.status))).toBe(true);
    expect(total).toBe(inside);
    expect((await as('GET', '?status=Published')).json()).toMatchObject({ products: [], total: 0 });
  });

  it('exports only those products', async () => {
    const csv = await as('GET', '/export.csv');
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split('\n').slice(1);
    expect(lines).toHaveLength(await countWhere(false));
    expect(lines.some((line) => line.endsWith(',Published'))).toBe(false);
  });

  it('opens a product inside the rule and answers 404 for a published one', async () => {
    const draft = await createdProduct(t, { status: 'Scheduled' });
    const live = await createdProduct(t, { status: 'Published' });
    expect((await as('GET', `/${draft.id}`)).statusCode).toBe(200);
    const outside = await as('GET', `/${live.id}`);
    expect(outside.statusCode).toBe(404);
    expect(outside.json().message).toBe('Product not found');
  });

  it('saves a product inside the rule, refuses to publish it (403) and answers 404 for a published one', async () => {
    const draft = await createdProduct(t, { status: 'Inactive' });
    const renamed = newProductBody({ sku: draft.sku, status: 'Inactive', productName: 'Renamed draft' });
    const ok = await as('PUT', `/${draft.id}`, renamed);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().productName).toBe('Renamed draft');

    const publish = await as('PUT', `/${draft.id}`, { ...renamed, status: 'Published' });
    expect(publish.statusCode).toBe(403);
    const after = await call(t, 'GET', `${url}/${draft.id}`);
    expect(after.json()).toMatchObject({ status: 'Inactive', productName: 'Renamed draft' });

    const live = await createdProduct(t, { status: 'Published' });
    const body = newProductBody({ sku: live.sku, status: 'Inactive' });
    expect((await as('PUT', `/${live.id}`, body)).statusCode).toBe(404);
    // A stale version does not show the product through the 409 either.
    expect((await as('PUT', `/${live.id}`, { ...body, version: 999 })).statusCode).toBe(404);
    expect((await call(t, 'GET', `${url}/${live.id}`)).json().status).toBe('Published');
  });

  it('deletes an inactive product, answers 404 for another and skips it in a bulk delete', async () => {
    const inactive = await createdProduct(t, { status: 'Inactive' });
    const scheduled = await createdProduct(t, { status: 'Scheduled' });
    const live = await createdProduct(t, { status: 'Published' });
    expect((await as('DELETE', `/${live.id}`)).statusCode).toBe(404);
    expect((await as('DELETE', `/${scheduled.id}`)).statusCode).toBe(404);
    expect(await rowsWithId(live.id)).toBe(1);
    const bulk = await as('POST', '/bulk-delete', { ids: [inactive.id, scheduled.id, live.id] });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(bulk.json()).toEqual({ deleted: 1 });
    expect(await rowsWithId(inactive.id)).toBe(0);
    expect(await rowsWithId(scheduled.id)).toBe(1);
    const another = await createdProduct(t, { status: 'Inactive' });
    expect((await as('DELETE', `/${another.id}`)).statusCode).toBe(204);
    expect(await rowsWithId(another.id)).toBe(0);
  });

  it('still needs the right on every product for the stats and a create', async () => {
    expect((await as('GET', '/stats')).statusCode).toBe(403);
    expect((await as('POST', '', newProductBody({ status: 'Inactive' }))).statusCode).toBe(403);
  });

  it('lists, reads and exports everything but published products under an inverted rule', async () => {
    const who = await memberToken([
      { action: 'read', subject: 'Product' },
      { action: 'read', subject: 'Product', inverted: true, conditions: { status: 'Published' } },
    ]);
    const list = await as('GET', '?itemsPerPage=100', undefined, who);
    expect(list.json().total).toBe(await countWhere(false));
    expect(list.json().products.some((p: { status: string }) => p.status === 'Published')).toBe(false);
    const live = await createdProduct(t, { status: 'Published' });
    expect((await as('GET', `/${live.id}`, undefined, who)).statusCode).toBe(404);
    const csv = await as('GET', '/export.csv', undefined, who);
    expect(csv.body.trim().split('\n')).toHaveLength((await countWhere(false)) + 1);
  });

  it.each<[string, AbilityRule, string]>([
    [
      'a create',
      { action: 'create', subject: 'Product', conditions: { status: 'Inactive' } },
      'rules.0.conditions',
    ],
    [
      'an unknown field',
      { action: 'read', subject: 'Product', conditions: { price: 5 } },
      'rules.0.conditions.price',
    ],
    [
      'an operator it does not enforce',
      { action: 'read', subject: 'Product', conditions: { status: { $regex: '^P' } } },
      'rules.0.conditions.status.$regex',
    ],
    [
      'a category that is not a number',
      { action: 'read', subject: 'Product', conditions: { categoryId: '2' } },
      'rules.0.conditions.categoryId',
    ],
    [
      'owner = me (a product has no owner)',
      { action: 'read', subject: 'Product', conditions: { status: '$me' } },
      'rules.0.conditions.status',
    ],
    ['a field limit', { action: 'update', subject: 'Product', fields: ['status'] }, 'rules.0.fields'],
  ])('refuses %s on Product with 400 naming %s', async (_, rule, path) => {
    const res = await call(t, 'POST', '/api/apps/roles', { name: uniqueTag('bad'), rules: [rule] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty([path]);
  });

  it('narrows by category too', async () => {
    const categoryId = await scalar(t, sql`select min(category_id)::int as n from products`);
    const who = await memberToken([{ action: 'read', subject: 'Product', conditions: { categoryId } }]);
    const list = await as('GET', '?itemsPerPage=100', undefined, who);
    expect(list.json().total).toBe(
      await scalar(t, sql`select count(*)::int as n from products where category_id = ${categoryId}`),
    );
    expect(list.json().products.every((p: { categoryId: number }) => p.categoryId === categoryId)).toBe(true);
  });
});
