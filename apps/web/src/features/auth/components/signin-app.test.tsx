import createCache from '@emotion/cache';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { stubFetch } from '@/test/stub-fetch';
import type { AccountPath } from './account-link';
import { loadAccountPage, type SigninConfig } from './account-pages';
import { SigninApp } from './signin-app';

const CONFIG: SigninConfig = {
  demoAccounts: [{ email: 'admin@demo.com', password: 'admin', role: 'admin' }],
  registration: { open: true },
};
const LOOK = { language: 'en', mode: 'light', skin: 'default', primary: '#7367F0' } as const;
type Props = { onReady: () => void; config: SigninConfig };

/** The tree of an account page, as the server renders it and the sign-in entry hydrates or draws it. */
async function app(path: AccountPath, { onReady, config = CONFIG }: Partial<Props> = {}) {
  const page = { path, Page: await loadAccountPage(path) };
  const cache = createCache({ key: 'mui' });
  return <SigninApp look={LOOK} page={page} config={config} i18n={i18n} cache={cache} onReady={onReady} />;
}

describe('the account pages of the sign-in entry (decision 014)', { timeout: 30_000 }, () => {
  let hydrated: Root | undefined;
  afterEach(() => {
    act(() => hydrated?.unmount());
    hydrated = undefined;
    cleanup();
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    history.replaceState(null, '', '/');
  });

  it('hydrates the server’s /register with what was typed and ticked meanwhile, and sends it', async () => {
    history.replaceState(null, '', '/register');
    const calls = stubFetch({ '/auth/register': [201, { message: 'sent', email: 'early@example.com' }] });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...location, assign });
    const errors = vi.spyOn(console, 'error');
    const container = document.createElement('div');
    container.innerHTML = renderToString(await app('/register'));
    document.body.append(container);
    const field = (name: string) => container.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    const typed = field('username');
    // The person types and ticks in the server's fields before the page's code has run.
    Object.assign(field('username') ?? {}, { value: 'early' });
    Object.assign(field('email') ?? {}, { value: 'early@example.com' });
    Object.assign(field('password') ?? {}, { value: 'amber-falcon-2207' });
    Object.assign(field('terms') ?? {}, { checked: true });
    const ready = vi.fn();
    await act(async () => {
      hydrated = hydrateRoot(container, await app('/register', { onReady: ready }));
    });
    await waitFor(() => expect(ready).toHaveBeenCalled());
    // The very fields the server sent, with what they held.
    expect(field('username')).toBe(typed);
    expect(field('username')?.value).toBe('early');
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/hydrat|did not match/i);
    await act(async () => container.querySelector('form')?.requestSubmit());
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/pages/authentication/verify-email-v1?email=early%40example.com'),
    );
    expect(calls.find((call) => call.url === '/auth/register')?.body).toEqual({
      username: 'early',
      email: 'early@example.com',
      password: 'amber-falcon-2207',
    });
  });

  it('moves between the pages in the page itself, and Back comes back', async () => {
    history.replaceState(null, '', '/login');
    const scrolled = vi.fn();
    vi.stubGlobal('scrollTo', scrolled);
    render(await app('/login'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Create an account' }));
    expect(await screen.findByLabelText('Username')).toBeTruthy();
    expect(location.pathname).toBe('/register');
    expect(scrolled).toHaveBeenCalledWith(0, 0);
    await user.click(screen.getByRole('link', { name: 'Back to login' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('button', { name: 'Send reset link' })).toBeTruthy();
    expect(location.pathname).toBe('/forgot-password');
    act(() => history.back());
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(location.pathname).toBe('/login');
  });

  it('shows the referral of `?ref=` once drawn, and says so when registration is closed', async () => {
    history.replaceState(null, '', '/register?ref=1042');
    const view = render(await app('/register'));
    expect(await screen.findByText(/invited through a referral link/)).toBeTruthy();
    view.unmount();
    render(await app('/register', { config: { ...CONFIG, registration: { open: false } } }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Registration is closed/);
    expect(screen.queryByLabelText('Username')).toBeNull();
  });
});
