import { createRequire } from 'node:module';
import { badRequest } from '../../lib/errors.ts';

// rrule's Node entry is CommonJS without named exports that ESM (Node or Vite's SSR loader) can see.
const { RRule } = createRequire(import.meta.url)('rrule') as typeof import('rrule');
type RRuleInstance = InstanceType<typeof RRule>;

/** The most occurrences one series may have with COUNT, and the most one range may expand. */
export const MAX_COUNT = 1000;
const MAX_PER_RANGE = 1000;
const DAY = 86_400_000;

export type Series = {
  start: number;
  end: number;
  allDay: boolean;
  timeZone: string;
  rrule: string;
  exdates: number[];
};

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** How far the zone's wall clock is ahead of UTC at the instant, in ms. */
export function zoneOffset(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  const wall = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The wall-clock time at the instant, written as if it were UTC (what rrule computes with). */
export const toWall = (instant: number, timeZone: string) => instant + zoneOffset(instant, timeZone);

/** The instant the zone's clock shows `wall` (UTC-encoded); in a DST gap, the time after it. */
export function fromWall(wall: number, timeZone: string): number {
  const guess = wall - zoneOffset(wall, timeZone);
  const second = wall - zoneOffset(guess, timeZone);
  return second;
}

const zoneOf = (s: Pick<Series, 'allDay' | 'timeZone'>) => (s.allDay ? 'UTC' : s.timeZone);

/** The rule with DTSTART at the series' first start, as wall time in its zone (DST-safe). */
function ruleOf(s: Pick<Series, 'start' | 'allDay' | 'timeZone' | 'rrule'>): RRuleInstance {
  let options: ReturnType<typeof RRule.parseString>;
  try {
    options = RRule.parseString(s.rrule.replace(/^RRULE:/, ''));
  } catch {
    throw badRequest('extendedProps.rrule', 'is not a recurrence rule this calendar can read');
  }
  if (options.freq === undefined || options.freq > RRule.DAILY) {
    throw badRequest('extendedProps.rrule', 'must repeat daily, weekly, monthly or yearly');
  }
  if (options.count != null && (options.count < 1 || options.count > MAX_COUNT)) {
    throw badRequest('extendedProps.rrule', `COUNT must be between 1 and ${MAX_COUNT}`);
  }
  if (options.interval != null && (options.interval < 1 || options.interval > 999)) {
    throw badRequest('extendedProps.rrule', 'INTERVAL must be between 1 and 999');
  }
  const zone = zoneOf(s);
  const until = options.until ? new Date(toWall(options.until.getTime(), zone)) : null;
  return new RRule({ ...options, until, tzid: null, dtstart: new Date(toWall(s.start, zone)) });
}

/** Checks a rule the way expansion will read it; throws a 400 naming extendedProps.rrule. */
export function checkRule(s: Pick<Series, 'start' | 'allDay' | 'timeZone' | 'rrule'>): void {
  const rule = ruleOf(s);
  if (!rule.after(new Date(toWall(s.start, zoneOf(s)) - 1), true)) {
    throw badRequest('extendedProps.rrule', 'has no occurrence on or after the start');
  }
}

/** The rule text kept in the database: RFC 5545 RRULE body without DTSTART. */
export function normalizeRule(text: string): string {
  return text.trim().replace(/^RRULE:/, '');
}

/** The end of the series' last occurrence, or Infinity when it has neither UNTIL nor COUNT. */
export function seriesEnd(s: Omit<Series, 'exdates'>): number {
  const rule = ruleOf(s);
  if (!rule.options.until && !rule.options.count) return Number.POSITIVE_INFINITY;
  const all = rule.all();
  const last = all.at(-1);
  return last ? fromWall(last.getTime(), zoneOf(s)) + (s.end - s.start) : s.end;
}

/** The occurrences (start, end in ms) that overlap [from, to), without the exdates. */
export function occurrencesBetween(s: Series, from: number, to: number): { start: number; end: number }[] {
  const rule = ruleOf(s);
  const zone = zoneOf(s);
  const duration = s.end - s.start;
  const skip = new Set(s.exdates);
  // A margin of a day on each side covers every zone offset; the exact filter follows.
  const after = new Date(toWall(from - duration, zone) - DAY);
  const before = new Date(toWall(to, zone) + DAY);
  const out: { start: number; end: number }[] = [];
  rule.between(after, before, true, (date) => {
    const start = fromWall(date.getTime(), zone);
    const end = start + duration;
    const overlaps = start < to && (end > from || (duration === 0 && start >= from));
    if (overlaps && !skip.has(start)) out.push({ start, end });
    return out.length < MAX_PER_RANGE;
  });
  return out;
}

/** How many occurrences come before `at` (for "this and following" on a COUNT rule). */
export function countBefore(s: Omit<Series, 'exdates'>, at: number): number {
  const rule = ruleOf(s);
  const zone = zoneOf(s);
  return rule.between(new Date(toWall(s.start, zone) - 1), new Date(toWall(at, zone)), false).length;
}

/** True when `at` is one of the series' occurrence starts. */
export function isOccurrence(s: Omit<Series, 'exdates'>, at: number): boolean {
  const rule = ruleOf(s);
  const zone = zoneOf(s);
  const wall = toWall(at, zone);
  const found = rule.after(new Date(wall - 1), true);
  return found !== null && fromWall(found.getTime(), zone) === at;
}

/** The rule ending before `at` (UNTIL one second earlier, COUNT dropped). */
export function ruleEndingBefore(text: string, at: number): string {
  const parts = normalizeRule(text)
    .split(';')
    .filter((p) => !/^(UNTIL|COUNT)=/.test(p));
  const until = new Date(at - 1000)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return [...parts, `UNTIL=${until}`].join(';');
}

/** The rule of a series cut off at occurrence `index` and continued: COUNT shrinks by what came before. */
export function ruleContinuing(text: string, before: number): string {
  return normalizeRule(text)
    .split(';')
    .map((p) => {
      const count = /^COUNT=(\d+)$/.exec(p);
      return count ? `COUNT=${Math.max(1, Number(count[1]) - before)}` : p;
    })
    .join(';');
}

const WEEKDAY_CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;

/**
 * The rule of a series moved by `days` days: each BYDAY weekday moves by as many days (an ordinal such
 * as 2TU keeps its number) and UNTIL moves with `shift`, so a weekly series keeps its occurrences, each
 * moved the same way. BYMONTHDAY and BYMONTH, which this calendar does not write, are kept as they are.
 */
export function ruleShifted(text: string, days: number, shift: (instant: number) => number): string {
  const turn = ((days % 7) + 7) % 7;
  return normalizeRule(text)
    .split(';')
    .map((p) => {
      const [name, value] = p.split('=', 2);
      if (name === 'BYDAY' && turn !== 0) {
        return `BYDAY=${value
          .split(',')
          .map((d) => {
            const m = /^([+-]?\d*)([A-Z]{2})$/.exec(d);
            const index = m ? WEEKDAY_CODES.indexOf(m[2] as (typeof WEEKDAY_CODES)[number]) : -1;
            return m && index >= 0 ? `${m[1]}${WEEKDAY_CODES[(index + turn) % 7]}` : d;
          })
          .join(',')}`;
      }
      const until = name === 'UNTIL' ? RRule.parseString(p).until : null;
      if (until) {
        const moved = new Date(shift(until.getTime())).toISOString().replace(/[-:]|\.\d{3}/g, '');
        // A date stays a date (an all-day series' UNTIL), a time stays a UTC time.
        return `UNTIL=${value.length === 8 ? moved.slice(0, 8) : moved}`;
      }
      return p;
    })
    .join(';');
}

/**
 * How a series moves when one occurrence (`from`) is dragged to `to`: the distance on the wall clock of
 * its zone (so a move across a change of summer time keeps the hour), the whole days it crosses, and
 * `shift`, which moves any instant of the series (its start, its exdates) by that distance.
 */
export function seriesMove(s: Pick<Series, 'allDay' | 'timeZone'>, from: number, to: number) {
  const zone = zoneOf(s);
  const wallDelta = toWall(to, zone) - toWall(from, zone);
  const dayOf = (instant: number) => Math.floor(toWall(instant, zone) / DAY);
  return {
    days: dayOf(to) - dayOf(from),
    shift: (instant: number) => fromWall(toWall(instant, zone) + wallDelta, zone),
  };
}

/**
 * The start of the series' first occurrence: its start, unless the rule skips that day (a weekly
 * BYDAY without the start's weekday), then the rule's first day after it. RFC 5545 counts DTSTART as
 * an occurrence whatever the rule, so a file must start the series there.
 */
export function firstOccurrence(s: Omit<Series, 'exdates'>): number {
  const rule = ruleOf(s);
  const zone = zoneOf(s);
  const first = rule.after(new Date(toWall(s.start, zone) - 1), true);
  return first ? fromWall(first.getTime(), zone) : s.start;
}
