import type { CalendarEvent } from '@app/contracts/calendar';
import type { TFunction } from 'i18next';
import type { ConflictField } from '@/components/edit-conflict/edit-conflict-diff';
import type { EventFormValues } from './calendar-event-form';

const orDash = (text: string) => text || '—';

/**
 * The drawer's fields as the conflict dialog names them, with the drawer's labels; guests by name
 * (`names`: the people the drawer and the saved event know), the repeat rule in the drawer's words.
 */
export function eventConflictFields(
  t: TFunction<'calendar'>,
  names: ReadonlyMap<number, string>,
): ConflictField<EventFormValues>[] {
  const field = (name: keyof EventFormValues & string, format?: (value: unknown) => string) => ({
    name,
    label: t(`fields.${name === 'byDay' ? 'days' : name}` as never),
    format,
  });
  return [
    field('title'),
    field('calendar', (v) => t(`calendars.${v}` as never)),
    field('allDay', (v) => t(v ? 'answer.yes' : 'answer.no')),
    field('start', (v) => orDash(String(v ?? '').replace('T', ' '))),
    field('end', (v) => orDash(String(v ?? '').replace('T', ' '))),
    field('url'),
    field('guests', (v) => orDash((v as number[]).map((id) => names.get(id) ?? `#${id}`).join(', '))),
    field('location'),
    field('description'),
    field('repeat', (v) => t(`repeat.${v}` as never)),
    field('byDay', (v) => orDash((v as string[]).map((d) => t(`weekdaysShort.${d}` as never)).join(', '))),
    field('repeatEnd', (v) => t(`repeatEnd.${v}` as never)),
    field('until'),
    field('count'),
  ];
}

/** Who an event's guest ids are: its guest list. */
export const guestNames = (event: CalendarEvent | null): [number, string][] =>
  (event?.extendedProps.guestList ?? []).map((g) => [g.id, g.fullName]);
