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
const location = { pathname: '/apps/ecommerce/referrals', searchStr: '', search: {} };
const REFERRALS = { action: 'read', subject: 'Referral' } as const;

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
  const [{ requireAccess }, { sessionStore }] = await Promise.all([
    import('./guards'),
    import('./session-store'),
  ]);
  // The browser's router context: the page's reader is the session store.
  const guard = requireAccess(REFERRALS);
  return {
    fetchMock,
    guard: (args: { location: typeof location }) => guard({ ...args, context: { session: sessionStore } }),
  };
}

describe('requireAccess', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('opens a page that the role was given after the user signed in', async () => {
    const { guard, fetchMock } = await signedInWhileServerHas([
      { action: 'read', subject: ['AclDemo', 'Referral'] },
    ]);
    await expect(guard({ location })).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/me', expect.anything());
    expect(JSON.parse(localStorage.getItem('userAbilityRules') ?? '[]')).toContainEqual({
      action: 'read',
      subject: ['AclDemo', 'Referral'],
    });
  });

  it('refuses a page whose right was taken away after the user signed in', async () => {
    localStorage.setItem('userAbilityRules', JSON.stringify([REFERRALS]));
    const { guard } = await signedInWhileServerHas([{ action: 'read', subject: 'AclDemo' }]);
    await expect(guard({ location })).rejects.toMatchObject({ options: { to: '/not-authorized' } });
  });

  it('asks again before refusing, so a right granted after the page loaded opens the next page', async () => {
    const { guard, fetchMock } = await signedInWhileServerHas([{ action: 'read', subject: 'AclDemo' }]);
    await expect(guard({ location })).rejects.toMatchObject({ options: { to: '/not-authorized' } });
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ userData, userAbilityRules: [REFERRALS] }), { status: 200 }),
    );
    await expect(guard({ location })).resolves.toBeUndefined();
  });

  it('asks the server once per page load while the rules allow the page', async () => {
    const { guard, fetchMock } = await signedInWhileServerHas([REFERRALS]);
    await guard({ location });
    await guard({ location });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
