import type { OrderDetail } from '@app/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '@/i18n';
import { jsonAnswer, renderWithQueries, withSignedInAdmin } from '@/test/signed-in';
import { ChangeOwnerDialog } from './change-owner-dialog';

const order = {
  id: 12,
  order: 5012,
  owner: { id: 40, fullName: 'Grace Hopper', avatar: null },
  version: 2,
} as unknown as OrderDetail;

describe('the order owner dialog', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  withSignedInAdmin();
  beforeEach(() => {
    // The picker's search finds nobody; the save is refused: the owner was deleted meanwhile.
    fetchMock = vi.fn(async (url: string) =>
      String(url).includes('/owner')
        ? jsonAnswer(400, { message: 'ownerId is not a user', errors: { ownerId: 'is not a user' } })
        : jsonAnswer(200, { users: [], totalUsers: 0, page: 1, totalPages: 0 }),
    );
    vi.stubGlobal('fetch', fetchMock);
  });

  it("shows the server's refusal of the owner under the picker, in the interface's words", async () => {
    const onSaved = vi.fn();
    renderWithQueries(<ChangeOwnerDialog order={order} onClose={vi.fn()} onSaved={onSaved} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save owner' }));
    const picker = screen.getByRole('combobox', { name: 'Owner' });
    await waitFor(() => expect(picker.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('This person is no longer a user; pick another')).toBeTruthy();
    expect(screen.queryByText(/is not a user/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
