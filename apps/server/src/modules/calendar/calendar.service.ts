import {
  CALENDAR_UNKNOWN_TEXT,
  CALENDAR_USERS_PAGE_SIZE,
  type CalendarEvent,
  type CalendarEventData,
  type CalendarEventUpdateData,
  type CalendarListQuery,
  type CalendarName,
  type CalendarUsersQuery,
  calendarNames,
  type RecurrenceScope,
  toInstant,
} from '@app/contracts/calendar';
import type { Db, Queryable } from '../../db/client.ts';
import { calendarEvents } from '../../db/schema/index.ts';
import { claimVersion, guardEdit } from '../../lib/edit-version.ts';
import { badRequest, HttpError, notFound } from '../../lib/errors.ts';
import {
  addExdate,
  deleteEvent,
  deleteOverridesFrom,
  type EventRow,
  findEvent,
  findInvitableUsers,
  findInvitations,
  findVisible,
  insertEvent,
  knownUserIds,
  replaceGuests,
  setResponse,
  updateEvent,
} from './calendar.repository.ts';
import { dateText, instantText, occurrenceOf, parseTime, writeOf } from './calendar-event-write.ts';
import {
  cancelNotices,
  changeNotices,
  type NoticeLog,
  occurrenceTimes,
  type Times,
  tellGuests,
  timesOf,
} from './calendar-notices.ts';
import {
  countBefore,
  isOccurrence,
  normalizeRule,
  occurrencesBetween,
  ruleContinuing,
  ruleEndingBefore,
  seriesEnd,
} from './calendar-recurrence.ts';
import { wholeSeriesChange } from './calendar-series-move.ts';

const DAY = 86_400_000;

export const unknownEvent = () => new HttpError(400, { message: CALENDAR_UNKNOWN_TEXT });
const notTheOwner = () =>
  new HttpError(403, { message: 'Only the organizer can change this event; guests answer the invitation.' });

function toEvent(row: EventRow, userId: number, occurrence?: { start: number; end: number }): CalendarEvent {
  const start = occurrence?.start ?? row.start;
  const end = occurrence?.end ?? row.end;
  const fmt = row.allDay ? dateText : instantText;
  const mine = row.guests.find((g) => g.id === userId);
  return {
    id: row.id,
    url: row.url,
    title: row.title,
    start: fmt(start),
    end: fmt(end),
    allDay: row.allDay,
    version: row.version,
    extendedProps: {
      calendar: row.calendar,
      guests: row.guests.map((g) => g.id),
      guestList: row.guests.map(({ id, fullName, avatar, response }) => ({ id, fullName, avatar, response })),
      location: row.location,
      description: row.description,
      timeZone: row.timeZone,
      rrule: row.rrule,
      occurrenceStart: row.rrule ? fmt(start) : null,
      ownerId: row.ownerId,
      ownerName: row.ownerName,
      isOwner: row.ownerId === userId,
      myResponse: mine ? mine.response : null,
    },
  };
}

/** Spec 001 §7 GET: the events in the calendars listed (all five when none is given) over the range. */
export async function listEvents(db: Db, userId: number, query: CalendarListQuery): Promise<CalendarEvent[]> {
  const calendars: readonly CalendarName[] = query.calendars ? [...new Set(query.calendars)] : calendarNames;
  const now = Date.now();
  // Without a range: the month around today, as a month view shows it (never every event ever).
  const from = query.start ? Date.parse(toInstant(query.start)) : now - 42 * DAY;
  const to = query.end ? Date.parse(toInstant(query.end)) : now + 42 * DAY;
  const rows = await findVisible(db, userId, calendars, from, to);
  const out: CalendarEvent[] = [];
  for (const row of rows) {
    if (!row.rrule) {
      if (row.start < to && (row.end > from || row.start >= from)) out.push(toEvent(row, userId));
      continue;
    }
    const series = { ...row, rrule: row.rrule };
    for (const occurrence of occurrencesBetween(series, from, to)) out.push(toEvent(row, userId, occurrence));
  }
  return out.sort((a, b) => Date.parse(toInstant(a.start)) - Date.parse(toInstant(b.start)) || a.id - b.id);
}

async function existingEvent(db: Queryable, id: number): Promise<EventRow> {
  const row = await findEvent(db, id);
  if (!row) throw unknownEvent();
  return row;
}

