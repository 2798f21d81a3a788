import type { OrderDetail } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/i18n';
import { sessionStore } from '@/lib/session/session-store';
import { ChangeOwnerDialog } from './change-owner-dialog';

const order = {
  id: 12,
  order: 5012,
  owner: { id: 40, fullName: 'Grace Hopper', avatar: null },
  version: 2,
} as unknown as OrderDetail;

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the order owner dialog', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    sessionStore.set({
      accessToken: 'token',
      userData: { id: 1, fullName: 'Ada', username: 'ada', avatar: null, email: 'a@x.io', role: 'admin' },
      rules: [{ action: 'manage', subject: 'all' }],
    });
    // The picker's search finds nobody; the save is refused: the owner was deleted meanwhile.
    fetchMock = vi.fn(async (url: string) =>
      String(url).includes('/owner')
        ? answer(400, { message: 'ownerId is not a user', errors: { ownerId: 'is not a user' } })
        : answer(200, { users: [], totalUsers: 0, page: 1, totalPages: 0 }),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    sessionStore.clear();
  });

  it("shows the server's refusal of the owner under the picker, in the interface's words", async () => {
    const onSaved = vi.fn();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <ChangeOwnerDialog order={order} onClose={vi.fn()} onSaved={onSaved} />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save owner' }));
    const picker = screen.getByRole('combobox', { name: 'Owner' });
    await waitFor(() => expect(picker.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('This person is no longer a user; pick another')).toBeTruthy();
    expect(screen.queryByText(/is not a user/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
