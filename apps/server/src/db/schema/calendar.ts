import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { oneOf, stamp } from './ecommerce-columns.ts';
import { editVersion } from './edit-version.ts';

/**
 * The shared calendar (docs/calendar.md). A recurring series is one row with its RRULE and the starts
 * it skips (exdates); "this one" edits add an exdate and a row of its own pointing at the series.
 * `span_end` is where the row stops mattering: its end, the end of the series' last occurrence, or
 * 'infinity'. The range query (migration 0014) reads a GiST index on (owner_id, [starts_at, span_end]).
 */
const CALENDARS = ['Business', 'Holiday', 'Personal', 'ETC', 'Family'];
const RESPONSES = ['pending', 'accepted', 'declined'];
const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    startsAt: tz('starts_at').notNull(),
    endsAt: tz('ends_at').notNull(),
    allDay: boolean('all_day').notNull().default(false),
    url: text('url').notNull().default(''),
    calendar: text('calendar').notNull(),
    location: text('location').notNull().default(''),
    description: text('description').notNull().default(''),
    timeZone: text('time_zone').notNull().default('UTC'),
    rrule: text('rrule'),
    exdates: tz('exdates').array().notNull().default(sql`'{}'`),
    spanEnd: tz('span_end').notNull(),
    /** A single occurrence moved or changed out of the series `parent_id` ("this one"). */
    parentId: integer('parent_id').references((): AnyPgColumn => calendarEvents.id, { onDelete: 'cascade' }),
    originalStart: tz('original_start'),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
    version: editVersion(),
  },
  (t) => [
    index('calendar_events_parent_idx').on(t.parentId),
    check('calendar_events_calendar_check', sql`${t.calendar} in (${oneOf(CALENDARS)})`),
    check('calendar_events_end_check', sql`${t.endsAt} >= ${t.startsAt} and ${t.spanEnd} >= ${t.endsAt}`),
  ],
);

export const calendarEventGuests = pgTable(
  'calendar_event_guests',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => calendarEvents.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    response: text('response').notNull().default('pending'),
    /** Copies of the event's starts_at and span_end, kept by the repository, for the guest's range index. */
    startsAt: tz('starts_at').notNull(),
    spanEnd: tz('span_end').notNull(),
    invitedAt: stamp('invited_at'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    // The invitations list; the guest half of the range query reads a GiST index (migration 0014).
    index('calendar_event_guests_user_idx').on(t.userId, t.eventId),
    check('calendar_event_guests_response_check', sql`${t.response} in (${oneOf(RESPONSES)})`),
  ],
);
