import type { Permission } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissions, rolePermissions } from '../../db/schema/index.ts';
import { call, countRows, statusesAs, uniqueTag } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

describe('permissions: create, update, delete', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const create = (body: object) => call(t, 'POST', '/api/apps/permissions', body);
  const put = (id: number, body: object) => call(t, 'PUT', `/api/apps/permissions/${id}`, body);
  const rules = [{ action: 'read' as const, subject: 'Role' as const }];
  const created = async (assignedTo: string[] = ['editor']) => {
    const res = await create({ name: uniqueTag('Perm'), assignedTo, rules });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Permission;
  };
  const rowCounts = async () => [await countRows(t, permissions), await countRows(t, rolePermissions)];

  it('creates a permission with 201, assigned to the named roles', async () => {
    const name = uniqueTag('Review Reports');
    const res = await create({ name: `  ${name}  `, assignedTo: ['subscriber', 'editor'], rules });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name, assignedTo: ['editor', 'subscriber'], rules });
    expect(res.json().createdDate).toMatch(/^\d{2} [A-Z][a-z]{2} \d{4}, /);
    const listed = (await call(t, 'GET', `/api/apps/permissions?q=${name}`)).json();
    expect(listed.permissions).toEqual([res.json()]);
  });

  it('refuses bad bodies with 400 or 409 naming the field, writing nothing', async () => {
    const existing = await created();
    const before = await rowCounts();
    const cases: [object, number, string][] = [
      [{ name: existing.name.toUpperCase(), rules }, 409, 'name'],
      [{ name: uniqueTag('p'), assignedTo: ['editor', 'wizard'], rules }, 400, 'assignedTo'],
      [{ name: uniqueTag('p'), rules: [{ action: 'read', subject: 'User', inverted: true }] }, 400, 'rules'],
      [{ name: 5 }, 400, 'name'],
      [{ name: uniqueTag('p'), assignedTo: 'editor' }, 400, 'assignedTo'],
      [{ name: uniqueTag('p'), rules: [{ action: 'read' }] }, 400, 'rules.0.subject'],
    ];
    for (const [body, status, field] of cases) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().errors, JSON.stringify(body)).toHaveProperty([field]);
    }
    const unknown = await create({ name: uniqueTag('p'), assignedTo: ['wizard', 'elf'] });
    expect(unknown.json().errors).toEqual({ assignedTo: 'holds unknown roles: wizard, elf' });
    expect(await rowCounts()).toEqual(before);
  });

  it('replaces the name, rules and roles with PUT', async () => {
    const p = await created(['editor']);
    const name = uniqueTag('Renamed');
    const res = await put(p.id, { name, assignedTo: ['author', 'maintainer'], rules: [] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...p,
      name,
      assignedTo: ['maintainer', 'author'],
      rules: [],
      version: p.version + 1,
    });
  });

  it('refuses a PUT to a taken name (409), an unknown role (400) or an unknown id (404)', async () => {
    const p = await created();
    const taken = await put(p.id, { name: 'Only View', rules });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ name: 'is already taken' });
    const role = await put(p.id, { name: uniqueTag('p'), assignedTo: ['wizard'], rules: [] });
    expect(role.statusCode).toBe(400);
    const missing = await put(999999, { name: uniqueTag('p'), rules });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Permission not found' });
    const [after] = (await call(t, 'GET', `/api/apps/permissions?q=${p.name}`)).json().permissions;
    expect(after).toEqual(p);
  });

  it('deletes a permission with 204, its role links with it, then answers 404', async () => {
    const p = await created(['editor', 'author']);
    expect((await call(t, 'DELETE', `/api/apps/permissions/${p.id}`)).statusCode).toBe(204);
    expect(await countRows(t, rolePermissions, eq(rolePermissions.permissionId, p.id))).toBe(0);
    const again = await call(t, 'DELETE', `/api/apps/permissions/${p.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Permission not found' });
    expect((await call(t, 'DELETE', '/api/apps/permissions/abc')).json().errors).toHaveProperty('id');
  });

  it('refuses the demo client (403) and anonymous callers (401) on every permission route', async () => {
    const body = { name: uniqueTag('p'), rules: [] };
    const cases = [
      { method: 'GET' as const, url: '/api/apps/permissions' },
      { method: 'POST' as const, url: '/api/apps/permissions', payload: body },
      { method: 'PUT' as const, url: '/api/apps/permissions/9', payload: body },
      { method: 'DELETE' as const, url: '/api/apps/permissions/9' },
    ];
    const before = await rowCounts();
    expect((await statusesAs(t, t.clientToken, cases)).every((s) => s.endsWith(' 403'))).toBe(true);
    expect((await statusesAs(t, null, cases)).every((s) => s.endsWith(' 401'))).toBe(true);
    expect(await rowCounts()).toEqual(before);
  });
});
