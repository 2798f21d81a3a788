import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../test/helper.ts';
import { nulCharacterPath } from './nul-characters.ts';

describe('a NUL character in the input', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('finds the first string holding one, by its dotted path', () => {
    expect(nulCharacterPath({ a: 'ok', b: { c: ['x', 'y\u0000'] } })).toBe('b.c.1');
    expect(nulCharacterPath({ a: 'ok', b: [1, null, true] })).toBeNull();
    expect(nulCharacterPath('\u0000')).toBe('');
  });

  it('in a list search answers 400 naming q, not a 500', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/apps/ecommerce/orders?q=a%00b',
      headers: bearer(t.adminToken),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ q: 'must not contain a NUL character' });
  });

  it('in a JSON body answers 400 naming the field and writes nothing', async () => {
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/apps/users',
      headers: bearer(t.adminToken),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/apps/users',
      headers: bearer(t.adminToken),
      payload: {
        fullName: 'Nul\u0000Person',
        username: 'nulperson',
        email: 'nul.person@example.com',
        password: 'a-long-password-1',
        role: 'subscriber',
        plan: 'basic',
        status: 'active',
        company: 'Acme',
        country: 'France',
        contact: '+33 1 23 45 67 89',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ fullName: 'must not contain a NUL character' });
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/apps/users',
      headers: bearer(t.adminToken),
    });
    expect(after.json().totalUsers).toBe(before.json().totalUsers);
  });
});
