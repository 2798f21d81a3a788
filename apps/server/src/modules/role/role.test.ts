import type { Role } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rolePermissions, roles, users } from '../../db/schema/index.ts';
import { call, countRows, newUserBody, statusesAs, uniqueTag } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

describe('roles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const listRoles = async () => (await call(t, 'GET', '/api/apps/roles')).json().roles as Role[];
  const byName = async (name: string) => (await listRoles()).find((r) => r.name === name) as Role;
  const create = (body: object) => call(t, 'POST', '/api/apps/roles', body);
  const put = (id: number, body: object) => call(t, 'PUT', `/api/apps/roles/${id}`, body);
  const newRole = async (overrides: object = {}) => {
    const res = await create({
      name: uniqueTag('role'),
      rules: [{ action: 'read', subject: 'User' }],
      ...overrides,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Role;
  };

  it('lists the seeded roles by id with their permissions, user counts and a few users', async () => {
    const list = await listRoles();
    expect(list.slice(0, 6).map((r) => [r.name, r.isSystem])).toEqual([
      ['admin', true],
      ['client', true],
      ['maintainer', false],
      ['editor', false],
      ['author', false],
      ['subscriber', false],
    ]);
    expect(list.map((r) => r.id)).toEqual([...list.map((r) => r.id)].sort((a, b) => a - b));
    const admin = list[0];
    expect(admin.rules).toEqual([{ action: 'manage', subject: 'all' }]);
    expect(admin.permissions.map((p) => p.name)).toEqual([
      'Management',
      'Manage Billing & Roles',
      'Add & Remove Users',
      'Project Planning',
      'Manage Email Sequences',
      'Client Communication',
      'Only View',
      'Financial Management',
      "Manage Others' Tasks",
    ]);
    for (const role of list) {
      const holders = await t.app.db.select({ id: users.id }).from(users).where(eq(users.roleId, role.id));
      expect(role.totalUsers, role.name).toBe(holders.length);
      expect(role.avatars.map((a) => a.id)).toEqual(
        holders
          .map((h) => h.id)
          .sort((a, b) => a - b)
          .slice(0, 4),
      );
    }
    expect(list[1].avatars).toEqual([{ id: 2, fullName: 'Jane Client', avatar: null }]);
  });

  it('creates a role with 201, its name trimmed and lower-cased, and its permissions', async () => {
    const name = uniqueTag('Support');
    const res = await create({
      name: `  ${name} `,
      description: 'Answers tickets',
      rules: [{ action: 'read', subject: ['User', 'Dashboard'] }],
      permissionIds: [4, 6, 4],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      name: name.toLowerCase(),
      description: 'Answers tickets',
      rules: [{ action: 'read', subject: ['User', 'Dashboard'] }],
      permissions: [
        { id: 4, name: 'Project Planning' },
        { id: 6, name: 'Client Communication' },
      ],
      totalUsers: 0,
      avatars: [],
      isSystem: false,
      version: 1,
    });
    expect((await byName(name.toLowerCase())).id).toBe(res.json().id);
  });

  it('refuses a duplicate name (409), unknown permissions and bad rules (400), writing nothing', async () => {
    const existing = await newRole();
    const before = [await countRows(t, roles), await countRows(t, rolePermissions)];
    const duplicate = await create({ name: existing.name.toUpperCase(), rules: [] });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors).toEqual({ name: 'is already taken' });
    const unknown = await create({ name: uniqueTag('r'), rules: [], permissionIds: [1, 999998, 999999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ permissionIds: 'holds unknown ids: 999998, 999999' });
    const cases: [object, string][] = [
      [{ name: uniqueTag('r'), rules: [{ action: 'fly', subject: 'User' }] }, 'rules.0.action'],
      [{ name: uniqueTag('r'), rules: [{ action: 'read', subject: 'Moon' }] }, 'rules.0.subject'],
      [{ name: uniqueTag('r'), rules: 'all' }, 'rules'],
      [{ name: uniqueTag('r') }, 'rules'],
      [{ name: 'x', rules: [] }, 'name'],
      [{ name: 'no/slash', rules: [] }, 'name'],
      [{ name: uniqueTag('r'), rules: [], permissionIds: ['1'] }, 'permissionIds.0'],
      [{ name: uniqueTag('r'), rules: [], permissionIds: [1, 9_007_199_254_740_991] }, 'permissionIds.1'],
    ];
    for (const [body, field] of cases) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors, JSON.stringify(body)).toHaveProperty([field]);
    }
    expect([await countRows(t, roles), await countRows(t, rolePermissions)]).toEqual(before);
  });

  it('replaces a role with PUT, keeping its permissions when permissionIds is left out', async () => {
    const role = await newRole({ permissionIds: [7] });
    const renamed = uniqueTag('renamed');
    const res = await put(role.id, { name: renamed, description: 'New', rules: [] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: renamed,
      description: 'New',
      rules: [],
      permissions: [{ id: 7 }],
    });
    const cleared = await put(role.id, { name: renamed, rules: [], permissionIds: [] });
    expect(cleared.json().permissions).toEqual([]);
  });

  it('refuses a PUT to a taken name with 409 and to an unknown role with 404', async () => {
    const role = await newRole();
    const taken = await put(role.id, { name: 'editor', rules: [] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ name: 'is already taken' });
    const missing = await put(999999, { name: uniqueTag('r'), rules: [] });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Role not found' });
    expect((await byName(role.name)).rules).toEqual(role.rules);
  });

  it('keeps system roles named, and the admin role with its rules', async () => {
    const admin = await byName('admin');
    const client = await byName('client');
    const rename = await put(admin.id, { name: 'boss', rules: admin.rules });
    expect(rename.statusCode).toBe(400);
    expect(rename.json()).toEqual({
      message: 'The admin role is a system role and cannot be renamed',
      errors: { name: 'cannot be changed on a system role' },
    });
    expect((await put(client.id, { name: 'customer', rules: client.rules })).statusCode).toBe(400);
    const rules = await put(admin.id, { name: 'admin', rules: [{ action: 'read', subject: 'all' }] });
    expect(rules.statusCode).toBe(400);
    expect(rules.json().errors).toEqual({ rules: 'cannot be changed on the admin role' });
    const description = await put(admin.id, {
      name: 'admin',
      description: 'Runs it all',
      rules: admin.rules,
    });
    expect(description.statusCode).toBe(200);
    expect((await byName('admin')).rules).toEqual([{ action: 'manage', subject: 'all' }]);
  });

  it("lets the client role's rules change", async () => {
    const client = await byName('client');
    const wider = [...client.rules, { action: 'read' as const, subject: 'Dashboard' as const }];
    const res = await put(client.id, { name: 'client', description: client.description, rules: wider });
    expect(res.statusCode).toBe(200);
    expect(res.json().rules).toEqual(wider);
    const me = (await call(t, 'GET', '/api/auth/me', undefined, t.clientToken)).json();
    expect(me.userAbilityRules).toContainEqual({ action: 'read', subject: 'Dashboard' });
    await put(client.id, { name: 'client', description: client.description, rules: client.rules });
  });

  it('deletes an unused role with 204, and its permission links with it', async () => {
    const role = await newRole({ permissionIds: [1, 2] });
    const res = await call(t, 'DELETE', `/api/apps/roles/${role.id}`);
    expect(res.statusCode).toBe(204);
    expect((await listRoles()).some((r) => r.id === role.id)).toBe(false);
    expect(await countRows(t, rolePermissions, eq(rolePermissions.roleId, role.id))).toBe(0);
    const again = await call(t, 'DELETE', `/api/apps/roles/${role.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Role not found' });
  });

  it('refuses to delete a role that users still hold, or a system role', async () => {
    const role = await newRole();
    for (let i = 0; i < 2; i++) await call(t, 'POST', '/api/apps/users', newUserBody(role.name));
    const used = await call(t, 'DELETE', `/api/apps/roles/${role.id}`);
    expect(used.statusCode).toBe(409);
    expect(used.json()).toEqual({ message: 'This role still has 2 users; move them to another role first' });
    const author = await byName('author');
    const authorUsed = await call(t, 'DELETE', `/api/apps/roles/${author.id}`);
    expect(authorUsed.json().message).toBe(
      `This role still has ${author.totalUsers} users; move them to another role first`,
    );
    const client = await call(t, 'DELETE', `/api/apps/roles/${(await byName('client')).id}`);
    expect(client.statusCode).toBe(400);
    expect(client.json()).toEqual({ message: 'The client role is a system role and cannot be deleted' });
    expect(await countRows(t, roles, eq(roles.id, role.id))).toBe(1);
  });

  it('refuses the demo client (403) and anonymous callers (401) on every role route', async () => {
    const body = { name: uniqueTag('r'), rules: [] };
    const cases = [
      { method: 'GET' as const, url: '/api/apps/roles' },
      { method: 'POST' as const, url: '/api/apps/roles', payload: body },
      { method: 'PUT' as const, url: '/api/apps/roles/5', payload: body },
      { method: 'DELETE' as const, url: '/api/apps/roles/6' },
    ];
    const before = await listRoles();
    expect((await statusesAs(t, t.clientToken, cases)).every((s) => s.endsWith(' 403'))).toBe(true);
    expect((await statusesAs(t, null, cases)).every((s) => s.endsWith(' 401'))).toBe(true);
    expect(await listRoles()).toEqual(before);
  });
});