async function eventAsSeenBy(db: Queryable, id: number, userId: number): Promise<CalendarEvent> {
  return toEvent(await existingEvent(db, id), userId);
}

/** The owner's row, locked; an event the user cannot see is unknown (400), one they are a guest of is 403. */
async function ownedEvent(db: Queryable, id: number, userId: number): Promise<EventRow> {
  const row = await findEvent(db, id, true);
  if (!row) throw unknownEvent();
  if (row.ownerId === userId) return row;
  if (row.guests.some((g) => g.id === userId)) throw notTheOwner();
  throw unknownEvent();
}

async function checkGuests(db: Queryable, ownerId: number, guests: number[]): Promise<number[]> {
  const wanted = [...new Set(guests)].filter((g) => g !== ownerId);
  const known = await knownUserIds(db, wanted);
  const missing = wanted.find((g) => !known.has(g));
  if (missing !== undefined)
    throw badRequest('extendedProps.guests', `holds ${missing}, which is not a user of the app`);
  return wanted;
}

/** The event as written, its guests told (calendar-notices.ts), as its owner sees it. */
async function toldAndSeen(
  tx: Queryable,
  id: number,
  userId: number,
  before: { guests: EventRow['guests']; times: Times } | null,
  log: NoticeLog | undefined,
): Promise<CalendarEvent> {
  const row = await existingEvent(tx, id);
  await tellGuests(tx, changeNotices(before, row), log);
  return toEvent(row, userId);
}

export async function createEvent(
  db: Db,
  userId: number,
  data: CalendarEventData,
  log?: NoticeLog,
): Promise<CalendarEvent> {
  const write = writeOf(data);
  return db.transaction(async (tx) => {
    const guests = await checkGuests(tx, userId, data.extendedProps.guests);
    const id = await insertEvent(tx, userId, write);
    await replaceGuests(tx, id, guests);
    return toldAndSeen(tx, id, userId, null, log);
  });
}

export const OCCURRENCE_GONE_TEXT =
  'This occurrence was moved or deleted by someone else since you opened it; open it again from the calendar';

/**
 * The 409's `current` of an edit (docs/edit-conflicts.md): the event as the form loaded it, at the
 * occurrence it was opened on for a series. When that occurrence is no longer in the series (someone
 * moved it out, deleted it, or moved the series), there is nothing to compare: a 409 saying so.
 */
async function eventAsEdited(db: Queryable, id: number, userId: number, occurrenceStart?: string) {
  const row = await existingEvent(db, id);
  if (!row.rrule || !occurrenceStart) return toEvent(row, userId);
  const at = parseTime(occurrenceStart, row.allDay);
  if (!isOccurrence({ ...row, rrule: row.rrule }, at) || row.exdates.includes(at)) {
    throw new HttpError(409, { message: OCCURRENCE_GONE_TEXT });
  }
  return toEvent(row, userId, { start: at, end: at + row.end - row.start });
}

/**
 * PUT: a plain event, a whole series ("all"), one occurrence ("this") or the rest of a series
 * ("following"). With a version, the row the form loaded (the series, for any scope) must still be
 * at it: one save of an occurrence moves the series' version too.
 */
export function changeEvent(
  db: Db,
  userId: number,
  id: number,
  data: CalendarEventUpdateData,
  log?: NoticeLog,
): Promise<CalendarEvent> {
  return guardEdit(
    () => writeChange(db, userId, id, data, log),
    () => eventAsEdited(db, id, userId, data.occurrenceStart),
  );
}

