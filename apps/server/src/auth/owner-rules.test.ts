import type { AbilityRule } from '@app/contracts';
import { eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../db/schema/index.ts';
import { call, countRows, newUserBody, signedInUser, uniqueTag } from '../test/fixtures.ts';
import { createTestApp, type TestApp } from '../test/helper.ts';

/**
 * "Owner = me" (decision 015): a condition whose value is '$me' names the signed-in user, so one role
 * gives each member their own records: a user owns itself, an order belongs to its ownerId.
 */
describe('rules limited to the records the signed-in user owns', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A new user holding a new role with `rules`, signed in. */
  const memberOf = async (rules: AbilityRule[]) => {
    const role = await call(t, 'POST', '/api/apps/roles', { name: uniqueTag('own'), rules });
    expect(role.statusCode, role.body).toBe(201);
    const holder = await signedInUser(t, 'client');
    const moved = await call(t, 'PATCH', `/api/apps/users/${holder.id}`, { role: role.json().name });
    expect(moved.statusCode, moved.body).toBe(200);
    return { ...holder, role: role.json().name as string };
  };
  /** Gives `userId` the first `count` orders nobody else was given by this test. */
  let nextOrder = 0;
  const giveOrders = async (userId: number, count: number) => {
    const rows = await t.app.db
      .select({ id: orders.id })
      .from(orders)
      .where(sql`${orders.id} > ${nextOrder}`)
      .orderBy(orders.id)
      .limit(count);
    const ids = rows.map((r) => r.id);
    nextOrder = ids[ids.length - 1];
    await t.app.db.update(orders).set({ ownerId: userId }).where(inArray(orders.id, ids));
    return ids;
  };
  const get = (url: string, token: string) => call(t, 'GET', url, undefined, token);

  describe('orders: read where ownerId is $me', () => {
    let alice: { id: number; token: string };
    let bob: { id: number; token: string };
    let aliceOrders: number[];
    let bobOrders: number[];
    beforeAll(async () => {
      alice = await memberOf([{ action: 'read', subject: 'Order', conditions: { ownerId: '$me' } }]);
      const role = (await get(`/api/apps/users/${alice.id}`, t.adminToken)).json().role;
      bob = await signedInUser(t, role);
      aliceOrders = await giveOrders(alice.id, 3);
      bobOrders = await giveOrders(bob.id, 2);
    });

    it('lists only the orders each member owns, with their total, from one role', async () => {
      const a = await get('/api/apps/ecommerce/orders?itemsPerPage=100', alice.token);
      expect(a.statusCode, a.body).toBe(200);
      expect(
        a
          .json()
          .orders.map((o: { id: number }) => o.id)
          .sort(),
      ).toEqual([...aliceOrders].sort());
      expect(a.json().total).toBe(3);
      expect(a.json().orders.every((o: { ownerId: number }) => o.ownerId === alice.id)).toBe(true);
      const b = await get('/api/apps/ecommerce/orders?itemsPerPage=100', bob.token);
      expect(
        b
          .json()
          .orders.map((o: { id: number }) => o.id)
          .sort(),
      ).toEqual([...bobOrders].sort());
    });

    it('opens its own order and answers 404 for an order of another member', async () => {
      const own = await get(`/api/apps/ecommerce/orders/${aliceOrders[0]}`, alice.token);
      expect(own.statusCode).toBe(200);
      expect(own.json().ownerId).toBe(alice.id);
      expect((await get(`/api/apps/ecommerce/orders/${bobOrders[0]}`, alice.token)).statusCode).toBe(404);
    });

    it('exports only its own orders', async () => {
      const csv = await get('/api/apps/ecommerce/orders/export.csv', alice.token);
      expect(csv.statusCode).toBe(200);
      expect(csv.body.trim().split('\n').slice(1)).toHaveLength(3);
    });

    it('is refused the order counts, which need the right on every order, and the status change, which its role does not grant', async () => {
      expect((await get('/api/apps/ecommerce/orders/stats', alice.token)).statusCode).toBe(403);
      const res = await call(
        t,
        'PATCH',
        `/api/apps/ecommerce/orders/${aliceOrders[0]}/status`,
        { status: 'Dispatched' },
        alice.token,
      );
      expect(res.statusCode).toBe(403);
    });
  });

  it('keeps an inverted owner rule: every order but its own, ownerless ones included', async () => {
    const carol = await memberOf([
      { action: 'read', subject: 'Order' },
      { action: 'read', subject: 'Order', inverted: true, conditions: { ownerId: '$me' } },
    ]);
    const own = await giveOrders(carol.id, 2);
    await t.app.db
      .update(orders)
      .set({ ownerId: null })
      .where(eq(orders.id, nextOrder + 1));
    const others = await countRows(t, orders, or(ne(orders.ownerId, carol.id), isNull(orders.ownerId)));
    const list = await get('/api/apps/ecommerce/orders?itemsPerPage=100', carol.token);
    expect(list.json().total).toBe(others);
    expect(list.json().orders.some((o: { id: number }) => own.includes(o.id))).toBe(false);
    expect((await get(`/api/apps/ecommerce/orders/${own[0]}`, carol.token)).statusCode).toBe(404);
    expect((await get(`/api/apps/ecommerce/orders/${nextOrder + 1}`, carol.token)).statusCode).toBe(200);
    const csv = await get('/api/apps/ecommerce/orders/export.csv', carol.token);
    expect(csv.body.trim().split('\n').slice(1)).toHaveLength(others);
  });

  describe('orders: read, update and delete where ownerId is $me', () => {
    let fay: { id: number; token: string };
    let mine: number[];
    let theirs: number[];
    const patch = (id: number, what: string, body: object) =>
      call(t, 'PATCH', `/api/apps/ecommerce/orders/${id}/${what}`, body, fay.token);
    const orderOf = async (id: number) =>
      (await get(`/api/apps/ecommerce/orders/${id}`, t.adminToken)).json();
    beforeAll(async () => {
      fay = await memberOf([
        { action: ['read', 'update', 'delete'], subject: 'Order', conditions: { ownerId: '$me' } },
      ]);
      mine = await giveOrders(fay.id, 4);
      theirs = await giveOrders(1, 2);
    });

    it('changes the status and a quantity of its own order; another order is not found, and unchanged', async () => {
      const before = await orderOf(mine[0]);
      const next = before.status === 'Delivered' ? 'Dispatched' : 'Delivered';
      const own = await patch(mine[0], 'status', { status: next });
      expect(own.statusCode, own.body).toBe(200);
      expect(own.json().status).toBe(next);
      const item = before.items[0];
      const qty = await patch(mine[0], `items/${item.id}`, { qty: item.qty + 1 });
      expect(qty.statusCode, qty.body).toBe(200);

      const other = await orderOf(theirs[0]);
      const refused = await patch(theirs[0], 'status', {
        status: other.status === 'Delivered' ? 'Dispatched' : 'Delivered',
      });
      expect(refused.statusCode).toBe(404);
      expect((await patch(theirs[0], `items/${other.items[0].id}`, { qty: 99 })).statusCode).toBe(404);
      const after = await orderOf(theirs[0]);
      expect([after.status, after.version]).toEqual([other.status, other.version]);
    });

    it('cannot give its own order away, which would take it out of reach (403, unchanged)', async () => {
      const res = await patch(mine[1], 'owner', { ownerId: 1 });
      expect(res.statusCode, res.body).toBe(403);
      expect((await orderOf(mine[1])).ownerId).toBe(fay.id);
    });

    it('deletes its own orders only: the others are skipped as if unknown', async () => {
      const bulk = await call(
        t,
        'POST',
        '/api/apps/ecommerce/orders/bulk-delete',
        { ids: [mine[2], theirs[1]] },
        fay.token,
      );
      expect(bulk.statusCode, bulk.body).toBe(200);
      expect(bulk.json().deleted).toBe(1);
      const one = await call(t, 'DELETE', `/api/apps/ecommerce/orders/${theirs[0]}`, undefined, fay.token);
      expect(one.statusCode).toBe(204);
      expect((await get(`/api/apps/ecommerce/orders/${mine[2]}`, t.adminToken)).statusCode).toBe(404);
      for (const id of theirs) {
        expect((await get(`/api/apps/ecommerce/orders/${id}`, t.adminToken)).statusCode).toBe(200);
      }
    });
  });

  describe('handing an order to another owner', () => {
    const owner = (id: number, body: object, token = t.adminToken) =>
      call(t, 'PATCH', `/api/apps/ecommerce/orders/${id}/owner`, body, token);

    it('gives the order to a user, names them in the detail, and makes it theirs under "owner = me"', async () => {
      const gus = await memberOf([{ action: 'read', subject: 'Order', conditions: { ownerId: '$me' } }]);
      const [id] = await giveOrders(1, 1);
      expect((await get(`/api/apps/ecommerce/orders/${id}`, gus.token)).statusCode).toBe(404);
      const before = (await get(`/api/apps/ecommerce/orders/${id}`, t.adminToken)).json();
      const res = await owner(id, { ownerId: gus.id, version: before.version });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().ownerId).toBe(gus.id);
      expect(res.json().owner).toMatchObject({ id: gus.id, fullName: expect.any(String) });
      expect(res.json().version).toBe(before.version + 1);
      expect((await get(`/api/apps/ecommerce/orders/${id}`, gus.token)).statusCode).toBe(200);

      const stale = await owner(id, { ownerId: null, version: before.version });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().current.ownerId).toBe(gus.id);
      const nobody = await owner(id, { ownerId: null });
      expect(nobody.statusCode, nobody.body).toBe(200);
      expect(nobody.json()).toMatchObject({ ownerId: null, owner: null });
    });

    it.each<[string, object, string]>([
      ['an unknown user', { ownerId: 2147483000 }, 'ownerId'],
      ['a fraction', { ownerId: 1.5 }, 'ownerId'],
      ['a string', { ownerId: '1' }, 'ownerId'],
      ['no owner field', {}, 'ownerId'],
      ['a bad version', { ownerId: 1, version: 0 }, 'version'],
    ])('refuses %s with 400 naming %s, and changes nothing', async (_, body, field) => {
      const [id] = await giveOrders(1, 1);
      const res = await owner(id, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toHaveProperty([field]);
      expect((await get(`/api/apps/ecommerce/orders/${id}`, t.adminToken)).json().ownerId).toBe(1);
    });

    it('answers 404 for an unknown order', async () => {
      expect((await owner(2147483000, { ownerId: 1 })).statusCode).toBe(404);
    });
  });

  describe('users: read and update where id is $me (a user owns itself)', () => {
    let dave: { id: number; token: string };
    beforeAll(async () => {
      dave = await memberOf([
        { action: ['read', 'update'], subject: 'User', conditions: { id: '$me' } },
        { action: 'create', subject: 'User', conditions: { id: '$me' } },
      ]);
    });

    it('lists and exports only itself', async () => {
      const list = await get('/api/apps/users?itemsPerPage=100', dave.token);
      expect(list.json().users.map((u: { id: number }) => u.id)).toEqual([dave.id]);
      expect(list.json().totalUsers).toBe(1);
      const csv = await get('/api/apps/users/export.csv', dave.token);
      expect(csv.body.trim().split('\n')).toHaveLength(2);
    });

    it('reads and changes itself; another user is not found, and unchanged', async () => {
      expect((await get(`/api/apps/users/${dave.id}`, dave.token)).statusCode).toBe(200);
      expect((await get('/api/apps/users/1', dave.token)).statusCode).toBe(404);
      const own = await call(t, 'PATCH', `/api/apps/users/${dave.id}`, { company: 'Own Co' }, dave.token);
      expect(own.statusCode, own.body).toBe(200);
      const other = await call(t, 'PATCH', '/api/apps/users/1', { company: 'Taken' }, dave.token);
      expect(other.statusCode).toBe(404);
      expect((await get('/api/apps/users/1', t.adminToken)).json().company).not.toBe('Taken');
    });

    it('cannot create a user, who would not be itself (403)', async () => {
      const res = await call(t, 'POST', '/api/apps/users', newUserBody('client'), dave.token);
      expect(res.statusCode).toBe(403);
    });
  });

  it('keeps an inverted rule on users: everyone but itself', async () => {
    const erin = await memberOf([
      { action: 'read', subject: 'User' },
      { action: 'read', subject: 'User', inverted: true, conditions: { id: '$me' } },
    ]);
    const list = await get(`/api/apps/users?q=${encodeURIComponent(erin.email)}`, erin.token);
    expect(list.json().totalUsers).toBe(0);
    expect((await get(`/api/apps/users/${erin.id}`, erin.token)).statusCode).toBe(404);
    expect((await get('/api/apps/users/1', erin.token)).statusCode).toBe(200);
  });

  it.each<[string, AbilityRule, string]>([
    ['on a status', { action: 'read', subject: 'Order', conditions: { status: '$me' } }, 'status'],
    ['on an e-mail', { action: 'read', subject: 'User', conditions: { email: '$me' } }, 'email'],
    ['with $gt', { action: 'read', subject: 'User', conditions: { id: { $gt: '$me' } } }, 'id.$gt'],
  ])('refuses $me %s with 400 naming the path', async (_, rule, path) => {
    const res = await call(t, 'POST', '/api/apps/roles', { name: uniqueTag('bad'), rules: [rule] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty([`rules.0.conditions.${path}`]);
    const perm = await call(t, 'POST', '/api/apps/permissions', { name: uniqueTag('bad'), rules: [rule] });
    expect(perm.statusCode).toBe(400);
  });

  it("gives a new order to the user whose request inserts it, and none to the public checkout's", async () => {
    const member = await signedInUser(t, 'client');
    const insert = sql`insert into orders (order_number, customer_id, status, payment, method, method_number)
      select max(order_number) + 1, min(customer_id), 'Delivered', 1, 'mastercard', 1234 from orders
      returning owner_id as "ownerId"`;
    const ownerOf = (actor: string) =>
      t.app.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('app.actor_id', ${actor}, true)`);
        const res = (await tx.execute(insert)) as unknown as { rows: { ownerId: number | null }[] };
        return res.rows[0].ownerId;
      });
    expect(await ownerOf(String(member.id))).toBe(member.id);
    expect(await ownerOf('')).toBeNull();
  });
});
