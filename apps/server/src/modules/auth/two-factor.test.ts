import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretBox } from '../../auth/secret-box.ts';
import { bearer, createTestApp, type TestApp } from '../../test/helper.ts';
import { CHALLENGE_ENDED_TEXT } from './auth.service.ts';
import { WRONG_CODE_TEXT } from './two-factor.service.ts';

const PASSWORD = 'copper-kettle-91';
const now = () => Math.floor(Date.now() / 1000);

const rowsOf = async (t: TestApp, query: SQL) =>
  (await t.app.db.execute(query)) as unknown as { rows: Record<string, unknown>[] };

describe('two-step sign-in and the security tab', () => {
  let t: TestApp;
  let email: string;
  let secret: string;
  let recovery: string[];
  let token: string;
  const post = (url: string, payload: object, auth?: string, remoteAddress = '10.2.0.1') =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress, headers: auth ? bearer(auth) : {} });
  const security = async (auth = token) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/security', headers: bearer(auth) })).json();
  /** A code of the step `offset` steps from now. */
  const code = (offset = 0) => generate({ secret, epoch: now() + offset * 30 });
  /** Forgets the last accepted step so that a test can use the current code again. */
  const forgetStep = () => t.app.db.execute(sql`update two_factors set last_step = null`);
  const clearThrottle = () => t.app.db.execute(sql`delete from login_throttle where key like 'totp:%'`);

  beforeAll(async () => {
    t = await createTestApp();
    // A user of the client role with a strong password, through the admin's user API.
    email = 'two-step@example.com';
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/apps/users',
      headers: bearer(t.adminToken),
      payload: {
        fullName: 'Two Step',
        username: 'two-step',
        email,
        role: 'client',
        currentPlan: 'basic',
        password: PASSWORD,
      },
    });
    if (created.statusCode !== 201) throw new Error(created.body);
    token = await t.login(email, PASSWORD);
  });
  afterAll(() => t.close());

  it('sets up with a QR code and turns on only with a right code, giving ten recovery codes', async () => {
    expect((await security()).twoFactor).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    const setup = await post('/api/auth/two-factor/setup', {}, token);
    expect(setup.statusCode).toBe(200);
    const body = setup.json();
    expect(body.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(body.otpauthUri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    secret = body.secret;

    const wrong = await post('/api/auth/two-factor/enable', { code: '000000' }, token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.code).toBe(WRONG_CODE_TEXT);
    const malformed = await post('/api/auth/two-factor/enable', { code: '12ab' }, token);
    expect(malformed.json().errors.code).toBe('must be 6 digits');

    const on = await post('/api/auth/two-factor/enable', { code: await code() }, token);
    expect(on.statusCode).toBe(200);
    recovery = on.json().recoveryCodes;
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    const stored = await rowsOf(t, sql`select code_hash from recovery_codes`);
    expect(JSON.stringify(stored.rows)).not.toContain(recovery[0].replace('-', ''));
    expect((await security()).twoFactor).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    // The key is sealed: a copy of the database does not give it.
    const keys = await rowsOf(t, sql`select secret from two_factors`);
    expect(JSON.stringify(keys.rows)).not.toContain(secret);
    expect(String(keys.rows[0].secret)).toMatch(/^v1\./);
    expect((await post('/api/auth/two-factor/setup', {}, token)).statusCode).toBe(409);
  });

  it('answers the password with a challenge and no token; the code then signs in, once', async () => {
    await clearThrottle();
    const first = await post('/api/auth/login', { email, password: PASSWORD });
    expect(first.statusCode).toBe(200);
    const challenge = first.json();
    expect(challenge).toMatchObject({ twoFactorRequired: true });
    expect(challenge).not.toHaveProperty('accessToken');
    const sessions = await rowsOf(
      t,
      sql`select count(*)::int as n from sessions s join users u on u.id = s.user_id where u.email = ${email}`,
    );

    const wrong = await post('/api/auth/two-factor/sign-in', {
      challengeToken: challenge.challengeToken,
      code: '000000',
    });
    expect(wrong.statusCode).toBe(400);
    const after = await rowsOf(
      t,
      sql`select count(*)::int as n from sessions s join users u on u.id = s.user_id where u.email = ${email}`,
    );
    expect(after.rows).toEqual(sessions.rows);

    await forgetStep();
    const used = await code();
    const ok = await post('/api/auth/two-factor/sign-in', {
      challengeToken: challenge.challengeToken,
      code: used,
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(ok.json().recoveryCodesLeft).toBe(10);
    // The second step gives page requests the session too (decision 021), as a one-step sign-in does.
    expect([ok.headers['set-cookie']].flat()).toContain(
      `yunkong-page-session=${ok.json().accessToken}; Path=/; Max-Age=${7 * 24 * 3600}; HttpOnly; SameSite=Strict`,
    );

    // The challenge is spent, and the same code does not open a second challenge either.
    const spent = await post('/api/auth/two-factor/sign-in', {
      challengeToken: challenge.challengeToken,
      code: used,
    });
    expect(spent.json().errors.challengeToken).toBe(CHALLENGE_ENDED_TEXT);
    const again = (await post('/api/auth/login', { email, password: PASSWORD })).json();
    const replay = await post('/api/auth/two-factor/sign-in', {
      challengeToken: again.challengeToken,
      code: used,
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errors.code).toBe(WRONG_CODE_TEXT);
  });

  it('accepts the code of the step before or after, but not two steps away', async () => {
    await clearThrottle();
    for (const [offset, status] of [
      [-2, 400],
      [2, 400],
      [-1, 201],
    ] as const) {
      await forgetStep();
      const { challengeToken } = (await post('/api/auth/login', { email, password: PASSWORD })).json();
      const res = await post('/api/auth/two-factor/sign-in', { challengeToken, code: await code(offset) });
      expect(res.statusCode, `offset ${offset}`).toBe(status);
    }
  });

  it('answers 503 with a clear message when the stored key was sealed with another SECRET_KEY', async () => {
    await clearThrottle();
    await forgetStep();
    const [row] = (await rowsOf(t, sql`select secret from two_factors`)).rows;
    const foreign = secretBox(Buffer.alloc(32, 9)).seal(secret);
    await t.app.db.execute(sql`update two_factors set secret = ${foreign}`);
    try {
      const challenge = (await post('/api/auth/login', { email, password: PASSWORD })).json();
      const answer = await post('/api/auth/two-factor/sign-in', {
        challengeToken: challenge.challengeToken,
        code: await code(),
      });
      expect(answer.statusCode).toBe(503);
      expect(answer.json().message).toMatch(/SECRET_KEY.*recovery code/);
    } finally {
      await t.app.db.execute(sql`update two_factors set secret = ${String(row.secret)}`);
      await clearThrottle();
    }
  });

  it('signs in with a recovery code once, and counts what is left', async () => {
    await clearThrottle();
    const { challengeToken } = (await post('/api/auth/login', { email, password: PASSWORD })).json();
    const ok = await post('/api/auth/two-factor/sign-in', {
      challengeToken,
      recoveryCode: recovery[0].toLowerCase(),
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().recoveryCodesLeft).toBe(9);
    const next = (await post('/api/auth/login', { email, password: PASSWORD })).json();
    const reused = await post('/api/auth/two-factor/sign-in', {
      challengeToken: next.challengeToken,
      recoveryCode: recovery[0],
    });
    expect(reused.json().errors.recoveryCode).toBe(WRONG_CODE_TEXT);
    const both = await post('/api/auth/two-factor/sign-in', { challengeToken: next.challengeToken });
    expect(both.statusCode).toBe(400);
  });

  it('trusts a device for the next sign-ins when asked', async () => {
    await clearThrottle();
    await forgetStep();
    const { challengeToken } = (await post('/api/auth/login', { email, password: PASSWORD })).json();
    const ok = (
      await post('/api/auth/two-factor/sign-in', { challengeToken, code: await code(), trustDevice: true })
    ).json();
    expect(ok.deviceToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const trusted = await post('/api/auth/login', { email, password: PASSWORD, deviceToken: ok.deviceToken });
    expect(trusted.statusCode).toBe(201);
    const other = await post('/api/auth/login', { email, password: PASSWORD, deviceToken: 'x'.repeat(43) });
    expect(other.statusCode).toBe(200);
  });

  it('throttles wrong codes: the sixth try in the window is refused even with the right code', async () => {
    await clearThrottle();
    await forgetStep();
    const { challengeToken } = (await post('/api/auth/login', { email, password: PASSWORD })).json();
    for (let i = 0; i < 5; i++) {
      const res = await post('/api/auth/two-factor/sign-in', { challengeToken, code: '111111' });
      expect(res.statusCode).toBe(400);
    }
    const locked = await post('/api/auth/two-factor/sign-in', { challengeToken, code: await code() });
    expect(locked.statusCode).toBe(429);
    await clearThrottle();
  });

  it('lists the sessions, signs out one of them, and keeps other users out of them', async () => {
    const second = await t.login('admin@demo.com', 'admin');
    const mine = await security();
    const current = mine.sessions.find((s: { current: boolean }) => s.current);
    expect(current).toMatchObject({ ip: '127.0.0.1' });
    const other = mine.sessions.find((s: { current: boolean }) => !s.current);
    expect(other).toBeDefined();

    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${other.id}`,
      headers: bearer(second),
    });
    expect(foreign.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/sessions/abc',
      headers: bearer(token),
    });
    expect(bad.statusCode).toBe(400);
    const out = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${other.id}`,
      headers: bearer(token),
    });
    expect(out.statusCode).toBe(204);
    expect((await security()).sessions.some((s: { id: number }) => s.id === other.id)).toBe(false);
  });

  it('changes the password with the current one and ends the other sessions', async () => {
    await forgetStep();
    const { challengeToken } = (await post('/api/auth/login', { email, password: PASSWORD })).json();
    const other = (await post('/api/auth/two-factor/sign-in', { challengeToken, code: await code() })).json()
      .accessToken;

    const wrong = await post(
      '/api/auth/password',
      { currentPassword: 'nope', newPassword: 'brass-lantern-77' },
      token,
    );
    expect(wrong.json().errors.currentPassword).toBe('is not your current password');
    const common = await post(
      '/api/auth/password',
      { currentPassword: PASSWORD, newPassword: 'iloveyou12' },
      token,
    );
    expect(common.json().errors.newPassword).toMatch(/too common/);
    const ok = await post(
      '/api/auth/password',
      { currentPassword: PASSWORD, newPassword: 'brass-lantern-77' },
      token,
    );
    expect(ok.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(other) })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode,
    ).toBe(200);
  });

  it('renews recovery codes and turns two-step off only with the password', async () => {
    const wrong = await post('/api/auth/two-factor/disable', { password: 'nope' }, token);
    expect(wrong.statusCode).toBe(400);
    const renewed = await post(
      '/api/auth/two-factor/recovery-codes',
      { password: 'brass-lantern-77' },
      token,
    );
    expect(renewed.json().recoveryCodes).toHaveLength(10);
    expect((await security()).twoFactor.recoveryCodesLeft).toBe(10);
    const off = await post('/api/auth/two-factor/disable', { password: 'brass-lantern-77' }, token);
    expect(off.statusCode).toBe(200);
    expect((await post('/api/auth/login', { email, password: 'brass-lantern-77' })).statusCode).toBe(201);
  });

  it('keeps the existing login contract for users without two-step sign-in', async () => {
    const res = await post('/api/auth/login', { email: 'client@demo.com', password: 'client' });
    expect(res.statusCode).toBe(201);
    expect(Object.keys(res.json()).sort()).toEqual(['accessToken', 'userAbilityRules', 'userData']);
  });
});
