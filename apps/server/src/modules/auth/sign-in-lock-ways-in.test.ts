import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleBackgroundWork } from '../../lib/background-work.ts';
import { bearer, createTestApp, type TestApp } from '../../test/helper.ts';
import { LINK_INVALID_TEXT } from './registration.service.ts';
import { SIGN_IN_LINK_ANSWER_TEXT } from './sign-in-link.service.ts';

const LIMIT = 5;
const PASSWORD = 'quartz-meadow-37';

describe('the owner of a locked account still gets in; the admin sees and lifts the lock', () => {
  let t: TestApp;
  let secret = '';
  let address = 0;
  const post = (url: string, payload: object, remoteAddress = `10.30.0.${++address}`) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress });
  const login = (email: string, password: string, extra: object = {}, ip?: string) =>
    post('/api/auth/login', { email, password, ...extra }, ip);
  const lockOut = async (email: string) => {
    for (let i = 0; i <= LIMIT; i++) await login(email, `wrong-${i}`);
    expect((await login(email, 'anything')).statusCode).toBe(429);
  };
  const code = () => generate({ secret, epoch: Math.floor(Date.now() / 1000) });
  const newUser = (username: string, email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/apps/users',
      headers: bearer(t.adminToken),
      payload: {
        fullName: 'Second Owner',
        username,
        email,
        role: 'client',
        currentPlan: 'basic',
        password: PASSWORD,
      },
    });
  /** The token of the last sign-in link kept in the outbox for `to` (no SMTP_URL here). */
  const lastLink = async (to: string) => {
    await settleBackgroundWork();
    const rows = (await t.app.db.execute(
      sql`select text from mail_outbox where kind = 'sign-in-link' and ${to} = any("to") order by id desc limit 1`,
    )) as unknown as { rows: { text: string }[] };
    return rows.rows[0]?.text.match(/sign-in-link-v1\?token=([A-Za-z0-9_-]+)/)?.[1] ?? null;
  };

  beforeAll(async () => {
    t = await createTestApp({ LOGIN_MAX_FAILURES: LIMIT });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/apps/users',
      headers: bearer(t.adminToken),
      payload: {
        fullName: 'Locked Owner',
        username: 'locked-owner',
        email: 'owner@example.com',
        role: 'client',
        currentPlan: 'basic',
        password: PASSWORD,
      },
    });
    if (created.statusCode !== 201) throw new Error(created.body);
    const token = await t.login('owner@example.com', PASSWORD);
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/setup',
      headers: bearer(token),
      payload: {},
    });
    secret = setup.json().secret;
    const on = await t.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/enable',
      headers: bearer(token),
      payload: { code: await code() },
    });
    if (on.statusCode !== 200) throw new Error(on.body);
    if ((await newUser('second-owner', 'second@example.com')).statusCode !== 201)
      throw new Error('second user');
    await t.app.db.execute(sql`update two_factors set last_step = null`);
  });
  afterAll(() => t.close());

  it('lets the right password with a two-step code through the lock, and nothing less', async () => {
    await lockOut('owner@example.com');
    expect((await login('owner@example.com', PASSWORD)).statusCode).toBe(429);
    // Wrong password or wrong code: one answer, which tells nothing about the password.
    const wrongPassword = await login('owner@example.com', 'not-it-at-all', { code: await code() });
    const wrongCode = await login('owner@example.com', PASSWORD, { code: '000000' });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json()).toEqual(wrongPassword.json());
    const res = await login('owner@example.com', PASSWORD, { code: await code() });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().userData.email).toBe('owner@example.com');
    // The lock stays for everyone else.
    expect((await login('owner@example.com', PASSWORD)).statusCode).toBe(429);
  });

  it('does not let a code through the lock of an account without two-step sign-in', async () => {
    await lockOut('client@demo.com');
    const res = await login('client@demo.com', 'client', { code: '123456' });
    expect(res.statusCode).toBe(400);
  });

  it('mails a one-time sign-in link that passes the lock, the same answer for any address', async () => {
    await lockOut('admin@demo.com');
    const asked = await post('/api/auth/sign-in-link', { email: 'admin@demo.com' });
    expect(asked.statusCode).toBe(202);
    expect(asked.json().message).toBe(SIGN_IN_LINK_ANSWER_TEXT);
    const unknown = await post('/api/auth/sign-in-link', { email: 'nobody-here@example.com' });
    expect(unknown.json()).toEqual(asked.json());
    const token = await lastLink('admin@demo.com');
    expect(token).toHaveLength(43);
    const stored = (await t.app.db.execute(
      sql`select token_hash, expires_at - created_at <= interval '15 minutes' as short from account_tokens where purpose = 'sign-in'`,
    )) as unknown as { rows: { token_hash: string; short: boolean }[] };
    expect(JSON.stringify(stored.rows)).not.toContain(token ?? '');
    expect(stored.rows.every((r) => r.short)).toBe(true);

    const used = await post('/api/auth/sign-in-link/use', { token });
    expect(used.statusCode, used.body).toBe(201);
    expect(used.json().userData.email).toBe('admin@demo.com');
    expect(String(used.headers['set-cookie'])).toContain('signin_device=');
    const again = await post('/api/auth/sign-in-link/use', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.token).toBe(LINK_INVALID_TEXT);
    expect((await login('admin@demo.com', 'admin')).statusCode).toBe(429);
  });

  it('asks for the second step after a sign-in link of an account with two-step sign-in', async () => {
    await post('/api/auth/sign-in-link', { email: 'owner@example.com' });
    const used = await post('/api/auth/sign-in-link/use', { token: await lastLink('owner@example.com') });
    expect(used.statusCode).toBe(200);
    expect(used.json()).toMatchObject({ twoFactorRequired: true });
    expect(used.json()).not.toHaveProperty('accessToken');
  });

  it('refuses an expired sign-in link', async () => {
    await post('/api/auth/sign-in-link', { email: 'second@example.com' });
    const token = await lastLink('second@example.com');
    await t.app.db.execute(
      sql`update account_tokens set expires_at = now() - interval '1 second' where purpose = 'sign-in'`,
    );
    const res = await post('/api/auth/sign-in-link/use', { token });
    expect(res.statusCode).toBe(400);
  });

  it('shows the admin each lock with its failures and the addresses they came from, and lets them lift it', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/auth/sign-in-locks',
      headers: bearer(t.adminToken),
    });
    expect(list.statusCode).toBe(200);
    const lock = list.json().locks.find((l: { key: string }) => l.key === 'email:client@demo.com');
    expect(lock).toMatchObject({ kind: 'email', subject: 'client@demo.com', failures: LIMIT + 1 });
    expect(new Date(lock.lockedUntil).getTime()).toBeGreaterThan(Date.now());
    expect(lock.sources.length).toBeGreaterThanOrEqual(LIMIT);
    expect(lock.sources.every((s: string) => s.startsWith('10.30.0.'))).toBe(true);

    const asClient = await t.app.inject({
      method: 'GET',
      url: '/api/auth/sign-in-locks',
      headers: bearer(t.clientToken),
    });
    expect(asClient.statusCode).toBe(403);

    const lift = (key: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/auth/sign-in-locks/${encodeURIComponent(key)}`,
        headers: bearer(t.adminToken),
      });
    expect((await lift('email:client@demo.com')).statusCode).toBe(204);
    expect((await login('client@demo.com', 'client')).statusCode).toBe(201);
    expect((await lift('email:client@demo.com')).statusCode).toBe(404);
    expect((await lift('nothing')).statusCode).toBe(400);
  });

  it('lets the owner behind a locked client address in by the mailed link', async () => {
    const office = '10.31.0.1';
    for (let i = 0; i < LIMIT * 4 + 1; i++) await login(`stranger-${i}@example.com`, 'wrong', {}, office);
    expect((await login('second@example.com', PASSWORD, {}, office)).statusCode).toBe(429);
    await post('/api/auth/sign-in-link', { email: 'second@example.com' }, office);
    const used = await post(
      '/api/auth/sign-in-link/use',
      { token: await lastLink('second@example.com') },
      office,
    );
    expect(used.statusCode).toBe(201);
  });
});
