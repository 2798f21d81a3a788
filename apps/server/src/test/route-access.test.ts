import type { Access } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../auth/token.ts';
import { bearer, createTestApp, type TestApp } from './helper.ts';

/**
 * Every declared route × every kind of caller (issue 12): a visitor, an expired token, a revoked token,
 * the demo client (read AclDemo only), a custom role with one permission (read Product), and the admin.
 * The expectation for each is written out here from the route's declared access, not asked of the
 * server's ability code. Every answer is also scanned for a password hash, a token or a token hash.
 */
type Caller = { name: string; token: string | null };

let t: TestApp;
const issued: string[] = [];
const callers: Caller[] = [];

const PRODUCT_READER = { email: 'product.reader@example.com', password: 'Reader-of-products-42' };

beforeAll(async () => {
  t = await createTestApp();
  const admin = bearer(t.adminToken);
  const role = await t.app.inject({
    method: 'POST',
    url: '/api/apps/roles',
    headers: admin,
    payload: { name: 'product reader', rules: [{ action: 'read', subject: 'Product' }] },
  });
  expect(role.statusCode, role.body).toBe(201);
  const user = await t.app.inject({
    method: 'POST',
    url: '/api/apps/users',
    headers: admin,
    payload: {
      fullName: 'Product Reader',
      username: 'product.reader',
      email: PRODUCT_READER.email,
      role: 'product reader',
      currentPlan: 'basic',
      status: 'active',
      password: PRODUCT_READER.password,
    },
  });
  expect(user.statusCode, user.body).toBe(201);

  const expired = await t.login('admin@demo.com', 'admin');
  await t.app.db.execute(
    sql`update sessions set expires_at = now() - interval '1 minute' where token_hash = ${hashToken(expired)}`,
  );
  const revoked = await t.login('admin@demo.com', 'admin');
  const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(revoked) });
  expect(logout.statusCode).toBeLessThan(300);
  const reader = await t.login(PRODUCT_READER.email, PRODUCT_READER.password);

  callers.push(
    { name: 'visitor', token: null },
    { name: 'expired token', token: expired },
    { name: 'revoked token', token: revoked },
    { name: 'client', token: t.clientToken },
    { name: 'product reader', token: reader },
    { name: 'admin', token: t.adminToken },
  );
  issued.push(expired, revoked, reader, t.clientToken, t.adminToken);
}, 60_000);
afterAll(() => t?.close());

/** The answers a caller may get from a route with this access: 'signed out', 'refused' or 'let in'. */
function expected(caller: string, access: Access): 'signed out' | 'refused' | 'let in' {
  if (access === 'public') return 'let in';
  if (caller === 'visitor' || caller === 'expired token' || caller === 'revoked token') return 'signed out';
  if (access === 'authenticated' || caller === 'admin') return 'let in';
  if (caller === 'client')
    return access.action === 'read' && access.subject === 'AclDemo' ? 'let in' : 'refused';
  // The product reader: read Product, and nothing else.
  return access.action === 'read' && access.subject === 'Product' ? 'let in' : 'refused';
}

const answered = (status: number) => (status === 401 ? 'signed out' : status === 403 ? 'refused' : 'let in');

/** Secrets that no answer may contain. */
function leaks(body: string): string[] {
  const found: string[] = [];
  if (body.includes('$argon2')) found.push('a password hash');
  for (const token of issued) {
    if (body.includes(token)) found.push('a session token');
    if (body.includes(hashToken(token))) found.push('a token hash');
  }
  return found;
}

describe('who may call what', () => {
  it('has the six callers it needs, with the rules the expectations assume', async () => {
    const me = async (token: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json();
    expect((await me(t.clientToken)).userAbilityRules).toEqual([{ action: 'read', subject: 'AclDemo' }]);
    const reader = callers.find((c) => c.name === 'product reader')?.token as string;
    expect((await me(reader)).userAbilityRules).toEqual([{ action: 'read', subject: 'Product' }]);
  });

  it('answers every route as its declared access says, for every caller, and leaks no secret', async () => {
    const wrong: string[] = [];
    let calls = 0;
    for (const route of t.app.declaredRoutes) {
      if (route.url === '/api/ws' || route.url.startsWith('/api/docs')) continue;
      const method = route.method as 'GET';
      const takesBody = ['POST', 'PUT', 'PATCH'].includes(method);
      for (const caller of callers) {
        // A logout would end the caller's session for the routes after it.
        if (
          route.url === '/api/auth/logout' &&
          caller.token &&
          !['expired token', 'revoked token'].includes(caller.name)
        )
          continue;
        for (const id of ['999999', '1']) {
          // Writes only on an id no record has: the matrix must not change the data it runs on.
          if (id === '1' && method !== 'GET') continue;
          const url = route.url.replace(/:[A-Za-z]+/g, id);
          const res = await t.app.inject({
            method,
            url,
            headers: caller.token ? bearer(caller.token) : {},
            payload: takesBody ? {} : undefined,
          });
          calls += 1;
          const want = expected(caller.name, route.access);
          const got = answered(res.statusCode);
          if (got !== want || res.statusCode >= 500)
            wrong.push(`${route.method} ${url} as ${caller.name}: ${res.statusCode}, expected ${want}`);
          for (const leak of leaks(res.body))
            wrong.push(`${route.method} ${url} as ${caller.name} answers ${leak}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(calls).toBeGreaterThan(600);
  }, 300_000);
});
