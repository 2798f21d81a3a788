import type { Access } from '@app/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAs, type TestApp } from '../test/helper.ts';
import { allows, buildAbility } from './ability.ts';

/**
 * Walks every declared /api route with no token, the demo client and the demo admin, and checks the
 * answer against the route's declaration. A new route is covered without anyone remembering to.
 */
// Calls every route as every kind of caller: the time grows with each area added.
describe('authorization matrix', { timeout: 180_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const clientAbility = buildAbility([{ action: 'read', subject: 'AclDemo' }], null);
  const expectations = (access: Access) => ({
    anonymous: access === 'public' ? 'allowed' : 401,
    client: allows(clientAbility, access) ? 'allowed' : 403,
    admin: 'allowed',
  });

  it('declares access on every API route', () => {
    expect(t.app.declaredRoutes.length).toBeGreaterThan(5);
    for (const route of t.app.declaredRoutes)
      expect(route.access, `${route.method} ${route.url}`).toBeTruthy();
  });

  it('answers each route as its declaration says, for every kind of caller', async () => {
    const mismatches: string[] = [];
    // One session per signed-in caller, signed in again only when a route ended it.
    const callers = {
      anonymous: (options: InjectOptions) => t.app.inject(options),
      client: signedInAs(t, 'client@demo.com', 'client'),
      admin: signedInAs(t, 'admin@demo.com', 'admin'),
    };
    for (const route of t.app.declaredRoutes) {
      // A high id keeps destructive routes from touching seeded rows.
      const url = route.url.replace(/:[A-Za-z]+/g, '999999');
      const expected = expectations(route.access);
      for (const [who, send] of Object.entries(callers) as [keyof typeof expected, typeof callers.admin][]) {
        const res = await send({
          method: route.method as 'GET',
          url,
          payload: ['POST', 'PUT', 'PATCH'].includes(route.method) ? {} : undefined,
        });
        const want = expected[who];
        const ok =
          want === 'allowed' ? res.statusCode !== 401 && res.statusCode !== 403 : res.statusCode === want;
        if (!ok)
          mismatches.push(`${route.method} ${route.url} as ${who}: got ${res.statusCode}, want ${want}`);
        expect(res.statusCode, `${route.method} ${route.url} as ${who}`).toBeLessThan(500);
      }
    }
    expect(mismatches).toEqual([]);
    // Every route as three kinds of caller: give a loaded CI machine time.
  }, 120_000);
});
