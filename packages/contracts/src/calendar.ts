import { z } from 'zod';
import { editVersion, idInPath, pagingQuery, rowId, searchText } from './common.ts';

/**
 * The shared calendar (spec 001 §3 Calendar event, §7, §8; issue 9; docs/calendar.md). Events have
 * FullCalendar's shape; start and end are ISO instants, or 'YYYY-MM-DD' dates for all-day events.
 */

export const calendarNames = ['Business', 'Holiday', 'Personal', 'ETC', 'Family'] as const;
export type CalendarName = (typeof calendarNames)[number];
export const guestResponses = ['pending', 'accepted', 'declined'] as const;
export type GuestResponse = (typeof guestResponses)[number];
/** Which occurrences of a recurring event a change or a delete applies to. */
export const recurrenceScopes = ['this', 'following', 'all'] as const;
export type RecurrenceScope = (typeof recurrenceScopes)[number];

/** Spec 001 §8: PUT or DELETE of an unknown id. Also the answer for an event the user cannot see. */
export const CALENDAR_UNKNOWN_TEXT = 'Something Went Wrong';
/** The longest visible range one GET may ask for. */
export const MAX_CALENDAR_RANGE_DAYS = 400;
export const MAX_EVENT_GUESTS = 50;

const calendarName = z.enum(calendarNames, `must be one of ${calendarNames.join(', ')}`);
const dateOnly = /^\d{4}-\d{2}-\d{2}$/;

/** An ISO 8601 instant with an offset (or Z), or a date 'YYYY-MM-DD'. */
export const calendarInstant = z
  .string('must be a date and time')
  .trim()
  .refine(
    (v) =>
      (dateOnly.test(v) ||
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/.test(v)) &&
      !Number.isNaN(Date.parse(dateOnly.test(v) ? `${v}T00:00:00Z` : v)) &&
      (!dateOnly.test(v) || new Date(`${v}T00:00:00Z`).toISOString().startsWith(v)),
    'must be an ISO date and time with an offset, or YYYY-MM-DD',
  );

const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};
export const timeZoneName = z.string().trim().min(1).max(64).refine(isTimeZone, 'is not a known time zone');

/**
 * An RRULE body without DTSTART (RFC 5545 §3.3.10): FREQ DAILY, WEEKLY (BYDAY), MONTHLY or YEARLY, with
 * INTERVAL and UNTIL or COUNT. The server parses it with the rrule package and refuses what it cannot read.
 */
export const rruleText = z
  .string()
  .trim()
  .max(500, 'is too long')
  .regex(
    /^(RRULE:)?FREQ=(DAILY|WEEKLY|MONTHLY|YEARLY)(;[A-Z]+=[A-Z0-9,+-]+)*$/,
    'must be an RRULE such as FREQ=WEEKLY;BYDAY=MO,WE;COUNT=10',
  );

const trimmed = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

export const calendarEventProps = z.object({
  calendar: calendarName,
  /** Ids of the app's users invited; the owner is never a guest of their own event. */
  guests: z.array(rowId).max(MAX_EVENT_GUESTS).default([]),
  location: trimmed(200).default(''),
  description: trimmed(5000).default(''),
  /** IANA zone the event was planned in; recurrence is expanded in it (DST-safe). */
  timeZone: timeZoneName.default('UTC'),
  rrule: rruleText.nullish(),
});

const eventShape = {
  title: z.string('must be text').trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  start: calendarInstant,
  end: calendarInstant.nullish(),
  allDay: z.boolean().default(false),
  url: z
    .string()
    .trim()
    .max(2000)
    .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), 'must be an http(s) address')
    .default(''),
  extendedProps: calendarEventProps,
};

const endNotBeforeStart = (e: { start: string; end?: string | null }, ctx: z.RefinementCtx) => {
  if (e.end && Date.parse(toInstant(e.end)) < Date.parse(toInstant(e.start))) {
    ctx.addIssue({ code: 'custom', path: ['end'], message: 'must not be before start' });
  }
};

/** POST body: the event (FullCalendar's shape). */
export const calendarEventBody = z.object(eventShape).superRefine(endNotBeforeStart);
export type CalendarEventBody = z.input<typeof calendarEventBody>;
export type CalendarEventData = z.output<typeof calendarEventBody>;

