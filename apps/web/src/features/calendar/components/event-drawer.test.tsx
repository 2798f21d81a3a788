import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { renderWithQueries, withSignedInAdmin } from '@/test/signed-in';
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
  withSignedInAdmin();
  beforeEach(() => {
    asked = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const url = new URL(String(input), 'http://localhost');
        asked.push(url);
        return answer(url.pathname.endsWith('/users') ? users(url) : {});
      }),
    );
  });
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  const open = (initial: EventFormValues) => {
    const onSave = vi.fn();
    renderWithQueries(
      <EventDrawer
        open
        event={null}
        initial={initial}
        pending={false}
        error={null}
        onSave={onSave}
        onDelete={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    fireEvent.change(screen.getByRole('textbox', { name: /^(Title|Titre)/ }), {
      target: { value: 'Planning' },
    });
    return onSave;
  };
  const submit = (name = 'Add event') => fireEvent.click(screen.getByRole('button', { name }));
  /** The sections of the Start or End field (day, month, year, then hours, minutes…), as shown. */
  const sections = async (label: RegExp) =>
    within(await screen.findByRole('group', { name: label })).getAllByRole('spinbutton');
  /** Types into a field from its first section, as a person does with the keyboard. */
  const type = async (label: RegExp, keys: string) => {
    const user = userEvent.setup({ delay: null });
    await user.click((await sections(label))[0]);
    await user.keyboard(keys);
  };
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
    await type(/^End/, '03312031');
    await type(/^Start/, '03042031');
    expect(screen.getByRole('button', { name: 'Tuesday' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Sunday' }).getAttribute('aria-pressed')).toBe('false');
    submit();
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(ruleOf(onSave.mock.calls[0][0])).toBe('FREQ=WEEKLY;BYDAY=TU');

    // Days picked by the person stay when the start moves again.
    fireEvent.click(screen.getByRole('button', { name: 'Friday' }));
    await type(/^Start/, '03052031');
    submit();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    expect(ruleOf(onSave.mock.calls[1][0])).toBe('FREQ=WEEKLY;BYDAY=TU,FR');
  }, 60_000);

  it('takes a day and a 24-hour time typed in French day first, and refuses an end before the start', async () => {
    await act(() => i18n.changeLanguage('fr'));
    // Opened on a time slot: 4 March 2031, 09:00 to 10:00.
    const onSave = open(emptyValues(new Date(2031, 2, 4, 9), false));
    const shown = async (label: RegExp) => (await sections(label)).map((s) => s.textContent);
    expect(await shown(/^Début/)).toEqual(['04', '03', '2031', '09', '00']);
    expect(await shown(/^Fin/)).toEqual(['04', '03', '2031', '10', '00']);

    await type(/^Début/, '140320311430');
    expect(await shown(/^Début/)).toEqual(['14', '03', '2031', '14', '30']);
    submit('Ajouter un événement');
    expect(await screen.findByText('La fin ne peut pas précéder le début')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();

    await type(/^Fin/, '140320311615');
    submit('Ajouter un événement');
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0][0]).toMatchObject({
      allDay: false,
      start: '2031-03-14T14:30',
      end: '2031-03-14T16:15',
    });
  }, 60_000);

  it('asks for hours and minutes with AM or PM in English, and keeps the day when switched to all day', async () => {
    const onSave = open(emptyValues(new Date(2031, 2, 4, 9), false));
    const shown = async (label: RegExp) => (await sections(label)).map((s) => s.textContent);
    expect(await shown(/^Start/)).toEqual(['03', '04', '2031', '09', '00', 'AM']);
    await type(/^End/, '030420310245p');
    expect(await shown(/^End/)).toEqual(['03', '04', '2031', '02', '45', 'PM']);
    submit();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0][0]).toMatchObject({ start: '2031-03-04T09:00', end: '2031-03-04T14:45' });

    fireEvent.click(screen.getByRole('switch', { name: 'All day' }));
    expect(await shown(/^Start/)).toEqual(['03', '04', '2031']);
    submit();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    expect(onSave.mock.calls[1][0]).toMatchObject({ allDay: true, start: '2031-03-04', end: '2031-03-04' });
  }, 60_000);
});
