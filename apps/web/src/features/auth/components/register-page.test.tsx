import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JSX } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { stubFetch } from '@/test/stub-fetch';
import { ForgotPasswordPage } from './forgot-password-page';
import { RegisterPage } from './register-page';
import { RegisterStepsPage } from './register-steps-page';

function renderPage(Page: () => JSX.Element, url = '/') {
  const router = createRouter({
    routeTree: createRootRoute({ component: Page }),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router as never} />
    </QueryClientProvider>,
  );
}

/** The page's chunks load slowly on a busy machine. */
const WAIT = { timeout: 8000 };

describe('sign-up and forgotten-password pages', { timeout: 30_000 }, () => {
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('says plainly that registration is closed when an administrator closed it', async () => {
    stubFetch({ '/auth/registration': [200, { open: false }] });
    renderPage(() => <RegisterPage />);
    expect((await screen.findByRole('alert', undefined, WAIT)).textContent).toMatch(/Registration is closed/);
    expect(screen.queryByRole('button', { name: 'Sign up' })).toBeNull();
  });

  it('shows the server’s reason under the password field, in the reader’s language', async () => {
    const calls = stubFetch({
      '/auth/registration': [200, { open: true }],
      '/auth/register': [
        400,
        {
          message: 'password is too common: it appears in lists of leaked passwords',
          errors: { password: 'is too common: it appears in lists of leaked passwords' },
        },
      ],
    });
    await i18n.changeLanguage('fr');
    renderPage(() => <RegisterPage />, '/?ref=1042');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Nom d'utilisateur", undefined, WAIT), 'newbie');
    await user.type(screen.getByLabelText('E-mail'), 'newbie@example.com');
    await user.type(screen.getByLabelText('Mot de passe'), 'password1234');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: "S'inscrire" }));
    expect(await screen.findByText(/Ce mot de passe est trop courant/, undefined, WAIT)).toBeTruthy();
    expect(calls.find((c) => c.url === '/auth/register')?.body).toMatchObject({
      username: 'newbie',
      ref: '1042',
    });
  });

  it('checks what is typed before sending', async () => {
    stubFetch({ '/auth/registration': [200, { open: true }] });
    await i18n.changeLanguage('fr');
    renderPage(() => <RegisterPage />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Nom d'utilisateur", undefined, WAIT), 'ab');
    await user.type(screen.getByLabelText('E-mail'), 'not-an-address');
    await user.tab();
    expect(await screen.findByText('Saisissez au moins 3 caractères', undefined, WAIT)).toBeTruthy();
    expect(await screen.findByText('Saisissez une adresse e-mail valide', undefined, WAIT)).toBeTruthy();
  });

  it('forgot-password shows the same confirmation whatever the address', async () => {
    const message = 'If an account exists for this address, we sent it a link.';
    stubFetch({ '/auth/forgot-password': [202, { message }] });
    renderPage(() => <ForgotPasswordPage />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email', undefined, WAIT), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('status', undefined, WAIT)).textContent).toMatch(
      /If an account exists for someone@example.com/,
    );
  });

  it('the sign-up in steps refuses an empty step, keeps values going back, and sends once at the end', async () => {
    const calls = stubFetch({
      '/auth/registration': [200, { open: true }],
      '/auth/register': [400, { message: 'email is taken', errors: { email: 'is already taken' } }],
    });
    renderPage(() => <RegisterStepsPage />);
    const user = userEvent.setup();
    const username = await screen.findByLabelText('Username', undefined, WAIT);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(username.getAttribute('aria-invalid')).toBe('true');

    await user.type(username, 'stepper');
    await user.type(screen.getByLabelText('Email'), 'stepper@example.com');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText('Password'), 'a-long-password-1');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('stepper');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // Opening the review sent nothing; the review shows what was typed.
    expect(calls.some((c) => c.url === '/auth/register')).toBe(false);
    expect(screen.getByText('stepper@example.com')).toBeTruthy();
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    // The server refuses the address: the first step opens again with the reason on its field.
    expect(await screen.findByText(/already taken/, undefined, WAIT)).toBeTruthy();
    expect(calls.filter((c) => c.url === '/auth/register')).toHaveLength(1);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('stepper@example.com');
  });
});
