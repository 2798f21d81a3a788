import type { SignInLock } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '@/i18n';
import { ToastProvider } from '@/components/toast/toast-provider';
import { jsonAnswer, renderWithQueries, withSignedInAdmin } from '@/test/signed-in';
import { SignInLocksCard } from './sign-in-locks-card';

const lock: SignInLock = {
  key: 'email:grace@example.com',
  kind: 'email',
  subject: 'grace@example.com',
  failures: 5,
  lockedUntil: '2031-03-04T10:15:00.000Z',
  sources: ['203.0.113.7', '198.51.100.2'],
};

function renderCard() {
  return renderWithQueries(
    <ToastProvider>
      <SignInLocksCard />
    </ToastProvider>,
  );
}

describe('the sign-in locks card', () => {
  let locks: SignInLock[];
  let fetchMock: ReturnType<typeof vi.fn>;
  withSignedInAdmin();
  beforeEach(() => {
    locks = [lock];
    // The server: the list of locks, and a DELETE that lifts one.
    fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'DELETE') {
        const key = decodeURIComponent(String(url).split('/sign-in-locks/')[1]);
        locks = locks.filter((l) => l.key !== key);
        return jsonAnswer(204);
      }
      return jsonAnswer(200, { locks });
    });
    vi.stubGlobal('fetch', fetchMock);
  });

  it('shows a locked e-mail, lifts it after the admin confirms, and then says no account is locked', async () => {
    renderCard();
    const row = (await screen.findByText('grace@example.com')).closest('tr') as HTMLElement;
    expect(within(row).getByText('5')).toBeTruthy();
    expect(within(row).getByText('203.0.113.7, 198.51.100.2')).toBeTruthy();
    const until = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(lock.lockedUntil),
    );
    expect(within(row).getByText(until)).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: 'Lift the lock on grace@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lift the lock on grace@example.com?' });
    // Nothing is lifted before the confirmation.
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lift' }));

    expect(await screen.findByText('No account is locked')).toBeTruthy();
    const lifted = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(String(lifted?.[0])).toBe('/api/auth/sign-in-locks/email%3Agrace%40example.com');
    expect(await screen.findByText('The lock on grace@example.com was lifted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says why the locks could not be loaded, and loads them again on Retry', async () => {
    fetchMock.mockImplementationOnce(async () => jsonAnswer(500, { message: 'Internal Server Error' }));
    renderCard();
    expect(await screen.findByText(/The sign-in locks could not be loaded/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('grace@example.com')).toBeTruthy();
  });
});
