import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/helper.ts';

describe('POST /api/auth/login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_MAX_FAILURES: 3 });
  });
  afterAll(() => t.close());

  it('signs the admin in with 201, a token, the user without password, and manage-all rules', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@demo.com', password: 'admin' },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.userAbilityRules).toEqual([{ action: 'manage', subject: 'all' }]);
    expect(body.userData).toMatchObject({ email: 'admin@demo.com', role: 'admin', fullName: 'John Doe' });
    expect(body.userData).not.toHaveProperty('password');
    expect(body.userData).not.toHaveProperty('passwordHash');
    expect(body.userData).not.toHaveProperty('abilityRules');
    expect(body.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('gives the client only read on AclDemo', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'CLIENT@demo.com', password: 'client' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().userAbilityRules).toEqual([{ action: 'read', subject: 'AclDemo' }]);
    expect(res.json().userData.role).toBe('client');
  });

  it('refuses a wrong pair with 400 and errors.email', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@demo.com', password: 'wrong' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ email: 'Invalid email or password' });
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@demo.com', password: 'whatever' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ email: 'Invalid email or password' });
  });

  it('names the field when the body is malformed, never a 500', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.co' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty('password');

    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toBe('The request body is not valid JSON');

    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(huge.statusCode).toBe(413);
  });

  it('refuses further tries with 429 after repeated failures for one e-mail', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'client@demo.com', password: 'no' },
      });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(400);
    const locked = await attempt();
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Too many failed sign-in attempts/);
    const evenRight = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'client@demo.com', password: 'client' },
    });
    expect(evenRight.statusCode).toBe(429);
  });
});

describe('sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('returns the current user and rules on /api/auth/me', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(t.adminToken) });
    expect(res.statusCode).toBe(200);
    expect(res.json().userData.email).toBe('admin@demo.com');
  });

  it('answers 401 without a token and with a made-up one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const fake = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer('x'.repeat(43)) });
    expect(fake.statusCode).toBe(401);
  });

  it('revokes the token at logout', async () => {
    const token = await t.login('admin@demo.com', 'admin');
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
  });

  it('lists the demo accounts for the login page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/config' });
    expect(res.json().demoAccounts.map((a: { email: string }) => a.email)).toEqual([
      'admin@demo.com',
      'client@demo.com',
    ]);
  });

  it('sends security headers with every answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toMatchObject({ status: 'ok' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
