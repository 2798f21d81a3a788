import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSession } from '@/lib/session/stored-session';
import { SigninEntryPage } from './signin-entry-page';

const ADMIN = { email: 'admin@demo.com', password: 'admin', role: 'admin' };
const USER = {
  id: 1,
  fullName: 'Ada Admin',
  username: 'ada',
  avatar: null,
  email: ADMIN.email,
  role: 'admin',
};

/** The sign-in call answers `answer`; the page's navigations are recorded instead of made. */
function open(search: string, answer: [number, unknown]) {
  const calls: unknown[] = [];
  vi.stubGlobal('fetch', async (_url: string, init?: RequestInit) => {
    calls.push(JSON.parse(String(init?.body)));
    return new Response(JSON.stringify(answer[1]), { status: answer[0] });
  });
  const location = { search, replace: vi.fn(), assign: vi.fn() };
  vi.stubGlobal('location', location);
  render(<SigninEntryPage config={{ demoAccounts: [ADMIN] } as never} />);
  return { calls, location };
}

/** Fills the form from the demo box, as a reader clicking the admin account does, and signs in. */
async function signInAsDemoAdmin() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: /admin@demo\.com/ }));
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('the sign-in entry (decision 014)', { timeout: 30_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('keeps the session where the app reads it and goes on to `to` with the rest of the query', async () => {
    const { calls, location } = open('?to=%2Fapps%2Fuser%2Flist&q=ada&page=2', [
      200,
      { accessToken: 'token-1', userData: USER, userAbilityRules: [{ action: 'manage', subject: 'all' }] },
    ]);
    await signInAsDemoAdmin();
    await vi.waitFor(() => expect(location.replace).toHaveBeenCalledWith('/apps/user/list?q=ada&page=2'));
    expect(calls).toEqual([{ email: ADMIN.email, password: ADMIN.password }]);
    expect(loadSession()).toEqual({
      accessToken: 'token-1',
      userData: USER,
      rules: [{ action: 'manage', subject: 'all' }],
    });
  });

  it('sends a reader without `to` to the start page, which takes each role home; never to another site', async () => {
    const { location } = open('?to=%2F%2Fevil.example', [
      200,
      { accessToken: 'token-2', userData: USER, userAbilityRules: [] },
    ]);
    await signInAsDemoAdmin();
    await vi.waitFor(() => expect(location.replace).toHaveBeenCalledWith('/'));
  });

  it('takes a two-step account to the code page with `to`, without a session yet', async () => {
    const { location } = open('?to=%2Fapps%2Froles', [
      200,
      { twoFactorRequired: true, challengeToken: 'challenge-1', expiresInSeconds: 300 },
    ]);
    await signInAsDemoAdmin();
    await vi.waitFor(() =>
      expect(location.assign).toHaveBeenCalledWith('/pages/authentication/two-steps-v1?to=%2Fapps%2Froles'),
    );
    expect(loadSession()).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('twoStepChallenge') ?? 'null')).toMatchObject({
      token: 'challenge-1',
      email: ADMIN.email,
    });
  });

  it('shows a refused sign-in on the page and stays', async () => {
    const { location } = open('', [401, { message: 'Invalid email or password' }]);
    await signInAsDemoAdmin();
    expect(await screen.findByText('Invalid email or password.')).toBeTruthy();
    expect(location.replace).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Login' })).toHaveProperty('disabled', false);
  });

  it('offers a mailed sign-in link and a two-step code field when the e-mail is locked', async () => {
    const urls: string[] = [];
    const bodies: unknown[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      urls.push(url);
      bodies.push(JSON.parse(String(init?.body)));
      const [status, body] = url.endsWith('/auth/sign-in-link')
        ? [202, { message: 'sent' }]
        : [429, { message: 'Too many failed sign-in attempts. Try again in 15 minutes.' }];
      return new Response(JSON.stringify(body), { status });
    });
    vi.stubGlobal('location', { search: '', replace: vi.fn(), assign: vi.fn() });
    render(<SigninEntryPage config={{ demoAccounts: [ADMIN] } as never} />);
    await signInAsDemoAdmin();
    const offer = await screen.findByRole('button', { name: 'Send me a sign-in link' });
    expect(screen.getByLabelText('Two-step code (if your account has one)')).toBeTruthy();
    await userEvent.setup().click(offer);
    expect(await screen.findByText(/a sign-in link is on its way/)).toBeTruthy();
    expect(urls.at(-1)).toMatch(/\/auth\/sign-in-link$/);
    expect(bodies.at(-1)).toEqual({ email: ADMIN.email });
  });
});
