import type { AbilityRule } from '@app/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const userData = {
  id: 2,
  fullName: 'Jane Client',
  username: 'jane',
  avatar: null,
  email: 'c@x.io',
  role: 'client',
};

/** Signed in with the rules of sign-in time, while the server already has `serverRules`. */
async function signedInWhileServerHas(serverRules: AbilityRule[]) {
  localStorage.setItem('userData', JSON.stringify(userData));
  localStorage.setItem('accessToken', 'token');
  localStorage.setItem('userAbilityRules', JSON.stringify([{ action: 'read', subject: 'AclDemo' }]));
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify({ userData, userAbilityRules: serverRules }), { status: 200 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  vi.resetModules();
}

/** `/`'s guard as the browser's router calls it: the page's reader is the session store. */
async function startPageGuard() {
  const [guards, { sessionStore }] = await Promise.all([
    import('./guards'),
    import('@/lib/session/session-store'),
  ]);
  return (args: { location: { pathname: string; searchStr: string; search: unknown } }) =>
    guards.redirectByRole({ ...args, context: { session: sessionStore } });
}

describe('the start page /', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  const root = { pathname: '/', searchStr: '', search: {} };

  it('sends a user whose only rule is read orders to the order list', async () => {
    localStorage.setItem('userAbilityRules', JSON.stringify([{ action: 'read', subject: 'Order' }]));
    await signedInWhileServerHas([{ action: 'read', subject: 'Order' }]);
    const redirectByRole = await startPageGuard();
    await expect(redirectByRole({ location: root })).rejects.toMatchObject({
      options: { to: '/apps/ecommerce/order/list' },
    });
  });

  it('sends the client to its profile, with the rules the server has now', async () => {
    await signedInWhileServerHas([{ action: 'read', subject: 'AclDemo' }]);
    const redirectByRole = await startPageGuard();
    await expect(redirectByRole({ location: root })).rejects.toMatchObject({
      options: { to: '/pages/user-profile/profile' },
    });
  });

  it('sends an account whose rules open nothing to the no-access page, not back to /', async () => {
    await signedInWhileServerHas([]);
    const redirectByRole = await startPageGuard();
    await expect(redirectByRole({ location: root })).rejects.toMatchObject({ options: { to: '/no-access' } });
  });
});
