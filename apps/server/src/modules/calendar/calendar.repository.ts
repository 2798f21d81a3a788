import type { CalendarName, GuestResponse } from '@app/contracts/calendar';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';

/** All SQL of the calendar (docs/calendar.md). Times travel as epoch milliseconds. */

export type GuestRow = {
  id: number;
  fullName: string;
  email: string;
  avatar: string | null;
  response: GuestResponse;
};

export type EventRow = {
  id: number;
  ownerId: number;
  ownerName: string;
  ownerEmail: string;
  ownerAvatar: string | null;
  title: string;
  start: number;
  end: number;
  allDay: boolean;
  url: string;
  calendar: CalendarName;
  location: string;
  description: string;
  timeZone: string;
  rrule: string | null;
  exdates: number[];
  parentId: number | null;
  /** For an occurrence changed on its own: the start it had in its series (RECURRENCE-ID). */
  originalStart: number | null;
  version: number;
  guests: GuestRow[];
};

const ms = (column: SQL) => sql`(extract(epoch from ${column}) * 1000)::float8`;
export const at = (value: number) => sql`to_timestamp(${value / 1000}::float8)`;
const spanOf = (value: number) => (Number.isFinite(value) ? at(value) : sql`'infinity'::timestamptz`);

const selectEvent = sql`
  select e.id, e.owner_id as "ownerId", o.full_name as "ownerName", o.email as "ownerEmail",
    o.avatar as "ownerAvatar", e.title,
    ${ms(sql`e.starts_at`)} as "start", ${ms(sql`e.ends_at`)} as "end", e.all_day as "allDay", e.url,
    e.calendar, e.location, e.description, e.time_zone as "timeZone", e.rrule,
    array(select ${ms(sql`x`)} from unnest(e.exdates) x) as exdates, e.parent_id as "parentId",
    ${ms(sql`e.original_start`)} as "originalStart",
    e.version, coalesce((
      select json_agg(json_build_object('id', u.id, 'fullName', u.full_name, 'avatar', u.avatar, 'email', u.email,
        'response', g.response) order by u.full_name, u.id)
      from calendar_event_guests g join users u on u.id = g.user_id where g.event_id = e.id
    ), '[]'::json) as guests
  from calendar_events e join users o on o.id = e.owner_id`;

async function rowsOf(db: Queryable, query: SQL): Promise<EventRow[]> {
  const result = (await db.execute(query)) as { rows: EventRow[] };
  return result.rows.map((r) => ({
    ...r,
    start: Number(r.start),
    end: Number(r.end),
    exdates: (r.exdates ?? []).map(Number),
    originalStart: r.originalStart === null ? null : Number(r.originalStart),
    guests: typeof r.guests === 'string' ? JSON.parse(r.guests) : r.guests,
  }));
}

/**
 * The events of `userId` (owned, or invited to) in `calendars` that touch [from, to]: two GiST index
 * scans, (owner, range) on the events and (guest, range) on the guests' copies of the event's span,
 * so neither the table's size nor a long history of invitations matters.
 */
export function findVisible(
  db: Queryable,
  userId: number,
  calendars: readonly CalendarName[],
  from: number,
  to: number,
): Promise<EventRow[]> {
  const range = sql`tstzrange(${at(from)}, ${at(to)}, '[]')`;
  const inCalendars = sql`e.calendar in (${sql.join(
    calendars.map((c) => sql`${c}`),
    sql`, `,
  )})`;
  const span = sql`tstzrange(e.starts_at, e.span_end, '[]')`;
  return rowsOf(
    db,
    sql`with visible as (
      select e.id from calendar_events e
        where e.owner_id = ${userId} and ${span} && ${range} and ${inCalendars}
      union all
      select e.id from calendar_event_guests g join calendar_events e on e.id = g.event_id
        where g.user_id = ${userId} and tstzrange(g.starts_at, g.span_end, '[]') && ${range}
          and e.owner_id <> ${userId} and ${inCalendars}
    )
    ${selectEvent} where e.id in (select id from visible) order by e.starts_at, e.id`,
  );
}

