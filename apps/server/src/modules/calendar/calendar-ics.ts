import type { CalendarName } from '@app/contracts/calendar';
import ical, { ICalAttendeeStatus, ICalCalendarMethod } from 'ical-generator';
import { tzlib_get_ical_block, tzlib_get_timezones } from 'timezones-ical-library';
import type { EventRow } from './calendar.repository.ts';
import { firstOccurrence, toWall } from './calendar-recurrence.ts';

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
 * The occurrences changed on their own that the file writes under their series' UID with a
 * RECURRENCE-ID (RFC 5545 §3.8.4.4): those whose series is in the file, of the same kind (all-day or
 * timed). Any other (its series on a calendar not exported, or past the export's limit) is written as
 * an event of its own, and its series keeps the slot in EXDATE.
 */
function overridesInFile(rows: EventRow[]): Map<number, EventRow> {
  const series = new Map(rows.filter((r) => r.rrule).map((r) => [r.id, r]));
  const out = new Map<number, EventRow>();
  for (const row of rows) {
    const parent = row.parentId === null ? undefined : series.get(row.parentId);
    if (parent && row.originalStart !== null && parent.allDay === row.allDay) out.set(row.id, parent);
  }
  return out;
}

/**
 * An RFC 5545 calendar of the rows (ical-generator writes, folds and escapes): a timed event is written
 * in its own zone (DTSTART;TZID=…) with that zone's VTIMEZONE once in the file, so a series keeps its
 * wall-clock time across DST; a series is one VEVENT with its RRULE and EXDATEs, starting at its first
 * occurrence; an occurrence changed on its own is a VEVENT with the series' UID and a RECURRENCE-ID.
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
  const uid = (id: number) => `calendar-event-${id}@${host}`;
  const parents = overridesInFile(rows);
  // Per series, the slots its overrides in the file take (an excluded slot has no override).
  const overridden = new Map<number, Set<number>>();
  for (const row of rows) {
    const parent = parents.get(row.id);
    if (!parent || row.originalStart === null) continue;
    overridden.set(parent.id, (overridden.get(parent.id) ?? new Set()).add(row.originalStart));
  }
  for (const row of rows) {
    const parent = parents.get(row.id);
    // A series starts at its first occurrence: a DTSTART the rule skips would be one meeting more.
    const start = row.rrule ? firstOccurrence({ ...row, rrule: row.rrule }) : row.start;
    const end = start + row.end - row.start;
    const event = cal.createEvent({
      id: uid(parent ? parent.id : row.id),
      start: new Date(start),
      end: new Date(end),
      allDay: row.allDay,
      summary: row.title,
      description: row.description || null,
      location: row.location || null,
      url: row.url || null,
      categories: [{ name: row.calendar }],
    });
    const zone = row.allDay ? null : vtimezoneOf(row.timeZone);
    const recurrenceId = parent && row.originalStart !== null ? row.originalStart : null;
    if (recurrenceId !== null) event.recurrenceId(new Date(recurrenceId));
    if (zone) {
      blocks.set(zone.tzid, zone.block);
      event.timezone(zone.tzid);
      event.start(wallDate(start, row.timeZone));
      event.end(wallDate(end, row.timeZone));
      if (recurrenceId !== null) event.recurrenceId(wallDate(recurrenceId, row.timeZone));
    }
    if (row.rrule) {
      const skipped = row.exdates.filter((x) => !overridden.get(row.id)?.has(x));
      const exdates = skipped.length
        ? `\nEXDATE${row.allDay ? ';VALUE=DATE:' : ':'}${skipped.map(row.allDay ? dateStamp : utcStamp).join(',')}`
        : '';
      event.repeating(`RRULE:${row.rrule}${exdates}`);
    }
    for (const guest of row.guests) {
      event.createAttendee({ name: guest.fullName, email: guest.email, status: STATUS[guest.response] });
    }
  }
  return cal.toString();
}
