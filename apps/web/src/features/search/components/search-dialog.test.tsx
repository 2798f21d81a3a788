import type { SearchGroup } from '@app/contracts';
import { IconShield } from '@tabler/icons-react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/i18n';
import { sessionStore } from '@/lib/session/session-store';
import type { SearchOption } from '../search-option';
import { SearchDialog } from './search-dialog';

const GROUPS: SearchGroup[] = [
  {
    title: 'Dashboards',
    category: 'dashboards',
    children: [{ title: 'CRM Dashboard', url: '/dashboards/crm', icon: 'tabler-chart-pie-2' }],
  },
  {
    title: 'Apps & Pages',
    category: 'appsPages',
    children: [
      { title: 'Roles', url: '/apps/roles', icon: 'tabler-shield-lock' },
      { title: 'Permissions', url: '/apps/permissions', icon: 'tabler-lock' },
    ],
  },
];

/** What the shell offers before anything is typed (app/layout/search-suggestions.ts). */
const SUGGESTIONS: SearchOption[] = [
  { id: 'suggested:/access-control', url: '/access-control', title: 'Access Control', icon: IconShield },
];

function setup() {
  const onClose = vi.fn();
  const onOpenPage = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SearchDialog open onClose={onClose} onOpenPage={onOpenPage} suggestions={SUGGESTIONS} />
    </QueryClientProvider>,
  );
  return { onClose, onOpenPage, user: userEvent.setup() };
}

const selected = () => screen.getAllByRole('option').find((o) => o.getAttribute('aria-selected') === 'true');

describe('search dialog', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    sessionStore.set({
      accessToken: 'token',
      userData: {
        id: 1,
        fullName: 'Ada Admin',
        username: 'ada',
        avatar: null,
        email: 'a@x.io',
        role: 'admin',
      },
      rules: [{ action: 'manage', subject: 'all' }],
    });
    fetchMock = vi.fn(async (url: string) => {
      const q = new URL(url, 'http://x').searchParams.get('q') ?? '';
      const body = q === 'zzz' ? [] : q === 'c' ? [GROUPS[0]] : q === 'rol' ? [GROUPS[1]] : GROUPS;
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    sessionStore.clear();
  });

  it('offers the suggested pages before anything is typed', () => {
    setup();
    expect(screen.getByRole('group', { name: 'Suggestions' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Access Control' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lists the matching pages by translated group, moves with the arrow keys and opens with Enter', async () => {
    const { user, onOpenPage, onClose } = setup();
    await user.type(screen.getByRole('combobox'), 'r');
    await screen.findByRole('group', { name: 'Apps & Pages' });
    expect(fetchMock).toHaveBeenCalledWith('/api/app-bar/search?q=r', expect.anything());
    expect(selected()?.textContent).toBe('CRM Dashboard');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(selected()?.textContent).toBe('Permissions');
    await user.keyboard('{ArrowDown}');
    expect(selected()?.textContent).toBe('CRM Dashboard');
    await user.keyboard('{ArrowUp}');
    expect(selected()?.textContent).toBe('Permissions');

    const input = screen.getByRole('combobox');
    expect(input.getAttribute('aria-activedescendant')).toBe(selected()?.id);
    await user.keyboard('{Enter}');
    expect(onOpenPage).toHaveBeenCalledWith('/apps/permissions');
    expect(onClose).toHaveBeenCalled();
  });

  it('waits for the typing to pause before asking the server', async () => {
    const { user } = setup();
    await user.type(screen.getByRole('combobox'), 'rol');
    await screen.findByRole('group', { name: 'Apps & Pages' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('opens the first page matching the typed text when Enter comes before its results', async () => {
    const { user, onOpenPage } = setup();
    await user.type(screen.getByRole('combobox'), 'c');
    await screen.findByRole('option', { name: 'CRM Dashboard' });
    await user.keyboard('{Backspace}rol{Enter}');
    expect(onOpenPage).not.toHaveBeenCalled();
    await waitFor(() => expect(onOpenPage).toHaveBeenCalledWith('/apps/roles'));
    expect(onOpenPage).toHaveBeenCalledTimes(1);
  });

  it('says so when nothing matches', async () => {
    const { user } = setup();
    await user.type(screen.getByRole('combobox'), 'zzz');
    expect(await screen.findByText('No results for "zzz"')).toBeTruthy();
  });

  it('closes with Escape', async () => {
    const { user, onClose } = setup();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
