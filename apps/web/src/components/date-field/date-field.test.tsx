import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { DateField, DateTimeField } from './date-field';

function Harness({
  initial = '',
  onDay = vi.fn(),
  withTime = false,
}: {
  initial?: string;
  onDay?: (day: string) => void;
  withTime?: boolean;
}) {
  const [value, setValue] = useState(initial);
  const Field = withTime ? DateTimeField : DateField;
  return (
    <Field
      label="Due date"
      value={value}
      onChange={(day) => {
        setValue(day);
        onDay(day);
      }}
    />
  );
}

/** The field's sections as the reader sees them, in order. */
const sections = async () =>
  within(await screen.findByRole('group', { name: 'Due date' }))
    .getAllByRole('spinbutton')
    .map((s) => s.textContent);

describe('DateField', () => {
  afterEach(async () => {
    cleanup();
    await act(() => i18n.changeLanguage('en'));
  });

  it('shows the month first in English and the day first in French', async () => {
    render(<Harness initial="2026-03-14" />);
    expect(await sections()).toEqual(['03', '14', '2026']);
    expect(screen.getByRole('button', { name: /Choose date/ })).toBeTruthy();
    await act(() => i18n.changeLanguage('fr'));
    expect(await sections()).toEqual(['14', '03', '2026']);
  });

  it('asks for JJ/MM/AAAA in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    render(<Harness />);
    expect(await sections()).toEqual(['JJ', 'MM', 'AAAA']);
  });

  it('gives the typed day as YYYY-MM-DD, in French day first', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const onDay = vi.fn();
    render(<Harness onDay={onDay} />);
    await userEvent.click((await screen.findAllByRole('spinbutton'))[0]);
    await userEvent.keyboard('14032026');
    expect(onDay).toHaveBeenLastCalledWith('2026-03-14');
    expect(await sections()).toEqual(['14', '03', '2026']);
  });

  it('says a day left half typed is incomplete, not while moving between its parts, and clears it once whole', async () => {
    const onDay = vi.fn();
    render(
      <>
        <Harness onDay={onDay} />
        <button type="button">Next</button>
      </>,
    );
    await userEvent.click((await screen.findAllByRole('spinbutton'))[0]);
    await userEvent.keyboard('0314');
    // Still inside the field, on the year: no message yet.
    expect(screen.queryByText('Enter a complete date')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Enter a complete date')).toBeTruthy();
    expect(onDay).not.toHaveBeenCalledWith(expect.stringMatching(/\d/));
    await userEvent.click((await screen.findAllByRole('spinbutton'))[2]);
    await userEvent.keyboard('2026');
    expect(onDay).toHaveBeenLastCalledWith('2026-03-14');
    expect(screen.queryByText('Enter a complete date')).toBeNull();
  });

  it('asks for the day first in Arabic, in its words, and gives YYYY-MM-DD', async () => {
    await act(() => i18n.changeLanguage('ar'));
    const onDay = vi.fn();
    render(<Harness onDay={onDay} />);
    expect(await sections()).toEqual(['يوم', 'شهر', 'سسسس']);
    await userEvent.click((await screen.findAllByRole('spinbutton'))[0]);
    await userEvent.keyboard('14032026');
    expect(onDay).toHaveBeenLastCalledWith('2026-03-14');
  });

  it('asks for a day and a time on the language clock: 24 hours in French, AM/PM in English', async () => {
    render(<Harness withTime initial="2026-03-14T15:05" />);
    expect(await sections()).toEqual(['03', '14', '2026', '03', '05', 'PM']);
    cleanup();
    await act(() => i18n.changeLanguage('fr'));
    const onDay = vi.fn();
    render(<Harness withTime onDay={onDay} />);
    expect(await sections()).toEqual(['JJ', 'MM', 'AAAA', 'hh', 'mm']);
    await userEvent.click((await screen.findAllByRole('spinbutton'))[0]);
    await userEvent.keyboard('140320261730');
    expect(onDay).toHaveBeenLastCalledWith('2026-03-14T17:30');
    expect(await sections()).toEqual(['14', '03', '2026', '17', '30']);
  });

  it('asks for a day and time in Arabic words, day first, and gives it in English digits', async () => {
    await act(() => i18n.changeLanguage('ar'));
    const onDay = vi.fn();
    render(<Harness withTime onDay={onDay} />);
    expect(await sections()).toEqual(['يوم', 'شهر', 'سسسس', 'ساعة', 'دقيقة', 'ص/م']);
    await userEvent.click((await screen.findAllByRole('spinbutton'))[0]);
    await userEvent.keyboard('140320260530م');
    expect(onDay).toHaveBeenLastCalledWith('2026-03-14T17:30');
  });
});
