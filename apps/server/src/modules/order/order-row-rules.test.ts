import type { AbilityRule } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signedInUser, uniqueTag } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

/** Rule conditions on Order (decision 015): a reader limited by status sees only those orders. */
describe('orders read under a condition on status', () => {
  let t: TestApp;
  let member: { id: number; token: string };
  beforeAll(async () => {
    t = await createTestApp();
    const holder = await signedInUser(t, 'client');
    const role = await call(t, 'POST', '/api/apps/roles', {
      name: uniqueTag('delivered'),
      rules: [{ action: 'read', subject: 'Order', conditions: { status: 'Delivered' } }],
    });
    expect(role.statusCode, role.body).toBe(201);
    const moved = await call(t, 'PATCH', `/api/apps/users/${holder.id}`, { role: role.json().name });
    expect(moved.statusCode, moved.body).toBe(200);
    member = holder;
  });
  afterAll(() => t.close());

  const countWhere = async (status?: string) => {
    const res = (await t.app.db.execute(
      status
        ? sql`select count(*)::int as n from orders where status = ${status}`
        : sql`select count(*)::int as n from orders`,
    )) as unknown as { rows: { n: number }[] };
    return res.rows[0].n;
  };
  const firstWith = async (op: '=' | '<>') => {
    const res = (await t.app.db.execute(
      op === '='
        ? sql`select id from orders where status = 'Delivered' order by id limit 1`
        : sql`select id from orders where status <> 'Delivered' order by id limit 1`,
    )) as unknown as { rows: { id: number }[] };
    return res.rows[0].id;
  };

  it('lists only delivered orders, with their total', async () => {
    const delivered = await countWhere('Delivered');
    expect(delivered).toBeGreaterThan(0);
    expect(await countWhere()).toBeGreaterThan(delivered);
    const res = await call(t, 'GET', '/api/apps/ecommerce/orders?itemsPerPage=100', undefined, member.token);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.orders.length).toBeGreaterThan(0);
    expect(answer.orders.every((o: { status: string }) => o.status === 'Delivered')).toBe(true);
    expect(answer.total).toBe(delivered);
    const other = await call(
      t,
      'GET',
      '/api/apps/ecommerce/orders?status=Dispatched',
      undefined,
      member.token,
    );
    expect(other.json().orders).toEqual([]);
  });

  it('reads a delivered order and answers 404 for another', async () => {
    const inside = await call(
      t,
      'GET',
      `/api/apps/ecommerce/orders/${await firstWith('=')}`,
      undefined,
      member.token,
    );
    expect(inside.statusCode).toBe(200);
    const outside = await call(
      t,
      'GET',
      `/api/apps/ecommerce/orders/${await firstWith('<>')}`,
      undefined,
      member.token,
    );
    expect(outside.statusCode).toBe(404);
  });

  it('exports only delivered orders', async () => {
    const csv = await call(t, 'GET', '/api/apps/ecommerce/orders/export.csv', undefined, member.token);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split('\n').slice(1);
    expect(lines).toHaveLength(await countWhere('Delivered'));
    expect(lines.every((line) => line.includes('Delivered'))).toBe(true);
  });

  it('is refused the status change, which its role does not grant, and the counts, which need the right on every order', async () => {
    const id = await firstWith('=');
    const res = await call(
      t,
      'PATCH',
      `/api/apps/ecommerce/orders/${id}/status`,
      { status: 'Dispatched' },
      member.token,
    );
    expect(res.statusCode).toBe(403);
    expect(
      (await call(t, 'GET', '/api/apps/ecommerce/orders/stats', undefined, member.token)).statusCode,
    ).toBe(403);
  });

  it.each<[string, AbilityRule, string]>([
    [
      'a create',
      { action: 'create', subject: 'Order', conditions: { status: 'Delivered' } },
      'rules.0.conditions',
    ],
    [
      'manage',
      { action: 'manage', subject: 'Order', conditions: { status: 'Delivered' } },
      'rules.0.conditions',
    ],
    [
      'an unknown field',
      { action: 'read', subject: 'Order', conditions: { customer: 'x' } },
      'rules.0.conditions.customer',
    ],
    ['a field limit', { action: 'read', subject: 'Order', fields: ['status'] }, 'rules.0.fields'],
  ])('refuses a condition on Order for %s with 400 naming %s', async (_, rule, path) => {
    const res = await call(t, 'POST', '/api/apps/roles', { name: uniqueTag('bad'), rules: [rule] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty([path]);
  });
});