/** PUT body: the event, and for a recurring one which occurrences the change applies to. */
export const calendarEventUpdateBody = z
  .object({
    ...eventShape,
    scope: z.enum(recurrenceScopes).default('all'),
    /** The start of the occurrence the person edited or dragged (required for this/following). */
    occurrenceStart: calendarInstant.optional(),
    /**
     * The version of the row the form loaded (the series for an occurrence of it, whatever the
     * scope): docs/edit-conflicts.md.
     */
    version: editVersion,
  })
  .superRefine(endNotBeforeStart);
export type CalendarEventUpdateBody = z.input<typeof calendarEventUpdateBody>;
export type CalendarEventUpdateData = z.output<typeof calendarEventUpdateBody>;

export const calendarDeleteQuery = z.object({
  scope: z.enum(recurrenceScopes).default('all'),
  occurrenceStart: calendarInstant.optional(),
});

export const calendarResponseBody = z.object({ response: z.enum(['accepted', 'declined']) });

const toList = (v: unknown) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]);

/** GET /api/apps/calendar: repeated `calendars`, and the visible range [start, end). */
export const calendarListQuery = z
  .object({
    calendars: z.preprocess(
      toList,
      z
        .array(calendarName)
        .max(calendarNames.length * 2)
        .optional(),
    ),
    start: calendarInstant.optional(),
    end: calendarInstant.optional(),
  })
  .superRefine((q, ctx) => {
    if (!q.start || !q.end) return;
    const days = (Date.parse(toInstant(q.end)) - Date.parse(toInstant(q.start))) / 86_400_000;
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['end'], message: 'must not be before start' });
    if (days > MAX_CALENDAR_RANGE_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['end'],
        message: `must be at most ${MAX_CALENDAR_RANGE_DAYS} days after start`,
      });
    }
  });
export type CalendarListQuery = z.output<typeof calendarListQuery>;

export const calendarExportQuery = z.object({
  calendars: z.preprocess(
    toList,
    z
      .array(calendarName)
      .max(calendarNames.length * 2)
      .optional(),
  ),
});

export const calendarIdParam = z.object({ id: idInPath(2_147_483_647, 'is too large') });

export const calendarGuest = z.object({
  id: z.number(),
  fullName: z.string(),
  avatar: z.string().nullable(),
  response: z.enum(guestResponses),
});
export type CalendarGuest = z.infer<typeof calendarGuest>;

export const calendarEvent = z.object({
  id: z.number(),
  url: z.string(),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  allDay: z.boolean(),
  extendedProps: z.object({
    calendar: z.enum(calendarNames),
    guests: z.array(z.number()),
    guestList: z.array(calendarGuest),
    location: z.string(),
    description: z.string(),
    timeZone: z.string(),
    rrule: z.string().nullable(),
    /** For an occurrence of a recurring event: the start of this occurrence (what PUT's occurrenceStart takes). */
    occurrenceStart: z.string().nullable(),
    ownerId: z.number(),
    ownerName: z.string(),
    isOwner: z.boolean(),
    /** The signed-in user's answer when they are a guest. */
    myResponse: z.enum(guestResponses).nullable(),
  }),
  /** The row's version (a series' occurrences share it); an edit sends it back. */
  version: z.number(),
});
export type CalendarEvent = z.infer<typeof calendarEvent>;

export const calendarListAnswer = z.array(calendarEvent);
export const calendarEventAnswer = z.object({ event: calendarEvent });

export const calendarInvitation = z.object({
  id: z.number(),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  allDay: z.boolean(),
  calendar: z.enum(calendarNames),
  rrule: z.string().nullable(),
  ownerName: z.string(),
  response: z.enum(guestResponses),
});
export const calendarInvitationsAnswer = z.object({ invitations: z.array(calendarInvitation) });
export type CalendarInvitation = z.infer<typeof calendarInvitation>;

/** How many users one page of the guest picker holds. */
export const CALENDAR_USERS_PAGE_SIZE = 20;

/** GET /api/apps/calendar/users: the guest picker's search, page by page (20 a page). */
export const calendarUsersQuery = z.object({ q: searchText, page: pagingQuery.page });
export type CalendarUsersQuery = z.output<typeof calendarUsersQuery>;

export const calendarUsersAnswer = z.object({
  users: z.array(z.object({ id: z.number(), fullName: z.string(), avatar: z.string().nullable() })),
  /** True when a next page holds more users matching q. */
  hasMore: z.boolean(),
});

/** 'YYYY-MM-DD' is midnight UTC; anything else is already an instant. */
export function toInstant(value: string): string {
  return dateOnly.test(value) ? `${value}T00:00:00Z` : value;
}
