import type { MagnetLink } from '@app/contracts/magnet';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/i18n';
import { sessionStore } from '@/lib/session/session-store';
import { MagnetTagsDialog } from './magnet-tags-dialog';

const loaded: MagnetLink = {
  id: 7,
  uri: 'magnet:?xt=urn:btih:dd8255ecdc7ca55fb0bbf81323d87062db1f6d1c&dn=Big+Buck+Bunny',
  infoHash: 'dd8255ecdc7ca55fb0bbf81323d87062db1f6d1c',
  name: 'Big Buck Bunny',
  trackers: [],
  length: null,
  tags: ['film'],
  createdAt: '2026-11-01T10:00:00.000Z',
  version: 3,
};
/** Someone else added "open" meanwhile. */
const theirs: MagnetLink = { ...loaded, tags: ['film', 'open'], version: 4 };

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const sent = (fetchMock: ReturnType<typeof vi.fn>, call: number) =>
  JSON.parse(String((fetchMock.mock.calls[call] as [string, RequestInit])[1].body));

function setup() {
  const onSaved = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MagnetTagsDialog magnet={loaded} onClose={vi.fn()} onSaved={onSaved} />
    </QueryClientProvider>,
  );
  const field = screen.getByRole('combobox', { name: 'Tags' });
  fireEvent.change(field, { target: { value: 'animation' } });
  fireEvent.keyDown(field, { key: 'Enter' });
  fireEvent.click(screen.getByRole('button', { name: 'Save tags' }));
  return { onSaved };
}

describe('the magnet tags dialog over tags saved by someone else', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    sessionStore.set({
      accessToken: 'token',
      userData: { id: 1, fullName: 'Ada', username: 'ada', avatar: null, email: 'a@x.io', role: 'admin' },
      rules: [{ action: 'manage', subject: 'all' }],
    });
    fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        answer(409, { message: 'This record was changed by someone else', current: theirs }),
      )
      .mockResolvedValueOnce(answer(200, { ...theirs, tags: ['film', 'animation'], version: 5 }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    sessionStore.clear();
  });

  it('sends the version it loaded, shows both lists of tags, and "Keep mine" saves at the new version', async () => {
    const { onSaved } = setup();
    const conflict = await screen.findByRole('dialog', { name: 'Someone else changed this record' });
    expect(sent(fetchMock, 0)).toEqual({ tags: ['film', 'animation'], version: 3 });
    const row = within(conflict).getByRole('row', { name: /Tags/ });
    expect(within(row).getByText('film, animation')).toBeTruthy();
    expect(within(row).getByText('film, open')).toBeTruthy();

    fireEvent.click(within(conflict).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent(fetchMock, 1)).toEqual({ tags: ['film', 'animation'], version: 4 });
  });

  it('"Take theirs" puts the saved tags in the field and saves nothing', async () => {
    const { onSaved } = setup();
    const conflict = await screen.findByRole('dialog', { name: 'Someone else changed this record' });
    fireEvent.click(within(conflict).getByRole('button', { name: 'Take theirs' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Someone else/ })).toBeNull());
    expect(screen.getByText('open')).toBeTruthy();
    expect(screen.queryByText('animation')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