async function writeChange(
  db: Db,
  userId: number,
  id: number,
  data: CalendarEventUpdateData,
  log?: NoticeLog,
): Promise<CalendarEvent> {
  return db.transaction(async (tx) => {
    const row = await ownedEvent(tx, id, userId);
    await claimVersion(tx, calendarEvents, id, data.version);
    const guests = await checkGuests(tx, userId, data.extendedProps.guests);
    const scope: RecurrenceScope = row.rrule ? data.scope : 'all';
    const knew = { guests: row.guests, times: timesOf(row) };
    if (scope === 'all') {
      const write = row.rrule
        ? await wholeSeriesChange(tx, { ...row, rrule: row.rrule }, data)
        : writeOf(data);
      await updateEvent(tx, id, write);
      await replaceGuests(tx, id, guests);
      return toldAndSeen(tx, id, userId, knew, log);
    }
    const at = occurrenceOf(row, data.occurrenceStart);
    // One occurrence, or the rest of the series: the guests knew that occurrence.
    knew.times = occurrenceTimes(row, at);
    if (scope === 'this') {
      const write = writeOf({ ...data, extendedProps: { ...data.extendedProps, rrule: null } });
      await addExdate(tx, id, at);
      const newId = await insertEvent(tx, userId, write, { id, originalStart: at });
      await replaceGuests(tx, newId, guests);
      return toldAndSeen(tx, newId, userId, { ...knew, times: { ...knew.times, rrule: null } }, log);
    }
    // "this and following": the series stops before the occurrence and a new one carries on.
    const rowRule = row.rrule as string;
    const before = countBefore({ ...row, rrule: rowRule }, at);
    const continued = normalizeRule(data.extendedProps.rrule ?? rowRule);
    const nextRule = continued === rowRule ? ruleContinuing(rowRule, before) : continued;
    const write = writeOf({ ...data, extendedProps: { ...data.extendedProps, rrule: nextRule } });
    const delta = write.start - at;
    write.exdates = row.exdates.filter((x) => x > at).map((x) => x + delta);
    await deleteOverridesFrom(tx, id, at);
    if (before === 0) {
      await updateEvent(tx, id, write);
      await replaceGuests(tx, id, guests);
      return toldAndSeen(tx, id, userId, knew, log);
    }
    await truncateSeries(tx, row, at);
    const newId = await insertEvent(tx, userId, write);
    await replaceGuests(tx, newId, guests);
    return toldAndSeen(tx, newId, userId, { ...knew, times: { ...knew.times, rrule: write.rrule } }, log);
  });
}

async function truncateSeries(tx: Queryable, row: EventRow, at: number): Promise<void> {
  const rrule = ruleEndingBefore(row.rrule as string, at);
  const base = { allDay: row.allDay, timeZone: row.timeZone, start: row.start, end: row.end, rrule };
  await updateEvent(tx, row.id, {
    ...row,
    rrule,
    spanEnd: seriesEnd(base),
    exdates: row.exdates.filter((x) => x < at),
  });
}

/** DELETE: the event, or for a series the one occurrence, the following ones, or all. */
export async function removeEvent(
  db: Db,
  userId: number,
  id: number,
  scope: RecurrenceScope,
  occurrenceStart: string | undefined,
  log?: NoticeLog,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await ownedEvent(tx, id, userId);
    if (!row.rrule || scope === 'all') {
      await deleteEvent(tx, id);
      return tellGuests(tx, cancelNotices(row), log);
    }
    const at = occurrenceOf(row, occurrenceStart);
    const occurrence = occurrenceTimes(row, at);
    if (scope === 'this') {
      await addExdate(tx, id, at);
      return tellGuests(tx, cancelNotices(row, { ...occurrence, rrule: null }), log);
    }
    if (at <= row.start) {
      await deleteEvent(tx, id);
      return tellGuests(tx, cancelNotices(row), log);
    }
    await deleteOverridesFrom(tx, id, at);
    await truncateSeries(tx, row, at);
    await tellGuests(tx, cancelNotices(row, { ...occurrence, from: true }), log);
  });
}

export async function respond(
  db: Db,
  userId: number,
  id: number,
  response: 'accepted' | 'declined',
): Promise<CalendarEvent> {
  if (!(await setResponse(db, id, userId, response))) throw notFound('You are not a guest of this event');
  return eventAsSeenBy(db, id, userId);
}

export async function listInvitations(db: Db, userId: number) {
  const rows = await findInvitations(db, userId, Date.now(), 50);
  return {
    invitations: rows.map((r) => {
      const fmt = r.allDay ? dateText : instantText;
      return { ...r, start: fmt(r.start), end: fmt(r.end) };
    }),
  };
}

/** The guest picker's page of users matching q (CALENDAR_USERS_PAGE_SIZE a page). */
export function listInvitableUsers(db: Db, query: CalendarUsersQuery) {
  return findInvitableUsers(
    db,
    query.q,
    CALENDAR_USERS_PAGE_SIZE,
    (query.page - 1) * CALENDAR_USERS_PAGE_SIZE,
  );
}

export { findAllVisible } from './calendar.repository.ts';
