import type { AbilityRule } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, users } from '../db/schema/index.ts';
import { call, newUserBody, signedInUser, uniqueTag } from '../test/fixtures.ts';
import { createTestApp, type TestApp } from '../test/helper.ts';

/**
 * The outside probe's attacks on rule conditions and field limits (issue 12), each answered with a
 * refusal: conditions narrow lists, single reads, writes and deletes; fields narrow writes; rules the
 * server cannot enforce are refused when written and grant nothing when found stored.
 */
describe('rule conditions and field limits', () => {
  let t: TestApp;
  /** Another user, the target of the attacks (the probe used user 70 of its database). */
  let victim: number;
  beforeAll(async () => {
    t = await createTestApp();
    victim = (await signedInUser(t, 'client')).id;
  });
  afterAll(() => t.close());

  const newRole = async (rules: AbilityRule[]) => {
    const res = await call(t, 'POST', '/api/apps/roles', { name: uniqueTag('role'), rules });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; name: string };
  };
  const emailOf = async (id: number) =>
    (await t.app.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]?.email;
  const statusOf = async (id: number) =>
    (await t.app.db.select({ status: users.status }).from(users).where(eq(users.id, id)))[0]?.status;

  describe('a role with read and update on User where id is its own id', () => {
    let me: { id: number; token: string };
    beforeAll(async () => {
      const holder = await signedInUser(t, 'client');
      const own = { id: holder.id };
      const role = await newRole([
        { action: 'read', subject: 'User', conditions: own },
        { action: 'update', subject: 'User', conditions: own },
      ]);
      const moved = await call(t, 'PATCH', `/api/apps/users/${holder.id}`, { role: role.name });
      expect(moved.statusCode, moved.body).toBe(200);
      me = { id: holder.id, token: holder.token };
    });

    it('does not read user 1 (404) and reads itself', async () => {
      expect((await call(t, 'GET', '/api/apps/users/1', undefined, me.token)).statusCode).toBe(404);
      const own = await call(t, 'GET', `/api/apps/users/${me.id}`, undefined, me.token);
      expect(own.statusCode).toBe(200);
      expect(own.json().id).toBe(me.id);
    });

    it("does not change another user's e-mail (404, unchanged) and changes its own company", async () => {
      const before = await emailOf(victim);
      expect(before).toMatch(/@/);
      const res = await call(t, 'PATCH', `/api/apps/users/${victim}`, { email: 'taken@evil.test' }, me.token);
      expect(res.statusCode).toBe(404);
      expect(await emailOf(victim)).toBe(before);
      const own = await call(t, 'PATCH', `/api/apps/users/${me.id}`, { company: 'Mine' }, me.token);
      expect(own.statusCode, own.body).toBe(200);
    });

    it('lists and exports only itself, with a total of 1', async () => {
      const list = await call(t, 'GET', '/api/apps/users?itemsPerPage=100', undefined, me.token);
      expect(list.statusCode).toBe(200);
      expect(list.json().users.map((u: { id: number }) => u.id)).toEqual([me.id]);
      expect(list.json().totalUsers).toBe(1);
      const csv = await call(t, 'GET', '/api/apps/users/export.csv', undefined, me.token);
      expect(csv.statusCode).toBe(200);
      expect(csv.body.trim().split('\n')).toHaveLength(2);
    });

    it('is refused the routes that do not check records one by one (stats) and delete', async () => {
      expect((await call(t, 'GET', '/api/apps/users/stats', undefined, me.token)).statusCode).toBe(403);
      expect((await call(t, 'DELETE', `/api/apps/users/${victim}`, undefined, me.token)).statusCode).toBe(
        403,
      );
    });

    it('cannot move itself out of its rule (its id cannot change) nor hand its rights on', async () => {
      const res = await call(
        t,
        'POST',
        '/api/apps/roles',
        { name: uniqueTag('role'), rules: [{ action: 'read', subject: 'Role' }] },
        me.token,
      );
      expect(res.statusCode).toBe(403);
    });
  });

  describe('a rule limited to fields [company]', () => {
    let token: string;
    beforeAll(async () => {
      const role = await newRole([
        { action: 'read', subject: 'User' },
        { action: 'update', subject: 'User', fields: ['company'] },
        { action: 'read', subject: 'AclDemo' },
      ]);
      ({ token } = await signedInUser(t, role.name));
    });

    it('changes the company of another user', async () => {
      const res = await call(t, 'PATCH', `/api/apps/users/${victim}`, { company: 'Allowed Ltd' }, token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().company).toBe('Allowed Ltd');
    });

    it.each([
      ['email', { email: 'changed@evil.test' }],
      ['status', { status: 'inactive' }],
      ['email', { company: 'Fine', email: 'changed@evil.test' }],
    ])('refuses a change of %s with 403 naming it and changes nothing', async (field, body) => {
      const [email, status] = [await emailOf(victim), await statusOf(victim)];
      const res = await call(t, 'PATCH', `/api/apps/users/${victim}`, body, token);
      expect(res.statusCode).toBe(403);
      expect(res.json().errors).toHaveProperty(field);
      expect([await emailOf(victim), await statusOf(victim)]).toEqual([email, status]);
    });

    it('accepts a body that repeats the current e-mail unchanged', async () => {
      const res = await call(
        t,
        'PATCH',
        `/api/apps/users/${victim}`,
        { email: await emailOf(victim), company: 'Again' },
        token,
      );
      expect(res.statusCode, res.body).toBe(200);
    });
  });

  describe('conditional create and inverted conditional rules', () => {
    it('creates a user only inside the condition of a conditional create', async () => {
      const role = await newRole([
        { action: 'create', subject: 'User', conditions: { role: 'client' } },
        { action: 'read', subject: 'AclDemo' },
      ]);
      const { token } = await signedInUser(t, role.name);
      const admin = await call(t, 'POST', '/api/apps/users', newUserBody('admin'), token);
      expect(admin.statusCode).toBe(403);
      const client = await call(t, 'POST', '/api/apps/users', newUserBody('client'), token);
      expect(client.statusCode, client.body).toBe(201);
    });

    it('keeps an inverted conditional rule: deletes clients, admins are not found', async () => {
      const role = await newRole([
        { action: 'manage', subject: 'User' },
        { action: 'read', subject: 'AclDemo' },
        { action: 'delete', subject: 'User', inverted: true, conditions: { role: 'admin' } },
      ]);
      const { token } = await signedInUser(t, role.name);
      const victim = await signedInUser(t, 'client');
      expect((await call(t, 'DELETE', `/api/apps/users/${victim.id}`, undefined, token)).statusCode).toBe(
        204,
      );
      const admin = await signedInUser(t, 'admin');
      expect((await call(t, 'DELETE', `/api/apps/users/${admin.id}`, undefined, token)).statusCode).toBe(404);
      expect(await emailOf(admin.id)).toBe(admin.email);
      // The list and stats still answer: reading is not limited.
      expect((await call(t, 'GET', '/api/apps/users/stats', undefined, token)).statusCode).toBe(200);
    });
  });

  it('narrows a list by an inverted conditional read, totals included', async () => {
    const role = await newRole([
      { action: 'read', subject: 'User' },
      { action: 'read', subject: 'User', inverted: true, conditions: { status: 'pending' } },
    ]);
    const { token } = await signedInUser(t, role.name);
    const mine = (await call(t, 'GET', '/api/apps/users?itemsPerPage=100', undefined, token)).json();
    const all = (await call(t, 'GET', '/api/apps/users?itemsPerPage=1')).json().totalUsers as number;
    const pending = (await call(t, 'GET', '/api/apps/users?status=pending&itemsPerPage=1')).json();
    expect(pending.totalUsers).toBeGreaterThan(0);
    expect(mine.totalUsers).toBe(all - pending.totalUsers);
    expect(mine.users.some((u: { status: string }) => u.status === 'pending')).toBe(false);
    const hidden = pending.users[0].id as number;
    expect((await call(t, 'GET', `/api/apps/users/${hidden}`, undefined, token)).statusCode).toBe(404);
    // The whole-subject routes see the inverted rule as forbidding every user.
    expect((await call(t, 'GET', '/api/apps/users/stats', undefined, token)).statusCode).toBe(403);
  });

  describe('a conditional manage all', () => {
    it('is refused when written (400 naming rules.0.conditions)', async () => {
      const res = await call(t, 'POST', '/api/apps/roles', {
        name: uniqueTag('role'),
        rules: [{ action: 'manage', subject: 'all', conditions: { role: 'client' } }],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty(['rules.0.conditions']);
    });

    it('found stored (written before the check) grants nothing: no admin is created', async () => {
      const name = uniqueTag('legacy');
      await t.app.db.insert(roles).values({
        name,
        description: '',
        rules: [{ action: 'manage', subject: 'all', conditions: { role: 'client' } }],
      });
      const { token } = await signedInUser(t, name);
      const before = (await call(t, 'GET', '/api/apps/users/stats')).json().total;
      const res = await call(t, 'POST', '/api/apps/users', newUserBody('admin'), token);
      expect(res.statusCode).toBe(403);
      expect((await call(t, 'GET', '/api/apps/users', undefined, token)).statusCode).toBe(403);
      expect((await call(t, 'GET', '/api/apps/users/stats')).json().total).toBe(before);
    });
  });

  describe('conditions and fields are checked when a role or permission is written', () => {
    it.each<[string, AbilityRule, string]>([
      [
        '$where',
        { action: 'read', subject: 'User', conditions: { $where: 'this.id > 0' } },
        'rules.0.conditions.$where',
      ],
      [
        'an unknown operator',
        { action: 'read', subject: 'User', conditions: { status: { $regex: 'a' } } },
        'rules.0.conditions.status.$regex',
      ],
      [
        '$elemMatch',
        { action: 'read', subject: 'User', conditions: { role: { $elemMatch: {} } } },
        'rules.0.conditions.role.$elemMatch',
      ],
      [
        'an unknown field',
        { action: 'read', subject: 'User', conditions: { passwordHash: 'x' } },
        'rules.0.conditions.passwordHash',
      ],
      [
        'a value of the wrong kind',
        { action: 'read', subject: 'User', conditions: { id: '5' } },
        'rules.0.conditions.id',
      ],
      [
        'an object value',
        { action: 'read', subject: 'User', conditions: { status: { $eq: { $gt: '' } } } },
        'rules.0.conditions.status.$eq',
      ],
      [
        'conditions on a subject that does not enforce them',
        { action: 'read', subject: 'Category', conditions: { name: 'Shoes' } },
        'rules.0.conditions',
      ],
      ['a field limit on read', { action: 'read', subject: 'User', fields: ['email'] }, 'rules.0.fields'],
      [
        'an unknown field limit',
        { action: 'update', subject: 'User', fields: ['passwordHash'] },
        'rules.0.fields',
      ],
    ])('refuses %s with 400 naming the field, on roles and permissions', async (_, rule, field) => {
      const role = await call(t, 'POST', '/api/apps/roles', { name: uniqueTag('role'), rules: [rule] });
      expect(role.statusCode, role.body).toBe(400);
      expect(role.json().errors).toHaveProperty([field]);
      if (!rule.inverted) {
        const permission = await call(t, 'POST', '/api/apps/permissions', {
          name: uniqueTag('Permission'),
          rules: [rule],
        });
        expect(permission.statusCode, permission.body).toBe(400);
        expect(permission.json().errors).toHaveProperty([field]);
      }
    });

    it('accepts the operators it enforces', async () => {
      await newRole([
        {
          action: ['read', 'update'],
          subject: 'User',
          conditions: {
            status: { $in: ['active', 'pending'] },
            id: { $gte: 2, $ne: 5 },
            currentPlan: 'team',
          },
        },
        { action: 'update', subject: 'User', fields: ['company', 'country'] },
      ]);
    });

    it('narrows a list by $in and $ne exactly as the single-record check does', async () => {
      const role = await newRole([
        { action: 'read', subject: 'User', conditions: { status: { $in: ['pending'] }, id: { $ne: 3 } } },
      ]);
      const { token } = await signedInUser(t, role.name);
      const list = await call(t, 'GET', '/api/apps/users?itemsPerPage=100', undefined, token);
      expect(list.statusCode).toBe(200);
      const listed = list.json().users as { id: number; status: string }[];
      expect(listed.length).toBeGreaterThan(0);
      expect(listed.every((u) => u.status === 'pending' && u.id !== 3)).toBe(true);
      const all = await call(t, 'GET', '/api/apps/users?status=pending&itemsPerPage=100');
      const expected = (all.json().users as { id: number }[]).map((u) => u.id).filter((id) => id !== 3);
      expect(listed.map((u) => u.id)).toEqual(expected);
      for (const u of listed.slice(0, 3))
        expect((await call(t, 'GET', `/api/apps/users/${u.id}`, undefined, token)).statusCode).toBe(200);
      const active = (all.json().users as { id: number }[]).length;
      expect(active).toBeGreaterThan(0);
      const outside = await call(t, 'GET', '/api/apps/users?status=active&itemsPerPage=1');
      const outsideId = outside.json().users[0].id as number;
      expect((await call(t, 'GET', `/api/apps/users/${outsideId}`, undefined, token)).statusCode).toBe(404);
    });
  });
});
