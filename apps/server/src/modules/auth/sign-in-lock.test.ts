import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { settleBackgroundWork } from '../../lib/background-work.ts';
import { bearer, createTestApp, type TestApp } from '../../test/helper.ts';

// Counts the real password checks (argon2 verifications) that sign-in makes.
const checks = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../auth/password.ts', async (original) => {
  const real = await original<typeof import('../../auth/password.ts')>();
  return {
    ...real,
    verifyPassword: async (...args: Parameters<typeof real.verifyPassword>) => {
      checks.count++;
      return real.verifyPassword(...args);
    },
  };
});

const LIMIT = 5;

describe('sign-in lock under concurrency', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_MAX_FAILURES: LIMIT, SESSION_TTL_HOURS: 0.25 });
  });
  afterAll(() => t.close());

  const attempt = (email: string, password: string, ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

  it('does not sign in with the right password sent last among 40 parallel attempts', async () => {
    const wrong = Array.from({ length: 39 }, (_, i) =>
      attempt('client@demo.com', `wrong-${i}`, `10.1.0.${i}`),
    );
    const right = attempt('client@demo.com', 'client', '10.1.1.1');
    const answers = await Promise.all([...wrong, right]);
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(0);
    expect(codes.filter((c) => c === 400)).toHaveLength(LIMIT);
    expect(codes.filter((c) => c === 429)).toHaveLength(40 - LIMIT);
    expect(codes.at(-1)).toBe(429);
  });

  it('makes at most the limit of real password checks for 100 parallel wrong attempts', async () => {
    checks.count = 0;
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => attempt('user@demo.com', `wrong-${i}`, `10.2.${i}.1`)),
    );
    expect(checks.count).toBeLessThanOrEqual(LIMIT);
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(LIMIT);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(100 - LIMIT);
    expect(answers.every((a) => a.statusCode < 500)).toBe(true);
  });

  it('limits one address trying many e-mails in parallel to four times the limit', async () => {
    checks.count = 0;
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => attempt(`nobody-${i}@demo.com`, 'wrong', '10.3.0.1')),
    );
    expect(checks.count).toBeLessThanOrEqual(LIMIT * 4);
    expect(answers.filter((a) => a.statusCode === 429).length).toBeGreaterThanOrEqual(60 - LIMIT * 4);
  });

  it('does not count successful sign-ins from one address against it', async () => {
    for (let i = 0; i < LIMIT * 4 + 2; i++) {
      expect((await attempt('admin@demo.com', 'admin', '10.4.0.1')).statusCode).toBe(201);
    }
  });

  it('hands out a token that works when SESSION_TTL_HOURS is a fraction of an hour', async () => {
    const res = await attempt('admin@demo.com', 'admin', '10.5.0.1');
    expect(res.statusCode).toBe(201);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(res.json().accessToken),
    });
    expect(me.statusCode).toBe(200);
  });
});

describe('a locked e-mail and the browsers its owner signed in from', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_MAX_FAILURES: LIMIT });
  });
  afterAll(() => t.close());

  let address = 0;
  const attempt = (email: string, password: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: `10.9.0.${++address}`,
      headers: cookie ? { cookie } : {},
    });
  /** The `name=value` of the device cookie a successful sign-in set. */
  const deviceCookie = (res: { headers: Record<string, unknown> }) =>
    String(res.headers['set-cookie']).split(';')[0];
  const lockMails = async (to: string) => {
    await settleBackgroundWork();
    const rows = (await t.app.db.execute(
      sql`select count(*)::int as n from mail_outbox where kind = 'sign-in-locked' and ${to} = any("to")`,
    )) as unknown as { rows: { n: number }[] };
    return rows.rows[0].n;
  };

  let adminCookie = '';
  let clientCookie = '';
  it('sets an httpOnly, SameSite=Lax device cookie on a successful sign-in', async () => {
    const admin = await attempt('admin@demo.com', 'admin');
    expect(admin.statusCode).toBe(201);
    const header = String(admin.headers['set-cookie']);
    expect(header).toMatch(/^signin_device=v1\.\d+\.[A-Za-z0-9_-]{22}\.\d+\.[A-Za-z0-9_-]{43}; /);
    expect(header).toContain('Path=/api/auth');
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    // Plain http here; over https the cookie is also Secure.
    expect(header).not.toContain('Secure');
    adminCookie = deviceCookie(admin);
    const client = await attempt('client@demo.com', 'client');
    expect(client.statusCode).toBe(201);
    clientCookie = deviceCookie(client);
  });

  it('locks the e-mail for attempts without the cookie, the right password included', async () => {
    const codes: number[] = [];
    for (let i = 0; i < LIMIT + 3; i++)
      codes.push((await attempt('admin@demo.com', `wrong-${i}`)).statusCode);
    expect(codes.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(400));
    expect(codes.slice(LIMIT)).toEqual([429, 429, 429]);
    expect((await attempt('admin@demo.com', 'admin')).statusCode).toBe(429);
  });

  it('mails the owner once however many attempts the lock refuses', async () => {
    for (let i = 0; i < 5; i++) expect((await attempt('admin@demo.com', 'guess')).statusCode).toBe(429);
    expect(await lockMails('admin@demo.com')).toBe(1);
    const [mail] = (
      (await t.app.db.execute(
        sql`select subject, text from mail_outbox where kind = 'sign-in-locked' and 'admin@demo.com' = any("to")`,
      )) as unknown as { rows: { subject: string; text: string }[] }
    ).rows;
    expect(mail.subject).toBe('Repeated failed sign-ins to your account');
    expect(mail.text).toMatch(/paused for \d+ minutes?/);
    expect(await lockMails('client@demo.com')).toBe(0);
  });

  it('lets the owner in from a browser with the device cookie, and keeps the lock for everyone else', async () => {
    const res = await attempt('admin@demo.com', 'admin', adminCookie);
    expect(res.statusCode, res.body).toBe(201);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(res.json().accessToken),
    });
    expect(me.json().userData.email).toBe('admin@demo.com');
    // The same device id comes back in the renewed cookie.
    expect(deviceCookie(res).split('.')[2]).toBe(adminCookie.split('.')[2]);
    expect((await attempt('admin@demo.com', 'admin')).statusCode).toBe(429);
    expect(await lockMails('admin@demo.com')).toBe(1);
  });

  it('does not let a forged cookie or another user’s cookie through the lock', async () => {
    const [payload, mac] = [
      adminCookie.slice(0, adminCookie.lastIndexOf('.')),
      adminCookie.split('.').at(-1) ?? '',
    ];
    const flipped = `${payload}.${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`;
    expect((await attempt('admin@demo.com', 'admin', flipped)).statusCode).toBe(429);
    // The payload names user 1 but another user id with the same signature is refused as well.
    const otherUser = adminCookie.replace(/^signin_device=v1\.\d+\./, 'signin_device=v1.2.');
    expect((await attempt('admin@demo.com', 'admin', otherUser)).statusCode).toBe(429);
    // A valid cookie, but of the client's account.
    expect((await attempt('admin@demo.com', 'admin', clientCookie)).statusCode).toBe(429);
  });

  it('gives a device cookie its own small limit, so a stolen one cannot guess on', async () => {
    const codes: number[] = [];
    for (let i = 0; i < LIMIT + 1; i++)
      codes.push((await attempt('admin@demo.com', `g-${i}`, adminCookie)).statusCode);
    expect(codes.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(400));
    expect(codes[LIMIT]).toBe(429);
    expect((await attempt('admin@demo.com', 'admin', adminCookie)).statusCode).toBe(429);
  });
});
