import type { AuditEntry, AuditListAnswer } from '@app/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntry, deletedRecord, orderItems, products, users } from '../../db/schema/index.ts';
import { expectSummariesMatch } from '../../test/dashboard-summaries.ts';
import {
  call,
  createdProduct,
  getOk,
  newProductBody,
  newUserBody,
  signedInUser,
} from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Two years to today: every demo order falls in the period. */
const dashboardUrl = `/api/apps/ecommerce/dashboard?from=${isoDay(Date.now() - 730 * 86_400_000)}&to=${isoDay(Date.now())}`;

describe('audit log', () => {
  let t: TestApp;
  let adminId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const [admin] = await t.app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'admin@demo.com'));
    adminId = admin.id;
  });
  afterAll(() => t.close());

  const dashboard = () => getOk<unknown>(t, dashboardUrl);
  const entries = async (qs: string) => (await getOk<AuditListAnswer>(t, `/api/audit?${qs}`)).entries;
  const ofRecord = (table: string, id: number | string) =>
    entries(`table=${table}&recordId=${id}&itemsPerPage=100`);

  it('records a create, an update and a delete with the actor and the changed fields only', async () => {
    const product = await createdProduct(t);
    const edited = newProductBody({ sku: product.sku, productName: product.productName, qty: 77 });
    const patch = await call(t, 'PUT', `/api/apps/ecommerce/products/${product.id}`, edited);
    expect(patch.statusCode, patch.body).toBe(200);
    // Saving the same values again changes nothing, so it records nothing.
    expect((await call(t, 'PUT', `/api/apps/ecommerce/products/${product.id}`, edited)).statusCode).toBe(200);
    expect((await call(t, 'DELETE', `/api/apps/ecommerce/products/${product.id}`)).statusCode).toBe(204);

    const [del, upd, ins] = await ofRecord('products', product.id);
    expect([del.action, upd.action, ins.action]).toEqual(['delete', 'update', 'insert']);
    for (const e of [del, upd, ins]) expect(e.actor).toEqual({ id: adminId, fullName: expect.any(String) });
    expect(Object.keys(upd.changes)).toEqual(['qty']);
    expect(upd.changes.qty).toEqual({ before: 5, after: 77 });
    expect(ins.changes.qty).toEqual({ before: null, after: 5 });
    expect(del.changes.qty).toEqual({ before: 77, after: null });
    expect(del.restorable).toBe(true);
    expect(upd.changes.updated_at).toBeUndefined();
  });

  it('never stores nor answers a password hash: only that it changed', async () => {
    const body = newUserBody('subscriber', { password: 'secret-password-1' });
    const res = await call(t, 'POST', '/api/apps/users', body);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as number;
    const [ins] = await ofRecord('users', id);
    expect(ins.changes.password_hash).toEqual({ changed: true });
    const [hash] = await t.app.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, id));
    const stored = await t.app.db.execute(
      sql`select count(*)::int as n from ${auditEntry} where changes::text like ${`%${hash.h}%`}`,
    );
    expect((stored as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
    const csv = await call(t, 'GET', `/api/audit/export.csv?table=users&recordId=${id}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('password_hash: changed');
    expect(csv.body).not.toContain(String(hash.h));
    // Deleted and restored, the user signs in with the same password.
    expect((await call(t, 'DELETE', `/api/apps/users/${id}`)).statusCode).toBe(204);
    const [del] = await ofRecord('users', id);
    expect(JSON.stringify(del)).not.toContain(String(hash.h));
    expect((await call(t, 'POST', `/api/audit/${del.id}/restore`)).statusCode).toBe(200);
    expect(await t.login(body.email, 'secret-password-1')).toEqual(expect.any(String));
  });

  it('records each of two concurrent requests with its own actor', async () => {
    const maintainer = await signedInUser(t, 'maintainer');
    const [a, b] = await Promise.all([
      createdProduct(t),
      call(t, 'POST', '/api/apps/ecommerce/products', newProductBody(), maintainer.token).then((r) =>
        r.json(),
      ),
    ]);
    const [byAdmin] = await ofRecord('products', (a as { id: number }).id);
    const [byMaintainer] = await ofRecord('products', (b as { id: number }).id);
    expect(byAdmin.actor?.id).toBe(adminId);
    expect(byMaintainer.actor?.id).toBe(maintainer.id);
  });

  it('restores a deleted order with its items, and the shop dashboard shows the same figures again', async () => {
    const [item] = await t.app.db.select({ orderId: orderItems.orderId }).from(orderItems).limit(1);
    const before = await dashboard();
    const itemCount = await t.app.db.$count(orderItems, eq(orderItems.orderId, item.orderId));
    expect((await call(t, 'DELETE', `/api/apps/ecommerce/orders/${item.orderId}`)).statusCode).toBe(204);
    expect(await dashboard()).not.toEqual(before);
    const [del] = await ofRecord('orders', item.orderId);
    const res = await call(t, 'POST', `/api/audit/${del.id}/restore`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().restored.filter((r: { table: string }) => r.table === 'order_items')).toHaveLength(
      itemCount,
    );
    expect(res.json().restored[0]).toEqual({ table: 'orders', recordId: String(item.orderId) });
    expect(await dashboard()).toEqual(before);
    await expectSummariesMatch(t, 'after the restore of an order');
    expect((await getOk<{ id: number }>(t, `/api/apps/ecommerce/orders/${item.orderId}`)).id).toBe(
      item.orderId,
    );
    // Twice is a conflict, not a second copy.
    const again = await call(t, 'POST', `/api/audit/${del.id}/restore`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This deletion has already been restored.');
  });

  it('puts back the links a deleted product cut, so its sales count again', async () => {
    const [sold] = await t.app.db
      .select({ productId: orderItems.productId })
      .from(orderItems)
      .where(sql`${orderItems.productId} is not null`)
      .limit(1);
    const productId = Number(sold.productId);
    const before = await dashboard();
    const linked = await t.app.db.$count(orderItems, eq(orderItems.productId, productId));
    expect((await call(t, 'DELETE', `/api/apps/ecommerce/products/${productId}`)).statusCode).toBe(204);
    const [del] = await ofRecord('products', productId);
    expect((await call(t, 'POST', `/api/audit/${del.id}/restore`)).statusCode).toBe(200);
    expect(await t.app.db.$count(orderItems, eq(orderItems.productId, productId))).toBe(linked);
    expect(await dashboard()).toEqual(before);
  });

  it('answers 409 and writes nothing when a unique value was taken meanwhile', async () => {
    const body = newUserBody('subscriber');
    const id = (await call(t, 'POST', '/api/apps/users', body)).json().id as number;
    expect((await call(t, 'DELETE', `/api/apps/users/${id}`)).statusCode).toBe(204);
    const [del] = await ofRecord('users', id);
    const other = await call(t, 'POST', '/api/apps/users', {
      ...newUserBody('subscriber'),
      email: body.email,
    });
    expect(other.statusCode, other.body).toBe(201);
    const res = await call(t, 'POST', `/api/audit/${del.id}/restore`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(
      /^The users record \d+ cannot be restored: one of its unique values is now used/,
    );
    expect(await t.app.db.$count(users, eq(users.id, id))).toBe(0);
    expect(
      (await getOk<AuditListAnswer>(t, `/api/audit?table=users&recordId=${id}`)).entries[0].restorable,
    ).toBe(true);
  });

  it('answers 409 when the record it needs is gone', async () => {
    const product = await createdProduct(t);
    const res = await call(t, 'DELETE', `/api/apps/ecommerce/products/${product.id}`);
    expect(res.statusCode).toBe(204);
    const [del] = await ofRecord('products', product.id);
    await t.app.db.execute(
      sql`update ${deletedRecord} set row = jsonb_set(row, '{category_id}', '999999') where tx_id = ${del.txId}`,
    );
    const restore = await call(t, 'POST', `/api/audit/${del.id}/restore`);
    expect(restore.statusCode).toBe(409);
    expect(restore.json().message).toContain('a record it refers to no longer exists');
    expect(await t.app.db.$count(products, eq(products.id, product.id))).toBe(0);
  });

  it('filters by action, actor and dates, and pages newest first', async () => {
    const page = await getOk<AuditListAnswer>(
      t,
      `/api/audit?action=delete&actorId=${adminId}&itemsPerPage=2`,
    );
    expect(page.entries).toHaveLength(2);
    expect(page.entries.every((e: AuditEntry) => e.action === 'delete')).toBe(true);
    expect(page.entries[0].at >= page.entries[1].at).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect((await getOk<AuditListAnswer>(t, `/api/audit?from=${today}&to=${today}`)).total).toBeGreaterThan(
      0,
    );
    expect((await getOk<AuditListAnswer>(t, '/api/audit?to=2000-01-01')).total).toBe(0);
  });

  it("filters by actor: one user's changes, and none of anyone else's", async () => {
    const maintainer = await signedInUser(t, 'maintainer');
    const res = await call(t, 'POST', '/api/apps/ecommerce/products', newProductBody(), maintainer.token);
    const mine = String((res.json() as { id: number }).id);
    const byMaintainer = await entries(`actorId=${maintainer.id}&itemsPerPage=100`);
    expect(byMaintainer.length).toBeGreaterThan(0);
    expect(byMaintainer.every((e) => e.actor?.id === maintainer.id)).toBe(true);
    expect(byMaintainer.some((e) => e.table === 'products' && e.recordId === mine)).toBe(true);
    expect(await entries(`actorId=${adminId}&table=products&recordId=${mine}`)).toHaveLength(0);
    const res0 = await call(t, 'GET', '/api/audit?actorId=0');
    expect(res0.statusCode).toBe(400);
    expect(res0.json().message).toContain('actorId');
  });

  it.each([
    ['table=nope', 'table'],
    ['action=drop', 'action'],
    ['actorId=x', 'actorId'],
    ['from=2026-13-01', 'from'],
    ['from=2026-05-02&to=2026-05-01', 'to'],
  ])('answers 400 naming the field for %s', async (qs, field) => {
    const res = await call(t, 'GET', `/api/audit?${qs}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(field);
  });

  it('is for admins only', async () => {
    const maintainer = await signedInUser(t, 'maintainer');
    for (const [method, url] of [
      ['GET', '/api/audit'],
      ['GET', '/api/audit/export.csv'],
      ['POST', '/api/audit/1/restore'],
      ['GET', '/api/audit/settings'],
      ['POST', '/api/audit/purge'],
    ] as const) {
      expect((await call(t, method, url, undefined, maintainer.token)).statusCode).toBe(403);
    }
  });

  it('keeps the retention setting and purges what is older', async () => {
    const res = await call(t, 'PUT', '/api/audit/settings', { retentionDays: 0 });
    expect(res.statusCode).toBe(400);
    expect((await call(t, 'PUT', '/api/audit/settings', { retentionDays: 7 })).json()).toMatchObject({
      retentionDays: 7,
    });
    await t.app.db.execute(
      sql`update ${auditEntry} set at = now() - interval '8 days' where id = (select min(id) from ${auditEntry})`,
    );
    const purged = await call(t, 'POST', '/api/audit/purge');
    expect(purged.json()).toMatchObject({ entries: 1 });
    expect(
      (await getOk<{ lastPurgeAt: string | null }>(t, '/api/audit/settings')).lastPurgeAt,
    ).not.toBeNull();
  });
});
