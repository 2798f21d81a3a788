import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
