import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.ts';
import { call, countRows, newUserBody, signedInUser, uniqueTag } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

describe('users: create, update, delete', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const create = (body: object) => call(t, 'POST', '/api/apps/users', body);
  const patch = (id: number, body: object, token?: string) =>
    call(t, 'PATCH', `/api/apps/users/${id}`, body, token);
  const created = async (overrides: Record<string, unknown> = {}) => {
    const res = await create(newUserBody('author', overrides));
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };

  it('creates a user with 201, returning the stored user with defaults and a new id', async () => {
    const body = newUserBody('editor', { email: '  Mixed.Case@Example.TEST ', company: 'Acme' });
    const res = await create(body);
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(user).toMatchObject({
      fullName: body.fullName,
      email: 'mixed.case@example.test',
      role: 'editor',
      company: 'Acme',
      status: 'active',
      billing: 'Auto debit',
      language: 'English',
      taskDone: 0,
    });
    expect(user).not.toHaveProperty('password');
    expect((await call(t, 'GET', `/api/apps/users/${user.id}`)).json()).toEqual(user);
    expect((await call(t, 'GET', '/api/apps/users')).json().users[0].id).toBe(user.id);
  });

  it('lets a user created with a password sign in with the rules of their role', async () => {
    const { token } = await signedInUser(t, 'author');
    const me = (await call(t, 'GET', '/api/auth/me', undefined, token)).json();
    expect(me.userData.role).toBe('author');
    expect(me.userAbilityRules).toContainEqual({ action: 'read', subject: ['Dashboard', 'User', 'AclDemo'] });
  });

  it('refuses an unknown role with 400 and writes nothing', async () => {
    const before = await countRows(t, users);
    const res = await create(newUserBody('wizard'));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ role: 'is not a known role' });
    expect(await countRows(t, users)).toBe(before);
  });

  it.each([
    ['fullName', { fullName: 5 }],
    ['fullName', { fullName: 'A' }],
    ['email', { email: 'not-an-email' }],
    ['username', { username: 'has space' }],
    ['currentPlan', { currentPlan: 'gold' }],
    ['status', { status: 'banned' }],
    ['contact', { contact: 'call me' }],
    ['password', { password: 'short' }],
    ['role', { role: undefined }],
    ['fullName', { fullName: 'Eve\r\nBcc: all@example.com' }],
  ])('refuses a bad %s with 400 naming it and writes nothing', async (field, overrides) => {
    const before = await countRows(t, users);
    const res = await create(newUserBody('author', overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty(field);
    expect(await countRows(t, users)).toBe(before);
  });

  it('names the line break of a full name, on create and on update', async () => {
    const res = await create(newUserBody('author', { fullName: 'Eve\r\nAdams' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      fullName: 'must not contain line breaks or other control characters',
    });
    const user = await created();
    const patched = await patch(user.id, { fullName: 'Eve\u001b[2JAdams', version: user.version });
    expect(patched.statusCode).toBe(400);
    expect(patched.json().errors.fullName).toBe('must not contain line breaks or other control characters');
  });

  it('holds an administrator to the password policy of sign-up: length, common and personal passwords', async () => {
    const refused: [string, Record<string, unknown>, RegExp][] = [
      ['eight chars', { password: 'Pass-w0r' }, /at least 10 characters/],
      ['common', { password: 'password123' }, /too common/],
      ['common with a suffix', { password: 'Password123!' }, /too common/],
      ['personal', { username: 'harbourman', password: 'harbourman-2024' }, /e-mail address or username/],
    ];
    for (const [what, overrides, reason] of refused) {
      const before = await countRows(t, users);
      const res = await create(newUserBody('author', overrides));
      expect(res.statusCode, what).toBe(400);
      expect(res.json().errors.password, what).toMatch(reason);
      expect(await countRows(t, users)).toBe(before);
    }
    expect((await create(newUserBody('author', { password: 'violet-harbour-42' }))).statusCode).toBe(201);
  });

  it('refuses a taken e-mail or username (any case) with 409 and writes nothing', async () => {
    const existing = await created();
    const before = await countRows(t, users);
    const sameEmail = await create(newUserBody('author', { email: existing.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().errors).toEqual({ email: 'is already taken' });
    const sameName = await create(newUserBody('author', { username: existing.username.toUpperCase() }));
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().errors).toEqual({ username: 'is already taken' });
    const both = await create(newUserBody('author', { email: existing.email, username: existing.username }));
    expect(both.json().errors).toEqual({ email: 'is already taken', username: 'is already taken' });
    expect(await countRows(t, users)).toBe(before);
  });

  it('creates only one of two simultaneous users with the same e-mail', async () => {
    const email = `${uniqueTag('race')}@example.test`;
    const results = await Promise.all([
      create(newUserBody('author', { email })),
      create(newUserBody('author', { email })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await countRows(t, users, eq(users.email, email))).toBe(1);
  });

  it('sorts by the full name, not the username', async () => {
    const tag = uniqueTag('sort');
    await created({ fullName: `Aaron ${tag}`, username: `zz-${tag}` });
    await created({ fullName: `Zoe ${tag}`, username: `aa-${tag}` });
    const res = await call(t, 'GET', `/api/apps/users?q=${tag}&sortBy=user&orderBy=asc`);
    expect(res.json().users.map((u: { fullName: string }) => u.fullName)).toEqual([
      `Aaron ${tag}`,
      `Zoe ${tag}`,
    ]);
  });

  it('changes only the fields sent', async () => {
    const user = await created({ company: 'Before', country: 'France', status: 'pending' });
    const res = await patch(user.id, { company: 'After' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...user, company: 'After', version: user.version + 1 });
  });

  it('refuses bad updates with 400 or 409 and changes nothing', async () => {
    const user = await created();
    const other = await created();
    const cases: [object, number, string][] = [
      [{}, 400, 'body'],
      [{ status: 'gone' }, 400, 'status'],
      [{ fullName: 12 }, 400, 'fullName'],
      [{ role: 'wizard', company: 'X' }, 400, 'role'],
      [{ email: other.email, company: 'X' }, 409, 'email'],
      [{ username: other.username }, 409, 'username'],
    ];
    for (const [body, status, field] of cases) {
      const res = await patch(user.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().errors).toHaveProperty(field);
    }
    expect((await call(t, 'GET', `/api/apps/users/${user.id}`)).json()).toEqual(user);
  });

  it('answers 404 "User not found" when updating or deleting an unknown user', async () => {
    for (const method of ['PATCH', 'DELETE'] as const) {
      const res = await call(
        t,
        method,
        '/api/apps/users/999999',
        method === 'PATCH' ? { company: 'X' } : undefined,
      );
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'User not found' });
    }
  });

  it('signs a suspended user out at once, and lets them back in once active', async () => {
    const { id, email, token } = await signedInUser(t, 'author');
    const suspended = await patch(id, { status: 'inactive' });
    expect(suspended.json().status).toBe('inactive');
    expect(await countRows(t, sessions, and(eq(sessions.userId, id), isNull(sessions.revokedAt)))).toBe(0);
    expect((await call(t, 'GET', '/api/auth/me', undefined, token)).statusCode).toBe(401);
    await expect(t.login(email, 'correct-horse-battery')).rejects.toThrow(/400/);
    expect((await patch(id, { status: 'active' })).statusCode).toBe(200);
    expect(await t.login(email, 'correct-horse-battery')).toMatch(/^[\w-]{43}$/);
  });

  it('does not let a user suspend themselves or change their own role', async () => {
    const status = await patch(1, { status: 'inactive' });
    expect(status.statusCode).toBe(400);
    expect(status.json()).toMatchObject({
      message: 'You cannot change the status of your own account',
      errors: { status: 'cannot be changed on your own account' },
    });
    const role = await patch(1, { role: 'author' });
    expect(role.statusCode).toBe(400);
    expect(role.json().message).toBe('You cannot change your own role');
    const own = await patch(1, { company: 'Demo Inc.', role: 'admin', status: 'active' });
    expect(own.statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/auth/me')).statusCode).toBe(200);
  });

  it('deletes a user with 204, ends their sessions, and then answers 404', async () => {
    const { id, token } = await signedInUser(t, 'subscriber');
    const res = await call(t, 'DELETE', `/api/apps/users/${id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await countRows(t, sessions, eq(sessions.userId, id))).toBe(0);
    expect((await call(t, 'GET', '/api/auth/me', undefined, token)).statusCode).toBe(401);
    expect((await call(t, 'GET', `/api/apps/users/${id}`)).statusCode).toBe(404);
    expect((await call(t, 'DELETE', `/api/apps/users/${id}`)).json()).toEqual({ message: 'User not found' });
  });

  it('does not let a user delete their own account', async () => {
    const res = await call(t, 'DELETE', '/api/apps/users/1');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'You cannot delete your own account' });
    expect(await countRows(t, users, eq(users.id, 1))).toBe(1);
  });
});
