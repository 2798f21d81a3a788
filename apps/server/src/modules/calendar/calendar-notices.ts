import type { Queryable } from '../../db/client.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { type AppNotice, deliverAppNotices } from '../email/email.service.ts';
import type { EventRow, GuestRow } from './calendar.repository.ts';

/**
 * The mails that tell guests about an event (docs/calendar.md, "Guests are told"): invited, moved,
 * cancelled or taken off the list. They go into the guests' app mailboxes through the e-mail
 * area's service, in a savepoint of the event's transaction: the mails exist exactly when the change
 * does, and a mail that cannot be written is logged and never fails the change itself.
 */

export type NoticeLog = { warn(obj: object, msg: string): void };

/** The times a notice speaks of: the event's, or one occurrence's (`from` for "this and following"). */
export type Times = { start: number; end: number; allDay: boolean; rrule: string | null; from?: boolean };

const DAY = 86_400_000;

/**
 * In words, in the event's zone (the app stores no zone per user; the page shows the guest their own).
 * All-day events are midnight UTC, end exclusive.
 */
export function describeTimes(times: Times, timeZone: string): string {
  if (times.allDay) {
    const date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeZone: 'UTC' });
    const last = times.end - DAY;
    const days =
      last > times.start ? `${date.format(times.start)} to ${date.format(last)}` : date.format(times.start);
    return `${days} (all day)${times.rrule ? ', repeating' : ''}`;
  }
  const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone });
  const hour = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short', timeZone });
  const date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeZone });
  const sameDay = date.format(times.start) === date.format(times.end);
  const end = sameDay ? hour.format(times.end) : day.format(times.end);
  return `${day.format(times.start)} to ${end} (${timeZone})${times.rrule ? ', repeating' : ''}`;
}

type Kind = 'invited' | 'moved' | 'cancelled' | 'removed';

const SUBJECT: Record<Kind, string> = {
  invited: 'Invitation',
  moved: 'Updated invitation',
  cancelled: 'Cancelled',
  removed: 'Removed from',
};

function notice(kind: Kind, event: EventRow, guest: GuestRow, now: Times, before?: Times): AppNotice {
  const owner = escapeHtml(event.ownerName);
  const title = escapeHtml(event.title);
  const when = describeTimes(now, event.timeZone);
  const intro: Record<Kind, string> = {
    invited: `${owner} invited you to <strong>${title}</strong>.`,
    moved: `${owner} changed the time of <strong>${title}</strong>.`,
    cancelled: now.from
      ? `${owner} cancelled <strong>${title}</strong> from this date on.`
      : `${owner} cancelled <strong>${title}</strong>.`,
    removed: `${owner} took you off the guest list of <strong>${title}</strong>.`,
  };
  const lines = [
    `<p>${intro[kind]}</p>`,
    `<p>When: ${escapeHtml(when)}</p>`,
    before ? `<p>Was: ${escapeHtml(describeTimes(before, event.timeZone))}</p>` : '',
    event.location && kind !== 'cancelled' ? `<p>Where: ${escapeHtml(event.location)}</p>` : '',
    kind === 'invited' || kind === 'moved'
      ? '<p>Accept or decline it in the calendar: <a href="/apps/calendar">open the calendar</a>.</p>'
      : '<p><a href="/apps/calendar">Open the calendar</a></p>',
  ];
  return {
    from: { fullName: event.ownerName, email: event.ownerEmail, avatar: event.ownerAvatar },
    to: { id: guest.id, fullName: guest.fullName, email: guest.email },
    subject: `${SUBJECT[kind]}: ${event.title} (${when})`,
    html: lines.join(''),
  };
}

export const timesOf = (row: EventRow): Times => ({
  start: row.start,
  end: row.end,
  allDay: row.allDay,
  rrule: row.rrule,
});

/** The times of the occurrence of `row` that starts at `at` (same length as the series' first). */
export const occurrenceTimes = (row: EventRow, at: number): Times => ({
  ...timesOf(row),
  start: at,
  end: at + (row.end - row.start),
});

const moved = (a: Times, b: Times) =>
  a.start !== b.start || a.end !== b.end || a.allDay !== b.allDay || a.rrule !== b.rrule;

/**
 * After a write: new guests are invited, guests taken off are told, and the guests who stay are told
 * when the time changed. `before` is what the guests knew: the event, or the occurrence changed.
 */
export function changeNotices(before: { guests: GuestRow[]; times: Times } | null, after: EventRow) {
  const had = new Set(before?.guests.map((g) => g.id));
  const has = new Set(after.guests.map((g) => g.id));
  const now = timesOf(after);
  const out: AppNotice[] = [];
  for (const guest of after.guests) {
    if (!had.has(guest.id)) out.push(notice('invited', after, guest, now));
    else if (before && moved(before.times, now)) out.push(notice('moved', after, guest, now, before.times));
  }
  for (const guest of before?.guests ?? []) {
    if (!has.has(guest.id)) out.push(notice('removed', after, guest, now));
  }
  return out;
}

/** Deleting: every guest hears of it (of the one occurrence, or from it on, when that is all that goes). */
export function cancelNotices(event: EventRow, times: Times = timesOf(event)): AppNotice[] {
  return event.guests.map((guest) => notice('cancelled', event, guest, times));
}

/** Writes the notices in a savepoint of `tx`; a failure is logged and rolled back to the savepoint only. */
export async function tellGuests(tx: Queryable, notices: AppNotice[], log?: NoticeLog): Promise<void> {
  if (notices.length === 0) return;
  try {
    await tx.transaction((savepoint) => deliverAppNotices(savepoint, notices));
  } catch (error) {
    log?.warn({ err: error, notices: notices.length }, 'calendar: the guests could not be told by mail');
  }
}
