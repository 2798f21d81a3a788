import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/i18n';
import { sessionStore } from '@/lib/session/session-store';
import { type EventFormValues, emptyValues, ruleOf } from '../calendar-event-form';
import { EventDrawer } from './event-drawer';

const answer = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** 25 users: the first page holds 20 (Aaron … Tina), Sam Zane is on the second. */
const everyone = Array.from({ length: 24 }, (_, i) => ({
  id: i + 1,
  fullName: `${String.fromCharCode(65 + i)}${'abcdefghijklmnopqrstuvwx'[i]} Person`,
  avatar: null,
})).concat({ id: 99, fullName: 'Zz Sam Zane', avatar: null });

function users(url: URL) {
  const q = (url.searchParams.get('q') ?? '').toLowerCase();
  const page = Number(url.searchParams.get('page') ?? 1);
  const matching = everyone.filter((u) => u.fullName.toLowerCase().includes(q));
  return { users: matching.slice((page - 1) * 20, page * 20), hasMore: matching.length > page * 20 };
}

describe('the event drawer', () => {
  let asked: URL[];
  beforeEach(() => {
    asked = [];
    sessionStore.set({
      accessToken: 'token',
      userData: { id: 1, fullName: 'Ada', username: 'ada', avatar: null, email: 'a@x.io', role: 'admin' },
      rules: [{ action: 'manage', subject: 'all' }],
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const url = new URL(String(input), 'http://localhost');
        asked.push(url);
        return answer(url.pathname.endsWith('/users') ? users(url) : {});
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    sessionStore.clear();
  });

  const open = (initial: EventFormValues) => {
    const onSave = vi.fn();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <EventDrawer
          open
          event={null}
          initial={initial}
          pending={false}
          error={null}
          onSave={onSave}
          onDelete={vi.fn()}
          onClose={vi.fn()}
        />
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByRole('textbox', { name: /^Title/ }), { target: { value: 'Planning' } });
    return onSave;
  };
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Add event' }));
  const searches = () =>
    asked.filter((u) => u.pathname.endsWith('/users')).map((u) => u.searchParams.get('q') ?? '');

  it('keeps what is typed in Guests, searches the server for it once typing stops, and invites the one found', async () => {
    const onSave = open(emptyValues(new Date(2031, 2, 4), true));
    const guests = screen.getByRole('combobox', { name: 'Guests' });
    fireEvent.focus(guests);
    for (const text of ['S', 'Sa', 'Sam']) fireEvent.change(guests, { target: { value: text } });
    expect(guests).toHaveProperty('value', 'Sam');
    fireEvent.click(await screen.findByRole('option', { name: /Zz Sam Zane$/ }));
    expect(searches()).not.toContain('S');
    expect(searches()).not.toContain('Sa');
    expect(searches()).toContain('Sam');
    submit();
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ guests: [99] }));
  });

  it('loads the next 20 names from "More people" at the end of the list', async () => {
    open(emptyValues(new Date(2031, 2, 4), true));
    const guests = screen.getByRole('combobox', { name: 'Guests' });
    fireEvent.mouseDown(guests);
    fireEvent.click(await screen.findByRole('option', { name: 'More people' }));
    const list = await screen.findByRole('listbox');
    expect(await within(list).findByRole('option', { name: /Zz Sam Zane$/ })).toBeTruthy();
    expect(within(list).getByRole('option', { name: /Aa Person$/ })).toBeTruthy();
    expect(asked.some((u) => u.searchParams.get('page') === '2')).toBe(true);
  });

  it("repeats weekly on the start's weekday, following the start until days are picked", async () => {
    // Opened on a Sunday (2 March 2031), the start then set to Tuesday 4 March.
    const onSave = open(emptyValues(new Date(2031, 2, 2), true));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Repeat' }));
    fireEvent.click(screen.getByRole('option', { name: 'Every week' }));
    fireEvent.change(screen.getByLabelText('End'), { target: { value: '2031-03-31' } });
    fireEvent.change(screen.getByLabelText(/^Start/, { selector: 'input' }), {
      target: { value: '2031-03-04' },
    });
    expect(screen.getByRole('button', { name: 'Tuesday' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Sunday' }).getAttribute('aria-pressed')).toBe('false');
    submit();
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(ruleOf(onSave.mock.calls[0][0])).toBe('FREQ=WEEKLY;BYDAY=TU');

    // Days picked by the person stay when the start moves again.
    fireEvent.click(screen.getByRole('button', { name: 'Friday' }));
    fireEvent.change(screen.getByLabelText(/^Start/, { selector: 'input' }), {
      target: { value: '2031-03-05' },
    });
    submit();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    expect(ruleOf(onSave.mock.calls[1][0])).toBe('FREQ=WEEKLY;BYDAY=TU,FR');
  });
});
