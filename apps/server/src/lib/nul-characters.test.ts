import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../test/helper.ts';
import { inputProblem, MAX_INPUT_DEPTH } from './nul-characters.ts';

describe('a NUL character in the input', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('finds the first string or key holding one, by its dotted path', () => {
    const nul = 'must not contain a NUL character';
    expect(inputProblem({ a: 'ok', b: { c: ['x', 'y\u0000'] } })).toEqual({ path: 'b.c.1', reason: nul });
    expect(inputProblem({ a: ['\u0000'], b: '\u0000' })?.path).toBe('a.0');
    expect(inputProblem({ a: { 'k\u0000': 1 } })?.path).toBe('a.k\u0000');
    expect(inputProblem({ a: 'ok', b: [1, null, true] })).toBeNull();
    expect(inputProblem('\u0000')).toEqual({ path: '', reason: nul });
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

  describe('a body nested too deep', () => {
    const post = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/apps/users',
        headers: { ...bearer(t.adminToken), 'content-type': 'application/json' },
        payload,
      });
    const tooDeep = { body: `must not be nested more than ${MAX_INPUT_DEPTH} levels deep` };

    it(`lets ${MAX_INPUT_DEPTH} levels through and stops the next one`, () => {
      const nested = (levels: number) => JSON.parse('['.repeat(levels) + ']'.repeat(levels));
      expect(inputProblem(nested(MAX_INPUT_DEPTH))).toBeNull();
      expect(inputProblem(nested(MAX_INPUT_DEPTH + 1))).toEqual({ path: '', reason: tooDeep.body });
    });

    it('answers 400 naming the body for 400,000 nested arrays, not a 500', async () => {
      const res = await post('['.repeat(400_000) + ']'.repeat(400_000));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual(tooDeep);
    });

    it('answers 400 for 100,000 nested objects, and for a deep body carrying __proto__', async () => {
      const objects = await post(`${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`);
      expect(objects.statusCode).toBe(400);
      expect(objects.json().errors).toEqual(tooDeep);
      // JSON.parse and the parser's prototype scan (secure-json-parse) walk it without recursion.
      const proto = await post(`${'[{"a":'.repeat(60_000)}{"__proto__":1}${'}]'.repeat(60_000)}`);
      expect(proto.statusCode).toBe(400);
      expect(proto.json().message).toBe('The request body is not valid JSON');
      const ctor = await post(`${'{"constructor":'.repeat(60_000)}1${'}'.repeat(60_000)}`);
      expect(ctor.statusCode).toBe(400);
    });

    it('answers 400 for 400,000 opening brackets that never close', async () => {
      const res = await post('['.repeat(400_000));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The request body is not valid JSON');
    });
  });
});