/** Every event of the user in the calendars, for the .ics export (series once each, capped). */
export function findAllVisible(
  db: Queryable,
  userId: number,
  calendars: readonly CalendarName[],
  limit: number,
): Promise<EventRow[]> {
  const inCalendars = sql`e.calendar in (${sql.join(
    calendars.map((c) => sql`${c}`),
    sql`, `,
  )})`;
  return rowsOf(
    db,
    sql`${selectEvent} where ${inCalendars} and (e.owner_id = ${userId} or exists (
      select 1 from calendar_event_guests g where g.event_id = e.id and g.user_id = ${userId}))
    order by e.starts_at desc, e.id desc limit ${limit}`,
  );
}

export async function findEvent(db: Queryable, id: number, lock = false): Promise<EventRow | undefined> {
  const rows = await rowsOf(
    db,
    sql`${selectEvent} where e.id = ${id}${lock ? sql` for update of e` : sql``}`,
  );
  return rows[0];
}

export type EventWrite = {
  title: string;
  start: number;
  end: number;
  spanEnd: number;
  allDay: boolean;
  url: string;
  calendar: CalendarName;
  location: string;
  description: string;
  timeZone: string;
  rrule: string | null;
  exdates: number[];
};

const exdatesOf = (values: number[]) =>
  values.length === 0
    ? sql`'{}'::timestamptz[]`
    : sql`array[${sql.join(values.map(at), sql`, `)}]::timestamptz[]`;

export async function insertEvent(
  db: Queryable,
  ownerId: number,
  e: EventWrite,
  parent?: { id: number; originalStart: number },
): Promise<number> {
  const result = (await db.execute(sql`
    insert into calendar_events (owner_id, title, starts_at, ends_at, span_end, all_day, url, calendar,
      location, description, time_zone, rrule, exdates, parent_id, original_start)
    values (${ownerId}, ${e.title}, ${at(e.start)}, ${at(e.end)}, ${spanOf(e.spanEnd)}, ${e.allDay}, ${e.url},
      ${e.calendar}, ${e.location}, ${e.description}, ${e.timeZone}, ${e.rrule}, ${exdatesOf(e.exdates)},
      ${parent?.id ?? null}, ${parent ? at(parent.originalStart) : null})
    returning id`)) as { rows: { id: number }[] };
  return result.rows[0].id;
}

/** Writes the event and the copies of its span on its guest rows, in one statement. */
export async function updateEvent(db: Queryable, id: number, e: EventWrite): Promise<void> {
  await db.execute(sql`
    with e as (update calendar_events set title = ${e.title}, starts_at = ${at(e.start)}, ends_at = ${at(e.end)},
      span_end = ${spanOf(e.spanEnd)}, all_day = ${e.allDay}, url = ${e.url}, calendar = ${e.calendar},
      location = ${e.location}, description = ${e.description}, time_zone = ${e.timeZone},
      rrule = ${e.rrule}, exdates = ${exdatesOf(e.exdates)}, updated_at = now()
    where id = ${id} returning starts_at, span_end)
    update calendar_event_guests g set starts_at = e.starts_at, span_end = e.span_end from e where g.event_id = ${id}`);
}

export async function addExdate(db: Queryable, id: number, start: number): Promise<void> {
  await db.execute(sql`
    update calendar_events set exdates = array_append(exdates, ${at(start)}), updated_at = now()
    where id = ${id} and not (${at(start)} = any(exdates))`);
}

export async function deleteEvent(db: Queryable, id: number): Promise<void> {
  await db.execute(sql`delete from calendar_events where id = ${id}`);
}

/** The single-occurrence overrides of a series from `from` on (they go with "this and following"). */
export async function deleteOverridesFrom(db: Queryable, parentId: number, from: number): Promise<void> {
  await db.execute(
    sql`delete from calendar_events where parent_id = ${parentId} and original_start >= ${at(from)}`,
  );
}

export type OverrideRow = { id: number; start: number; end: number; originalStart: number };

/** The occurrences of a series changed on their own ("this one"), with the start each had in it. */
export async function findOverrides(db: Queryable, parentId: number): Promise<OverrideRow[]> {
  const result = (await db.execute(sql`
    select id, ${ms(sql`starts_at`)} as "start", ${ms(sql`ends_at`)} as "end",
      ${ms(sql`original_start`)} as "originalStart"
    from calendar_events where parent_id = ${parentId} order by original_start, id`)) as {
    rows: OverrideRow[];
  };
  return result.rows.map((r) => ({
    id: Number(r.id),
    start: Number(r.start),
    end: Number(r.end),
    originalStart: Number(r.originalStart),
  }));
}

