import type { CalendarName } from '@app/contracts/calendar';
import { sql } from 'drizzle-orm';
import { insertEvent, replaceGuests } from '../../modules/calendar/calendar.repository.ts';
import { seriesEnd } from '../../modules/calendar/calendar-recurrence.ts';
import type { Queryable } from '../client.ts';
import { pick, rnd } from './ecommerce-sql.ts';

export const CALENDAR_TABLES = ['calendar_events', 'calendar_event_guests'];

const DAY = 86_400_000;
const MINUTE = 60_000;

type Demo = {
  title: string;
  calendar: CalendarName;
  /** Days from today, and the start as minutes after midnight UTC (null: all day). */
  day: number;
  at: number | null;
  minutes: number;
  location?: string;
  description?: string;
  rrule?: string;
  timeZone?: string;
  /** Indexes into the other users (the guests); the owner is the admin unless `owner` says which user. */
  guests?: number[];
  owner?: number;
};

/** A month around today of a small company's calendar: meetings, travel, holidays, family, a few series. */
const DEMO_EVENTS: Demo[] = [
  {
    title: 'Team stand-up',
    calendar: 'Business',
    day: -14,
    at: 9 * 60 + 30,
    minutes: 15,
    rrule: 'FREQ=WEEKLY;BYDAY=MO,WE,FR',
    timeZone: 'America/New_York',
    guests: [0, 1, 2, 3],
    location: 'Video call',
  },
  {
    title: 'Monthly report',
    calendar: 'Business',
    day: -10,
    at: 14 * 60,
    minutes: 60,
    rrule: 'FREQ=MONTHLY;COUNT=12',
    guests: [4],
  },
  {
    title: 'Design review',
    calendar: 'Business',
    day: -6,
    at: 15 * 60,
    minutes: 90,
    guests: [1, 5],
    location: 'Room 4',
    description: 'New checkout flow and the invoice page.',
  },
  {
    title: 'Dinner with parents',
    calendar: 'Family',
    day: -5,
    at: 19 * 60,
    minutes: 120,
    location: 'Chez Marie',
  },
  { title: 'Dentist', calendar: 'Personal', day: -3, at: 8 * 60, minutes: 45 },
  {
    title: 'Budget 2027 kick-off',
    calendar: 'Business',
    day: -2,
    at: 10 * 60,
    minutes: 120,
    guests: [2, 6, 7],
  },
  {
    title: 'Yoga',
    calendar: 'Personal',
    day: -1,
    at: 18 * 60,
    minutes: 60,
    rrule: 'FREQ=WEEKLY;BYDAY=TU,TH;COUNT=16',
  },
  { title: 'Customer call: Acme', calendar: 'Business', day: 0, at: 11 * 60, minutes: 30, guests: [3] },
  { title: 'Pay invoices', calendar: 'ETC', day: 0, at: null, minutes: 0 },
  {
    title: 'Lunch with Sara',
    calendar: 'Personal',
    day: 1,
    at: 12 * 60 + 30,
    minutes: 60,
    location: 'Green Bistro',
  },
  { title: 'Release 4.2', calendar: 'Business', day: 2, at: null, minutes: 0, guests: [0, 1, 2] },
  { title: 'Product demo', calendar: 'Business', day: 3, at: 16 * 60, minutes: 60, guests: [5, 8] },
  { title: 'Thanksgiving', calendar: 'Holiday', day: 4, at: null, minutes: 0 },
  { title: 'Trip to Lyon', calendar: 'Holiday', day: 8, at: null, minutes: 3 * 24 * 60, location: 'Lyon' },
  { title: "Emma's birthday", calendar: 'Family', day: 9, at: null, minutes: 0, rrule: 'FREQ=YEARLY' },
  { title: 'Car service', calendar: 'ETC', day: 11, at: 8 * 60 + 30, minutes: 90, location: 'Garage Dupont' },
  { title: 'Hiring committee', calendar: 'Business', day: 12, at: 13 * 60, minutes: 60, guests: [6, 9] },
  { title: 'School play', calendar: 'Family', day: 15, at: 17 * 60, minutes: 90 },
  {
    title: 'Quarterly planning',
    calendar: 'Business',
    day: 18,
    at: 9 * 60,
    minutes: 240,
    guests: [0, 2, 4, 6],
    location: 'Board room',
  },
  { title: 'Renew passport', calendar: 'ETC', day: 20, at: null, minutes: 0 },
  // Invitations to the admin from colleagues, waiting for an answer.
  { title: 'Marketing sync', calendar: 'Business', day: 1, at: 15 * 60, minutes: 45, owner: 1, guests: [-1] },
  {
    title: 'Office party',
    calendar: 'ETC',
    day: 6,
    at: 18 * 60,
    minutes: 180,
    owner: 2,
    guests: [-1, 3, 4],
    location: 'Rooftop',
  },
  {
    title: 'Security training',
    calendar: 'Business',
    day: 10,
    at: 10 * 60,
    minutes: 120,
    owner: 5,
    guests: [-1, 0],
  },
];

