import type { CalendarName } from '@app/contracts/calendar';
import ical, { ICalAttendeeStatus, ICalCalendarMethod } from 'ical-generator';
import type { EventRow } from './calendar.repository.ts';
import { toWall } from './calendar-recurrence.ts';

const STATUS = {
  pending: ICalAttendeeStatus.NEEDSACTION,
  accepted: ICalAttendeeStatus.ACCEPTED,
  declined: ICalAttendeeStatus.DECLINED,
} as const;

const utcStamp = (value: number) =>
  new Date(value)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
/**
 * ical-generator prints a zoned Date with the process's local getters; this Date's local fields are
 * the wall-clock time of `timeZone` at the instant.
 */
function wallDate(instant: number, timeZone: string): Date {
  const w = new Date(toWall(instant, timeZone));
  return new Date(
    w.getUTCFullYear(),
    w.getUTCMonth(),
    w.getUTCDate(),
    w.getUTCHours(),
    w.getUTCMinutes(),
    w.getUTCSeconds(),
  );
}

const dateStamp = (value: number) => new Date(value).toISOString().slice(0, 10).replace(/-/g, '');

/**
 * An RFC 5545 calendar of the rows (ical-generator writes, folds and escapes): a series is one VEVENT
 * with its RRULE and EXDATEs, timed in its own zone (TZID) so it keeps its wall-clock time across DST.
 */
export function eventsToIcs(rows: EventRow[], calendars: readonly CalendarName[], host: string): string {
  const cal = ical({
    name: `Calendar: ${calendars.join(', ')}`,
    prodId: { company: 'Back office', product: 'Calendar' },
  });
  cal.method(ICalCalendarMethod.PUBLISH);
  for (const row of rows) {
    const event = cal.createEvent({
      id: `calendar-event-${row.id}@${host}`,
      start: new Date(row.start),
      end: new Date(row.end),
      allDay: row.allDay,
      summary: row.title,
      description: row.description || null,
      location: row.location || null,
      url: row.url || null,
      categories: [{ name: row.calendar }],
    });
    if (row.rrule) {
      if (!row.allDay && row.timeZone !== 'UTC') {
        event.timezone(row.timeZone);
        event.start(wallDate(row.start, row.timeZone));
        event.end(wallDate(row.end, row.timeZone));
      }
      const exdates = row.exdates.length
        ? `\nEXDATE${row.allDay ? ';VALUE=DATE:' : ':'}${row.exdates.map(row.allDay ? dateStamp : utcStamp).join(',')}`
        : '';
      event.repeating(`RRULE:${row.rrule}${exdates}`);
    }
    for (const guest of row.guests) {
      event.createAttendee({ name: guest.fullName, email: guest.email, status: STATUS[guest.response] });
    }
  }
  return cal.toString();
}