/** Moves an occurrence changed on its own (a single event: its span is its end), and its guests' copies. */
export async function moveOverride(db: Queryable, o: OverrideRow): Promise<void> {
  await db.execute(sql`
    with e as (update calendar_events set starts_at = ${at(o.start)}, ends_at = ${at(o.end)},
      span_end = ${at(o.end)}, original_start = ${at(o.originalStart)}, updated_at = now()
    where id = ${o.id} returning starts_at, span_end)
    update calendar_event_guests g set starts_at = e.starts_at, span_end = e.span_end from e
    where g.event_id = ${o.id}`);
}

/** Sets the guest list; guests who stay keep their answer, new ones start as pending. */
export async function replaceGuests(db: Queryable, eventId: number, userIds: number[]): Promise<void> {
  await db.execute(sql`delete from calendar_event_guests where event_id = ${eventId}
    and not (user_id = any(${sql`array[${sql.join(
      [0, ...userIds].map((u) => sql`${u}`),
      sql`, `,
    )}]::int[]`}))`);
  if (userIds.length === 0) return;
  await db.execute(sql`
    insert into calendar_event_guests (event_id, user_id, starts_at, span_end)
    select e.id, u, e.starts_at, e.span_end from unnest(array[${sql.join(
      userIds.map((u) => sql`${u}`),
      sql`, `,
    )}]::int[]) u, calendar_events e where e.id = ${eventId}
    on conflict (event_id, user_id) do nothing`);
}

export async function knownUserIds(db: Queryable, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const result = (await db.execute(
    sql`select id from users where id = any(array[${sql.join(
      ids.map((u) => sql`${u}`),
      sql`, `,
    )}]::int[])`,
  )) as { rows: { id: number }[] };
  return new Set(result.rows.map((r) => Number(r.id)));
}

/** The guest's answer; false when the user is not a guest of the event. */
export async function setResponse(
  db: Queryable,
  eventId: number,
  userId: number,
  response: GuestResponse,
): Promise<boolean> {
  const result = (await db.execute(sql`
    update calendar_event_guests set response = ${response}, responded_at = now()
    where event_id = ${eventId} and user_id = ${userId} returning event_id`)) as { rows: unknown[] };
  return result.rows.length > 0;
}

/** Invitations of the user to events that have not ended yet, soonest first. */
export async function findInvitations(db: Queryable, userId: number, now: number, limit: number) {
  const result = (await db.execute(sql`
    select e.id, e.title, ${ms(sql`e.starts_at`)} as "start", ${ms(sql`e.ends_at`)} as "end",
      e.all_day as "allDay", e.calendar, e.rrule, o.full_name as "ownerName", g.response
    from calendar_event_guests g
    join calendar_events e on e.id = g.event_id
    join users o on o.id = e.owner_id
    where g.user_id = ${userId} and e.span_end >= ${at(now)}
    order by (g.response = 'pending') desc, e.starts_at, e.id
    limit ${limit}`)) as {
    rows: {
      id: number;
      title: string;
      start: number;
      end: number;
      allDay: boolean;
      calendar: CalendarName;
      rrule: string | null;
      ownerName: string;
      response: GuestResponse;
    }[];
  };
  return result.rows.map((r) => ({ ...r, start: Number(r.start), end: Number(r.end) }));
}

/**
 * The app's users a person may invite: active accounts, by name, optionally matching q, a page of
 * `limit` from `offset`; one row more is read to tell whether another page follows.
 */
export async function findInvitableUsers(db: Queryable, q: string, limit: number, offset: number) {
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const result = (await db.execute(sql`
    select id, full_name as "fullName", avatar from users
    where status <> 'inactive' ${q ? sql`and full_name ilike ${pattern}` : sql``}
    order by full_name, id limit ${limit + 1} offset ${offset}`)) as {
    rows: { id: number; fullName: string; avatar: string | null }[];
  };
  return { users: result.rows.slice(0, limit), hasMore: result.rows.length > limit };
}
