import type { AbilityRule } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissions, roles, users } from '../../db/schema/index.ts';
import { call, countRows, newUserBody, signedInUser, uniqueTag } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

/** Rights follow role and permission changes at once, and nobody can hand out rights they lack. */
describe('role and permission changes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const newRole = async (rules: AbilityRule[]) => {
    const res = await call(t, 'POST', '/api/apps/roles', { name: uniqueTag('role'), rules });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; name: string };
  };

  it("takes a rule away from a role's users at their next request", async () => {
    const role = await newRole([{ action: 'read', subject: 'User' }]);
    const { token } = await signedInUser(t, role.name);
    expect((await call(t, 'GET', '/api/apps/users', undefined, token)).statusCode).toBe(200);
    await call(t, 'PUT', `/api/apps/roles/${role.id}`, { name: role.name, rules: [] });
    expect((await call(t, 'GET', '/api/apps/users', undefined, token)).statusCode).toBe(403);
    expect((await call(t, 'GET', '/api/auth/me', undefined, token)).json().userAbilityRules).toEqual([]);
  });

  it("follows a permission's assignment, through the permission and through the role", async () => {
    const role = await newRole([]);
    const { token } = await signedInUser(t, role.name);
    const canList = async () => (await call(t, 'GET', '/api/apps/permissions', undefined, token)).statusCode;
    expect(await canList()).toBe(403);
    const body = { name: uniqueTag('Read Permissions'), rules: [{ action: 'read', subject: 'Permission' }] };
    const created = await call(t, 'POST', '/api/apps/permissions', { ...body, assignedTo: [role.name] });
    const id = created.json().id as number;
    expect(await canList()).toBe(200);
    await call(t, 'PUT', `/api/apps/permissions/${id}`, { ...body, assignedTo: [] });
    expect(await canList()).toBe(403);
    await call(t, 'PUT', `/api/apps/roles/${role.id}`, { name: role.name, rules: [], permissionIds: [id] });
    expect(await canList()).toBe(200);
    await call(t, 'DELETE', `/api/apps/permissions/${id}`);
    expect(await canList()).toBe(403);
  });

  it('lets a maintainer manage lesser users but not create, change or delete an admin', async () => {
    const { token } = await signedInUser(t, 'maintainer');
    const before = await countRows(t, users);
    const admin = await call(t, 'POST', '/api/apps/users', newUserBody('admin'), token);
    expect(admin.statusCode).toBe(403);
    expect(admin.json().message).toBe(
      'You cannot give the role admin: it grants rights you do not hold yourself.',
    );
    expect(await countRows(t, users)).toBe(before);
    expect((await call(t, 'PATCH', '/api/apps/users/1', { company: 'X' }, token)).statusCode).toBe(403);
    expect((await call(t, 'DELETE', '/api/apps/users/1', undefined, token)).statusCode).toBe(403);

    const author = await call(t, 'POST', '/api/apps/users', newUserBody('author'), token);
    expect(author.statusCode).toBe(201);
    const id = author.json().id as number;
    expect((await call(t, 'PATCH', `/api/apps/users/${id}`, { role: 'admin' }, token)).statusCode).toBe(403);
    const demoted = await call(t, 'PATCH', `/api/apps/users/${id}`, { role: 'subscriber' }, token);
    expect(demoted.json().role).toBe('subscriber');
    expect((await call(t, 'DELETE', `/api/apps/users/${id}`, undefined, token)).statusCode).toBe(204);
    expect((await call(t, 'GET', '/api/apps/users/1')).json().company).toBe('Demo Inc.');
  });

  it('lets a role manager shape roles, but not grant rights beyond their own', async () => {
    const manager = await newRole([{ action: 'manage', subject: 'Role' }]);
    const { token } = await signedInUser(t, manager.name);
    const before = await countRows(t, roles);
    const everything = { name: uniqueTag('root'), rules: [{ action: 'manage', subject: 'all' }] };
    expect((await call(t, 'POST', '/api/apps/roles', everything, token)).statusCode).toBe(403);
    const viaPermission = { name: uniqueTag('root'), rules: [], permissionIds: [1] };
    expect((await call(t, 'POST', '/api/apps/roles', viaPermission, token)).statusCode).toBe(403);
    expect(await countRows(t, roles)).toBe(before);

    const body = { name: uniqueTag('viewer'), rules: [{ action: 'read', subject: 'Role' }] };
    const created = await call(t, 'POST', '/api/apps/roles', body, token);
    expect(created.statusCode).toBe(201);
    const widen = { ...body, rules: [...body.rules, { action: 'read', subject: 'User' }] };
    const widened = await call(t, 'PUT', `/api/apps/roles/${created.json().id}`, widen, token);
    expect(widened.statusCode).toBe(403);

    // Rewording a role whose rights the manager lacks is fine: it grants nothing new.
    const maintainer = (await call(t, 'GET', '/api/apps/roles')).json().roles[2];
    const reworded = { name: maintainer.name, description: 'Looks after users', rules: maintainer.rules };
    expect((await call(t, 'PUT', `/api/apps/roles/${maintainer.id}`, reworded, token)).statusCode).toBe(200);
  });

  it('lets a permission manager group only rights they hold', async () => {
    const manager = await newRole([{ action: 'manage', subject: 'Permission' }]);
    const { token } = await signedInUser(t, manager.name);
    const before = await countRows(t, permissions);
    const tooMuch = {
      name: uniqueTag('p'),
      assignedTo: ['author'],
      rules: [{ action: 'delete', subject: 'User' }],
    };
    expect((await call(t, 'POST', '/api/apps/permissions', tooMuch, token)).statusCode).toBe(403);
    expect(await countRows(t, permissions)).toBe(before);
    const fine = {
      name: uniqueTag('p'),
      assignedTo: ['author'],
      rules: [{ action: 'read', subject: 'Permission' }],
    };
    const created = await call(t, 'POST', '/api/apps/permissions', fine, token);
    expect(created.statusCode).toBe(201);
    const reassigned = { ...fine, assignedTo: ['author', 'editor'] };
    expect(
      (await call(t, 'PUT', `/api/apps/permissions/${created.json().id}`, reassigned, token)).statusCode,
    ).toBe(200);
    // Giving an existing permission with rights the manager lacks to one more role is refused too.
    const addRemove = {
      name: 'Add & Remove Users',
      assignedTo: ['admin', 'maintainer', 'author'],
      rules: [{ action: ['create', 'delete'], subject: 'User' }],
    };
    expect((await call(t, 'PUT', '/api/apps/permissions/3', addRemove, token)).statusCode).toBe(403);
  });

  it('refuses a change that widens rights by taking a "cannot" rule away', async () => {
    const limited: AbilityRule[] = [
      { action: 'manage', subject: 'all' },
      { action: 'delete', subject: 'User', inverted: true },
    ];
    const role = await newRole(limited);
    const { token } = await signedInUser(t, role.name);
    const victim = await signedInUser(t, 'subscriber');

    const widen = await call(
      t,
      'PUT',
      `/api/apps/roles/${role.id}`,
      { name: role.name, rules: [{ action: 'manage', subject: 'all' }] },
      token,
    );
    expect(widen.statusCode).toBe(403);
    expect(widen.json().message).toBe(
      'You cannot change this role: it grants rights you do not hold yourself.',
    );
    expect((await call(t, 'DELETE', `/api/apps/users/${victim.id}`, undefined, token)).statusCode).toBe(403);

    // The admin holds every right and may make the same change.
    expect(
      (
        await call(t, 'PUT', `/api/apps/roles/${role.id}`, {
          name: role.name,
          rules: [{ action: 'manage', subject: 'all' }],
        })
      ).statusCode,
    ).toBe(200);
  });
});
