import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/i18n';
import { sessionStore } from '@/lib/session/session-store';
import { MagnetAddCard } from './magnet-add-card';

const HASH = 'dd8255ecdc7ca55fb0bbf81323d87062db1f6d1c';

function setup() {
  const onAdded = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MagnetAddCard onAdded={onAdded} />
    </QueryClientProvider>,
  );
  const field = screen.getByRole('textbox', { name: 'Magnet link' });
  const paste = (value: string) => fireEvent.change(field, { target: { value } });
  return { onAdded, paste };
}

describe('adding a magnet link', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    sessionStore.set({
      accessToken: 'token',
      userData: { id: 1, fullName: 'Ada', username: 'ada', avatar: null, email: 'a@x.io', role: 'admin' },
      rules: [{ action: 'manage', subject: 'all' }],
    });
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
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    sessionStore.clear();
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
