import type { CalendarEvent, CalendarEventBody, CalendarName } from '@app/contracts/calendar';

/** The drawer's values: local date-times ('YYYY-MM-DDTHH:mm') or dates, and the repeat rule in parts. */
export type Repeat = 'none' | 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'YEARLY';
export type RepeatEnd = 'never' | 'until' | 'count';
export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;

export type EventFormValues = {
  title: string;
  calendar: CalendarName;
  allDay: boolean;
  start: string;
  end: string;
  url: string;
  guests: number[];
  location: string;
  description: string;
  repeat: Repeat;
  byDay: string[];
  repeatEnd: RepeatEnd;
  until: string;
  count: number;
};

const pad = (n: number) => String(n).padStart(2, '0');
/** A Date as the value of a datetime-local (local time) or date input. */
export const localDateTime = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
export const localDate = (d: Date) => localDateTime(d).slice(0, 10);
const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const dayOfWeek = (d: Date) => WEEKDAYS[(d.getDay() + 6) % 7];
/** The weekday of a drawer's start ('YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm'), read as the local day. */
export const weekdayOf = (start: string) =>
  dayOfWeek(new Date(start.length === 10 ? `${start}T00:00` : start));

/** Whether a weekly repeat's days are the start's weekday alone (or none yet): they then follow the start. */
export const daysFollowStart = (v: EventFormValues) =>
  v.byDay.length === 0 || (v.byDay.length === 1 && v.byDay[0] === weekdayOf(v.start));

/**
 * The values with a new start. When the days follow the start (`follows`: the weekly days were the
 * start's weekday when the drawer opened and the person has not picked days since), they move to the
 * new start's weekday; a half-typed start ('') leaves them as they are.
 */
export function withStart(v: EventFormValues, start: string, follows: boolean): EventFormValues {
  const complete = start !== '' && !Number.isNaN(new Date(start).getTime());
  return { ...v, start, byDay: follows && complete ? [weekdayOf(start)] : v.byDay };
}

export function emptyValues(day: Date, allDay: boolean): EventFormValues {
  const start = new Date(day);
  if (!allDay && start.getHours() === 0) start.setHours(9, 0, 0, 0);
  const end = new Date(start.getTime() + 60 * 60 * 1000);
  return {
    title: '',
    calendar: 'Business',
    allDay,
    start: allDay ? localDate(start) : localDateTime(start),
    end: allDay ? localDate(start) : localDateTime(end),
    url: '',
    guests: [],
    location: '',
    description: '',
    repeat: 'none',
    byDay: [dayOfWeek(start)],
    repeatEnd: 'never',
    until: '',
    count: 10,
  };
}

function parseRule(rrule: string | null) {
  const parts = Object.fromEntries((rrule ?? '').split(';').map((p) => p.split('=') as [string, string]));
  const until = parts.UNTIL
    ? `${parts.UNTIL.slice(0, 4)}-${parts.UNTIL.slice(4, 6)}-${parts.UNTIL.slice(6, 8)}`
    : '';
  return {
    repeat: (rrule ? parts.FREQ : 'none') as Repeat,
    byDay: parts.BYDAY ? parts.BYDAY.split(',') : [],
    repeatEnd: (parts.UNTIL ? 'until' : parts.COUNT ? 'count' : 'never') as RepeatEnd,
    until,
    count: parts.COUNT ? Number(parts.COUNT) : 10,
  };
}

/** The values of an event (of the occurrence clicked, for a series). */
export function valuesOf(event: CalendarEvent): EventFormValues {
  const p = event.extendedProps;
  const rule = parseRule(p.rrule);
  const start = event.allDay ? event.start : localDateTime(new Date(event.start));
  // All-day ends are exclusive on the wire; the drawer shows the last day.
  const end = event.allDay ? addDays(event.end, -1) : localDateTime(new Date(event.end));
  return {
    title: event.title,
    calendar: p.calendar,
    allDay: event.allDay,
    start,
    end: end < start ? start : end,
    url: event.url,
    guests: p.guests,
    location: p.location,
    description: p.description,
    ...rule,
    byDay: rule.byDay.length ? rule.byDay : [weekdayOf(start)],
  };
}

export function ruleOf(v: EventFormValues): string | null {
  if (v.repeat === 'none') return null;
  const parts = [`FREQ=${v.repeat}`];
  if (v.repeat === 'WEEKLY' && v.byDay.length)
    parts.push(`BYDAY=${WEEKDAYS.filter((d) => v.byDay.includes(d)).join(',')}`);
  if (v.repeatEnd === 'until' && v.until) parts.push(`UNTIL=${v.until.replace(/-/g, '')}T235959Z`);
  if (v.repeatEnd === 'count') parts.push(`COUNT=${Math.max(1, Math.round(v.count))}`);
  return parts.join(';');
}

/** Problems the person can fix before anything is sent; the server checks the same and more. */
export function checkValues(
  v: EventFormValues,
): Partial<Record<keyof EventFormValues, 'required' | 'endBeforeStart' | 'invalid'>> {
  const errors: Partial<Record<keyof EventFormValues, 'required' | 'endBeforeStart' | 'invalid'>> = {};
  if (!v.title.trim()) errors.title = 'required';
  if (!v.start) errors.start = 'required';
  if (v.start && v.end && v.end < v.start) errors.end = 'endBeforeStart';
  if (v.url && !/^https?:\/\/\S+$/i.test(v.url.trim())) errors.url = 'invalid';
  if (v.repeat !== 'none' && v.repeatEnd === 'until' && !v.until) errors.until = 'required';
  return errors;
}

export function bodyOf(v: EventFormValues, timeZone: string): CalendarEventBody {
  const start = v.allDay ? v.start.slice(0, 10) : new Date(v.start).toISOString();
  const end = v.allDay
    ? addDays((v.end || v.start).slice(0, 10), 1)
    : v.end
      ? new Date(v.end).toISOString()
      : null;
  return {
    title: v.title.trim(),
    start,
    end,
    allDay: v.allDay,
    url: v.url.trim(),
    extendedProps: {
      calendar: v.calendar,
      guests: v.guests,
      location: v.location,
      description: v.description,
      timeZone,
      rrule: ruleOf(v),
    },
  };
}

export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
