import type { MagnetLink } from '@app/contracts/magnet';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '@/i18n';
import { jsonAnswer, renderWithQueries, withSignedInAdmin } from '@/test/signed-in';
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

const sent = (fetchMock: ReturnType<typeof vi.fn>, call: number) =>
  JSON.parse(String((fetchMock.mock.calls[call] as [string, RequestInit])[1].body));

function setup() {
  const onSaved = vi.fn();
  renderWithQueries(<MagnetTagsDialog magnet={loaded} onClose={vi.fn()} onSaved={onSaved} />);
  const field = screen.getByRole('combobox', { name: 'Tags' });
  fireEvent.change(field, { target: { value: 'animation' } });
  fireEvent.keyDown(field, { key: 'Enter' });
  fireEvent.click(screen.getByRole('button', { name: 'Save tags' }));
  return { onSaved };
}

describe('the magnet tags dialog over tags saved by someone else', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  withSignedInAdmin();
  beforeEach(() => {
    fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        jsonAnswer(409, { message: 'This record was changed by someone else', current: theirs }),
      )
      .mockResolvedValueOnce(jsonAnswer(200, { ...theirs, tags: ['film', 'animation'], version: 5 }));
    vi.stubGlobal('fetch', fetchMock);
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
