import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { sessionStore } from '@/lib/session/session-store';

/** Signs Ada in as an admin who may do everything. */
export function signInAsAdmin() {
  sessionStore.set({
    accessToken: 'token',
    userData: { id: 1, fullName: 'Ada', username: 'ada', avatar: null, email: 'a@x.io', role: 'admin' },
    rules: [{ action: 'manage', subject: 'all' }],
  });
}

/**
 * For the tests of a `describe`: Ada signed in as an admin before each; after each, the page
 * unmounted, stubbed globals (fetch) restored and the session cleared.
 */
export function withSignedInAdmin() {
  beforeEach(signInAsAdmin);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    sessionStore.clear();
  });
}

/** Renders `ui` with a query client of its own that does not retry. */
export function renderWithQueries(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

/** An API answer: JSON `body` (none when undefined) with `status`. */
export const jsonAnswer = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
