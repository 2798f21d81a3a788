import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '@/i18n';
import { renderWithQueries, withSignedInAdmin } from '@/test/signed-in';
import { MagnetAddCard } from './magnet-add-card';

const HASH = 'dd8255ecdc7ca55fb0bbf81323d87062db1f6d1c';

function setup() {
  const onAdded = vi.fn();
  renderWithQueries(<MagnetAddCard onAdded={onAdded} />);
  const field = screen.getByRole('textbox', { name: 'Magnet link' });
  const paste = (value: string) => fireEvent.change(field, { target: { value } });
  return { onAdded, paste };
}

describe('adding a magnet link', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  withSignedInAdmin();
  beforeEach(() => {
    fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            message: 'uri is already in the catalogue (same info-hash)',
            errors: { uri: 'is already in the catalogue (same info-hash)' },
          }),
          { status: 409, headers: { 'content-type': 'application/json' } },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
  });

  it('says what is wrong while the admin types, without asking the server', () => {
    const { paste } = setup();
    paste('https://example.com/a.torrent');
    expect(screen.getByText('A magnet link starts with magnet:?')).toBeTruthy();
    paste('magnet:?xt=urn:btih:abc');
    expect(
      screen.getByText('The info-hash must be 40 hexadecimal digits or 32 base32 characters'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add link' }).hasAttribute('disabled')).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows what a valid link holds, and the server’s refusal of a duplicate on the field', async () => {
    const { paste, onAdded } = setup();
    paste(
      `magnet:?xt=urn:btih:${HASH.toUpperCase()}&dn=Big+Buck+Bunny&xl=276445467&tr=udp%3A%2F%2Ft.example%3A80`,
    );
    expect(screen.getByText('Valid magnet link')).toBeTruthy();
    expect(screen.getByText(HASH)).toBeTruthy();
    expect(screen.getByText('Big Buck Bunny')).toBeTruthy();
    expect(screen.getByText('263.6 MB')).toBeTruthy();
    expect(screen.getByText('udp://t.example:80')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add link' }));
    await waitFor(() =>
      expect(screen.getByText('This link is already in the catalogue (same info-hash)')).toBeTruthy(),
    );
    expect(onAdded).not.toHaveBeenCalled();
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ tags: [] });
  });
});
