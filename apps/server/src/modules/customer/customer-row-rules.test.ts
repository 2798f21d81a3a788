import type { AbilityRule } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, scalar, signedInUser, uniqueTag } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

type Row = { customerId: number; country: string };

/**
 * Rule conditions on Customer (decision 015): a member who looks after the customers of one country,
 * and may change them only while they are not suspended.
 */
describe('customers under conditions on country and status', () => {
  let t: TestApp;
  let token: string;
  let country: string;
  const url = '/api/apps/ecommerce/customers';
  beforeAll(async () => {
    t = await createTestApp();
    const res = (await t.app.db.execute(
      sql`select country from customers group by country order by count(*) desc, country limit 1`,
    )) as unknown as { rows: { country: string }[] };
    country = res.rows[0].country;
    token = await memberToken([
      { action: 'read', subject: 'Customer', conditions: { country } },
      { action: 'update', subject: 'Customer', conditions: { country, status: { $ne: 'Suspended' } } },
    ]);
  });
  afterAll(() => t.close());

  const memberToken = async (rules: AbilityRule[]) => {
    const role = await call(t, 'POST', '/api/apps/roles', { name: uniqueTag('customers'), rules });
    expect(role.statusCode, role.body).toBe(201);
    return (await signedInUser(t, role.json().name)).token;
  };
  const as = (method: 'GET' | 'PATCH' | 'PUT', path: string, payload?: object, who = token) =>
    call(t, method, `${url}${path}`, payload, who);
  const inCountry = () => scalar(t, sql`select count(*)::int as n from customers where country = ${country}`);
  const numberWhere = async (same: boolean) => {
    const res = (await t.app.db.execute(
      same
        ? sql`select customer_number as n from customers where country = ${country} and status = 'Active' order by id limit 1`
        : sql`select customer_number as n from customers where country <> ${country} order by id limit 1`,
    )) as unknown as { rows: { n: number }[] };
    return res.rows[0].n;
  };

  it("lists and exports only the country's customers, with their total", async () => {
    const inside = await inCountry();
    expect(inside).toBeGreaterThan(0);
    expect(await scalar(t, sql`select count(*)::int as n from customers`)).toBeGreaterThan(inside);
    const res = await as('GET', '?itemsPerPage=100');
    expect(res.statusCode, res.body).toBe(200);
    const { customers, total } = res.json() as { customers: Row[]; total: number };
    expect(customers.length).toBeGreaterThan(0);
    expect(customers.every((c) => c.country === country)).toBe(true);
    expect(total).toBe(inside);
    const csv = await as('GET', '/export.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trim().split('\n')).toHaveLength(inside + 1);
  });

  it('opens a customer of the country and answers the empty 404 for another, notifications included', async () => {
    const mine = await numberWhere(true);
    const other = await numberWhere(false);
    expect((await as('GET', `/${mine}`)).statusCode).toBe(200);
    expect((await as('GET', `/${mine}/notifications`)).statusCode).toBe(200);
    const outside = await as('GET', `/${other}`);
    expect(outside.statusCode).toBe(404);
    expect(outside.body).toBe('');
    expect((await as('GET', `/${other}/notifications`)).statusCode).toBe(404);
  });

  it('changes a customer inside the rule and refuses to move one out of it (403) or to touch another (404)', async () => {
    const mine = await numberWhere(true);
    const ok = await as('PATCH', `/${mine}`, { contact: '+33 1 23 45 67 89' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().contact).toBe('+33 1 23 45 67 89');
    expect((await as('PATCH', `/${mine}`, { status: 'Suspended' })).statusCode).toBe(403);
    const elsewhere = country === 'France' ? 'Germany' : 'France';
    expect((await as('PATCH', `/${mine}`, { country: elsewhere })).statusCode).toBe(403);
    expect((await call(t, 'GET', `${url}/${mine}`)).json()).toMatchObject({ country, status: 'Active' });

    const other = await numberWhere(false);
    expect((await as('PATCH', `/${other}`, { contact: '000' })).statusCode).toBe(404);
    expect((await as('PATCH', `/${other}`, { contact: '000', version: 999 })).statusCode).toBe(404);
    const prefs = (await call(t, 'GET', `${url}/${other}/notifications`)).json();
    expect((await as('PUT', `/${other}/notifications`, prefs)).statusCode).toBe(404);
  });

  it('hides the country under an inverted rule', async () => {
    const who = await memberToken([
      { action: 'read', subject: 'Customer' },
      { action: 'read', subject: 'Customer', inverted: true, conditions: { country } },
    ]);
    const all = await scalar(t, sql`select count(*)::int as n from customers`);
    const list = await as('GET', '?itemsPerPage=100', undefined, who);
    expect(list.json().total).toBe(all - (await inCountry()));
    expect(list.json().customers.some((c: Row) => c.country === country)).toBe(false);
    expect((await as('GET', `/${await numberWhere(true)}`, undefined, who)).statusCode).toBe(404);
  });

  it.each<[string, AbilityRule, string]>([
    [
      'a delete',
      { action: 'delete', subject: 'Customer', conditions: { country: 'France' } },
      'rules.0.conditions',
    ],
    [
      'an unknown field',
      { action: 'read', subject: 'Customer', conditions: { email: 'a' } },
      'rules.0.conditions.email',
    ],
    [
      'an operator it does not enforce',
      { action: 'read', subject: 'Customer', conditions: { country: { $regex: 'F' } } },
      'rules.0.conditions.country.$regex',
    ],
  ])('refuses %s on Customer with 400 naming %s', async (_, rule, path) => {
    const res = await call(t, 'POST', '/api/apps/roles', { name: uniqueTag('bad'), rules: [rule] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty([path]);
  });
});
