import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VerifyEmailPage } from './verify-email-page';

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

function renderWithToken() {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <VerifyEmailPage token="a-token" /> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router as never} />
    </QueryClientProvider>,
  );
}

const WAIT = { timeout: 8000 };

describe('the page of the mailed confirmation link', { timeout: 30_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('no longer says it is checking the link once the address is confirmed', async () => {
    answer(200, { message: 'Your e-mail address is confirmed. You can sign in.' });
    renderWithToken();
    expect(await screen.findByText(/Your e-mail address is confirmed/, undefined, WAIT)).toBeTruthy();
    expect(screen.queryByText('Checking your link…')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('no longer says it is checking the link once the link is refused', async () => {
    answer(400, {
      message: 'token is invalid',
      errors: { token: 'is invalid, already used or has expired' },
    });
    renderWithToken();
    expect(await screen.findByText(/This link is invalid/, undefined, WAIT)).toBeTruthy();
    expect(screen.queryByText('Checking your link…')).toBeNull();
  });
});
