import type { CalendarName } from '@app/contracts/calendar';
import ical, { ICalAttendeeStatus, ICalCalendarMethod } from 'ical-generator';
import { tzlib_get_ical_block, tzlib_get_timezones } from 'timezones-ical-library';
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

const KNOWN_ZONES = new Set(tzlib_get_timezones());

/**
 * The zone's VTIMEZONE (timezones-ical-library, built from the IANA database) and the TZID it names:
 * an alias names its canonical zone ('Asia/Calcutta' gives 'Asia/Kolkata'), which the event must use
 * too. Null for UTC (times in UTC need no VTIMEZONE) and for a zone the library does not know.
 */
function vtimezoneOf(zone: string): { tzid: string; block: string } | null {
  if (zone === 'UTC' || zone === 'Etc/UTC' || !KNOWN_ZONES.has(zone)) return null;
  const [block, tzidLine] = tzlib_get_ical_block(zone);
  if (!block || !tzidLine?.startsWith('TZID=')) return null;
  return { tzid: tzidLine.slice('TZID='.length), block };
}

const dateStamp = (value: number) => new Date(value).toISOString().slice(0, 10).replace(/-/g, '');

/**
 * An RFC 5545 calendar of the rows (ical-generator writes, folds and escapes): a timed event is written
 * in its own zone (DTSTART;TZID=…) with that zone's VTIMEZONE once in the file, so a series keeps its
 * wall-clock time across DST; a series is one VEVENT with its RRULE and EXDATEs.
 */
export function eventsToIcs(rows: EventRow[], calendars: readonly CalendarName[], host: string): string {
  const blocks = new Map<string, string>();
  const cal = ical({
    name: `Calendar: ${calendars.join(', ')}`,
    prodId: { company: 'Back office', product: 'Calendar' },
    // No zone of the calendar's own: each event names its zone, and ical-generator asks for the
    // VTIMEZONE of every zone the events name.
    timezone: { name: null, generator: (tzid) => blocks.get(tzid) ?? null },
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
    const zone = row.allDay ? null : vtimezoneOf(row.timeZone);
    if (zone) {
      blocks.set(zone.tzid, zone.block);
      event.timezone(zone.tzid);
      event.start(wallDate(row.start, row.timeZone));
      event.end(wallDate(row.end, row.timeZone));
    }
    if (row.rrule) {
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