/** The demo month for the admin (the first user) and invitations from other users; times relative to today. */
export async function seedCalendar(tx: Queryable): Promise<void> {
  const result = (await tx.execute(sql`select id from users order by id limit 12`)) as {
    rows: { id: number }[];
  };
  const [admin, ...others] = result.rows.map((r) => Number(r.id));
  if (admin === undefined) return;
  const today = Math.floor(Date.now() / DAY) * DAY;
  const userOf = (index: number) => (index === -1 ? admin : others[index % others.length]);
  for (const e of DEMO_EVENTS) {
    const allDay = e.at === null;
    const start = today + e.day * DAY + (e.at ?? 0) * MINUTE;
    const end = allDay ? start + Math.max(DAY, e.minutes * MINUTE) : start + e.minutes * MINUTE;
    const timeZone = e.timeZone ?? 'UTC';
    const rrule = e.rrule ?? null;
    const owner = e.owner === undefined ? admin : userOf(e.owner);
    const id = await insertEvent(tx, owner, {
      title: e.title,
      start,
      end,
      spanEnd: rrule ? seriesEnd({ start, end, allDay, timeZone, rrule }) : end,
      allDay,
      url: '',
      calendar: e.calendar,
      location: e.location ?? '',
      description: e.description ?? '',
      timeZone,
      rrule,
      exdates: [],
    });
    const guests = (e.guests ?? []).map(userOf).filter((g) => g !== owner && g !== undefined);
    await replaceGuests(tx, id, [...new Set(guests)]);
  }
}

const CALENDARS = ['Business', 'Holiday', 'Personal', 'ETC', 'Family'];
const TITLES = [
  'Meeting',
  'Call',
  'Review',
  'Lunch',
  'Workshop',
  'Interview',
  'Training',
  'Sync',
  'Trip',
  'Dinner',
];

/**
 * Adds `n` events set-based for benchmarks: owners spread over every user, starts over four years
 * around today, 30 min to 3 h long, one in fifty a weekly series of ten, one in three with a guest.
 */
export async function addCalendarEvents(tx: Queryable, n: number): Promise<void> {
  const [{ before }] = (
    (await tx.execute(sql`select coalesce(max(id), 0)::int as before from calendar_events`)) as {
      rows: { before: number }[];
    }
  ).rows;
  await tx.execute(
    sql.raw(`
    with u as (select array_agg(id order by id) as ids, count(*)::int as n from users),
    s as (
      select i, now() - interval '730 days' + ${rnd('i', 71, 4 * 365 * 24 * 4)} * interval '15 minutes' as st,
        (1 + ${rnd('i', 72, 6)}) * interval '30 minutes' as len, (i % 50 = 0) as weekly
      from generate_series(1, ${Math.floor(n)}) i
    )
    insert into calendar_events (owner_id, title, starts_at, ends_at, span_end, calendar, rrule)
    select u.ids[1 + ${rnd('s.i', 73, 1_000_000)} % u.n], ${pick(TITLES, rnd('s.i', 74, TITLES.length))} || ' #' || s.i,
      s.st, s.st + s.len, case when s.weekly then s.st + interval '63 days' + s.len else s.st + s.len end,
      ${pick(CALENDARS, rnd('s.i', 75, CALENDARS.length))}, case when s.weekly then 'FREQ=WEEKLY;COUNT=10' end
    from s, u`),
  );
  await tx.execute(
    sql.raw(`
    with u as (select array_agg(id order by id) as ids, count(*)::int as n from users)
    insert into calendar_event_guests (event_id, user_id, response, starts_at, span_end)
    select e.id, u.ids[1 + ${rnd('e.id', 76, 1_000_000)} % u.n], ${pick(['pending', 'accepted', 'declined'], rnd('e.id', 77, 3))},
      e.starts_at, e.span_end
    from calendar_events e, u
    where e.id > ${before} and e.id % 3 = 0
    on conflict do nothing`),
  );
  await tx.execute(
    sql.raw(`delete from calendar_event_guests g using calendar_events e
    where g.event_id = e.id and e.id > ${before} and g.user_id = e.owner_id`),
  );
}
