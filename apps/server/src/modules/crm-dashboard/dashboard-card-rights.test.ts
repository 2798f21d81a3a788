import type { AbilityRule, CrmDashboardAnswer, EcommerceDashboardAnswer } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import { call, signedInUser, uniqueTag } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

/**
 * A dashboard's own right opens its figures, not the records of other subjects (security issue): the
 * cards that list users, invoices, orders and products list only those the reader may read, and
 * nothing (null) when they may read none.
 */
describe('dashboard cards and the reader’s rights', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const memberOf = async (rules: AbilityRule[]) => {
    const role = await call(t, 'POST', '/api/apps/roles', { name: uniqueTag('role'), rules });
    expect(role.statusCode, role.body).toBe(201);
    const member = await signedInUser(t, 'client');
    const moved = await call(t, 'PATCH', `/api/apps/users/${member.id}`, { role: role.json().name });
    expect(moved.statusCode, moved.body).toBe(200);
    return member;
  };
  const get = async <T>(url: string, token: string) => {
    const res = await call(t, 'GET', url, undefined, token);
    expect(res.statusCode, res.body).toBe(200);
    return { body: res.body, json: res.json() as T };
  };
  const crm = (token: string) => get<CrmDashboardAnswer>('/api/dashboard/crm', token);
  const shop = (token: string) => get<EcommerceDashboardAnswer>('/api/apps/ecommerce/dashboard', token);

  it('gives a role that may read only dashboards the CRM figures without users, transactions or activity', async () => {
    const member = await memberOf([{ action: 'read', subject: 'Dashboard' }]);
    const admin = (await crm(t.adminToken)).json;
    expect(admin.recentUsers?.length).toBeGreaterThan(0);
    expect(admin.recentTransactions?.length).toBeGreaterThan(0);
    expect(admin.activity?.length).toBeGreaterThan(0);
    const { body, json } = await crm(member.token);
    expect(json.recentUsers).toBeNull();
    expect(json.recentTransactions).toBeNull();
    expect(json.activity).toBeNull();
    expect(json.totals.users).toBe(admin.totals.users);
    for (const user of admin.recentUsers ?? []) expect(body).not.toContain(user.email);
    for (const x of admin.recentTransactions ?? []) expect(body).not.toContain(`"client":"${x.client}"`);
  });

  it('lists only the users a reader limited to their own account may read, and only their activity', async () => {
    const member = await memberOf([
      { action: 'read', subject: 'Dashboard' },
      { action: 'read', subject: 'User', conditions: { id: '$me' } },
    ]);
    const { json } = await crm(member.token);
    expect(json.recentUsers?.map((u) => u.id)).toEqual([member.id]);
    expect(json.recentTransactions).toBeNull();
    expect(json.activity?.length).toBeGreaterThan(0);
    expect(json.activity?.every((a) => a.kind === 'user-created' && a.id === `user:${member.id}`)).toBe(true);
  });

  it('gives a role that may read only the shop’s dashboard its figures without orders or products', async () => {
    const admin = (await shop(t.adminToken)).json;
    expect(admin.recentOrders?.length).toBeGreaterThan(0);
    expect(admin.topProducts?.length).toBeGreaterThan(0);

    const member = await memberOf([{ action: 'read', subject: 'Ecommerce' }]);
    const { body, json } = await shop(member.token);
    expect(json.recentOrders).toBeNull();
    expect(json.topProducts).toBeNull();
    expect(json.totals).toEqual(admin.totals);
    for (const order of admin.recentOrders ?? []) expect(body).not.toContain(order.email);
  });

  it('lists the shop’s recent orders and top products within the reader’s row rules', async () => {
    const member = await memberOf([
      { action: 'read', subject: 'Ecommerce' },
      { action: 'read', subject: 'Order', conditions: { ownerId: '$me' } },
      { action: 'read', subject: 'Product', conditions: { status: 'Inactive' } },
    ]);
    const [order] = await t.app.db.select({ id: orders.id }).from(orders).limit(1);
    const handed = await call(t, 'PATCH', `/api/apps/ecommerce/orders/${order.id}/owner`, {
      ownerId: member.id,
    });
    expect(handed.statusCode, handed.body).toBe(200);

    const { json } = await shop(member.token);
    expect(json.recentOrders?.map((o) => o.id)).toEqual([order.id]);
    const top = json.topProducts ?? [];
    expect(top.length).toBeGreaterThan(0);
    const statuses = await Promise.all(
      top.map(async (p) => (await call(t, 'GET', `/api/apps/ecommerce/products/${p.id}`)).json().status),
    );
    expect(statuses.every((s) => s === 'Inactive')).toBe(true);
  });
});
