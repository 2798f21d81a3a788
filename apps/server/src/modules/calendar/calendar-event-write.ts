import { type CalendarEventData, toInstant } from '@app/contracts/calendar';
import { badRequest } from '../../lib/errors.ts';
import type { EventRow, EventWrite } from './calendar.repository.ts';
import { checkRule, isOccurrence, normalizeRule, seriesEnd } from './calendar-recurrence.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;

export const dateText = (value: number) => new Date(value).toISOString().slice(0, 10);
export const instantText = (value: number) => new Date(value).toISOString();

/** An all-day value is the date as written ('2026-11-24' or the date part of an ISO time); midnight UTC. */
export function parseTime(value: string, allDay: boolean): number {
  return allDay ? Date.parse(`${value.slice(0, 10)}T00:00:00Z`) : Date.parse(toInstant(value));
}

/** The row to write from a body: times parsed, end defaulted, the rule checked and its span computed. */
export function writeOf(data: CalendarEventData, exdates: number[] = []): EventWrite {
  const allDay = data.allDay;
  const start = parseTime(data.start, allDay);
  let end = data.end ? parseTime(data.end, allDay) : start + (allDay ? DAY : HOUR);
  if (allDay && end <= start) end = start + DAY;
  if (end < start) throw badRequest('end', 'must not be before start');
  const props = data.extendedProps;
  const rrule = props.rrule ? normalizeRule(props.rrule) : null;
  const base = { allDay, timeZone: props.timeZone, start, end };
  if (rrule) checkRule({ ...base, rrule });
  return {
    title: data.title,
    start,
    end,
    spanEnd: rrule ? seriesEnd({ ...base, rrule }) : end,
    allDay,
    url: data.url,
    calendar: props.calendar,
    location: props.location,
    description: props.description,
    timeZone: props.timeZone,
    rrule,
    exdates,
  };
}

/** The occurrence of the series that `value` names; a 400 on occurrenceStart when there is none. */
export function occurrenceOf(row: EventRow, value: string | undefined): number {
  if (!value)
    throw badRequest('occurrenceStart', 'is required to change one occurrence or the following ones');
  const at = parseTime(value, row.allDay);
  const series = { ...row, rrule: row.rrule as string };
  if (!isOccurrence(series, at) || row.exdates.includes(at)) {
    throw badRequest('occurrenceStart', 'is not an occurrence of this event');
  }
  return at;
}
