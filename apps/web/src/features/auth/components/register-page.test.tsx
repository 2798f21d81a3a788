import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JSX } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '@/i18n';
import { ForgotPasswordPage } from './forgot-password-page';
import { RegisterPage } from './register-page';

function renderPage(Page: () => JSX.Element) {
  const router = createRouter({
    routeTree: createRootRoute({ component: Page }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  return render(<RouterProvider router={router as never} />);
}

describe('pages whose server side does not exist yet', () => {
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('en');
  });

  it('register says accounts are created by an administrator and cannot be submitted', async () => {
    renderPage(RegisterPage);
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /accounts are created by an administrator/,
    );
    expect(screen.getByRole('button', { name: 'Sign up' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/login');
  });

  it('forgot-password says an administrator resets the password and cannot be submitted', async () => {
    renderPage(ForgotPasswordPage);
    expect((await screen.findByRole('alert')).textContent).toMatch(/an administrator sets a new password/);
    expect(screen.getByRole('button', { name: 'Send reset link' }).hasAttribute('disabled')).toBe(true);
  });

  it('still checks what is typed, in the reader language', async () => {
    await i18n.changeLanguage('fr');
    renderPage(RegisterPage);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Nom d'utilisateur"), 'ab');
    await user.type(screen.getByLabelText('E-mail'), 'not-an-address');
    await user.tab();
    expect(await screen.findByText('Saisissez au moins 3 caractères')).toBeTruthy();
    expect(await screen.findByText('Saisissez une adresse e-mail valide')).toBeTruthy();
  });
});
