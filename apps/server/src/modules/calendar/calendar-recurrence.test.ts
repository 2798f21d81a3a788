import { describe, expect, it } from 'vitest';
import {
  countBefore,
  firstOccurrence,
  fromWall,
  isOccurrence,
  occurrencesBetween,
  ruleContinuing,
  ruleEndingBefore,
  ruleShifted,
  seriesEnd,
  seriesMove,
  toWall,
} from './calendar-recurrence.ts';

const t = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();
const HOUR = 3_600_000;

const series = (rrule: string, start: string, overrides: Record<string, unknown> = {}) => ({
  start: t(start),
  end: t(start) + HOUR,
  allDay: false,
  timeZone: 'UTC',
  rrule,
  exdates: [] as number[],
  ...overrides,
});

describe('time zones', () => {
  it('reads the wall clock of Paris in winter and summer', () => {
    expect(iso(toWall(t('2026-01-15T08:00:00Z'), 'Europe/Paris'))).toBe('2026-01-15T09:00:00.000Z');
    expect(iso(toWall(t('2026-07-15T07:00:00Z'), 'Europe/Paris'))).toBe('2026-07-15T09:00:00.000Z');
  });

  it('turns a wall-clock time back into the instant, and a time in the spring gap into the one after', () => {
    expect(iso(fromWall(t('2026-07-15T09:00:00Z'), 'Europe/Paris'))).toBe('2026-07-15T07:00:00.000Z');
    expect(iso(fromWall(t('2026-03-29T02:30:00Z'), 'Europe/Paris'))).toBe('2026-03-29T01:30:00.000Z');
  });
});

describe('expansion', () => {
  it('expands a daily rule with COUNT inside the range only', () => {
    const s = series('FREQ=DAILY;COUNT=10', '2026-11-01T10:00:00Z');
    const found = occurrencesBetween(s, t('2026-11-05T00:00:00Z'), t('2026-11-08T00:00:00Z'));
    expect(found.map((o) => iso(o.start))).toEqual([
      '2026-11-05T10:00:00.000Z',
      '2026-11-06T10:00:00.000Z',
      '2026-11-07T10:00:00.000Z',
    ]);
    expect(found[0].end - found[0].start).toBe(HOUR);
  });

  it('repeats weekly on the listed days and skips the exdates', () => {
    const s = series('FREQ=WEEKLY;BYDAY=MO,WE', '2026-11-02T09:00:00Z', {
      exdates: [t('2026-11-04T09:00:00Z')],
    });
    const found = occurrencesBetween(s, t('2026-11-01T00:00:00Z'), t('2026-11-15T00:00:00Z'));
    expect(found.map((o) => iso(o.start))).toEqual([
      '2026-11-02T09:00:00.000Z',
      '2026-11-09T09:00:00.000Z',
      '2026-11-11T09:00:00.000Z',
    ]);
  });

  it('keeps a weekly meeting at 09:00 Paris time across the change to winter time', () => {
    const s = series('FREQ=WEEKLY;COUNT=3', '2026-10-18T07:00:00Z', { timeZone: 'Europe/Paris' });
    const found = occurrencesBetween(s, t('2026-10-01T00:00:00Z'), t('2026-11-30T00:00:00Z'));
    expect(found.map((o) => iso(o.start))).toEqual([
      '2026-10-18T07:00:00.000Z',
      '2026-10-25T08:00:00.000Z',
      '2026-11-01T08:00:00.000Z',
    ]);
  });

  it('repeats monthly on the 31st only in months that have one, and yearly', () => {
    const monthly = series('FREQ=MONTHLY;COUNT=3', '2026-01-31T12:00:00Z');
    expect(
      occurrencesBetween(monthly, t('2026-01-01T00:00:00Z'), t('2027-01-01T00:00:00Z')).map((o) =>
        iso(o.start),
      ),
    ).toEqual(['2026-01-31T12:00:00.000Z', '2026-03-31T12:00:00.000Z', '2026-05-31T12:00:00.000Z']);
    const yearly = series('FREQ=YEARLY', '2024-02-10T00:00:00Z', {
      allDay: true,
      end: t('2024-02-11T00:00:00Z'),
    });
    expect(
      occurrencesBetween(yearly, t('2030-01-01T00:00:00Z'), t('2030-12-31T00:00:00Z')).map((o) =>
        iso(o.start),
      ),
    ).toEqual(['2030-02-10T00:00:00.000Z']);
  });

  it('stops at UNTIL, and includes an occurrence that started before the range but is still going', () => {
    const s = series('FREQ=DAILY;UNTIL=20261103T235959Z', '2026-11-01T22:00:00Z', {
      end: t('2026-11-01T22:00:00Z') + 4 * HOUR,
    });
    const found = occurrencesBetween(s, t('2026-11-02T00:00:00Z'), t('2026-11-10T00:00:00Z'));
    expect(found.map((o) => iso(o.start))).toEqual([
      '2026-11-01T22:00:00.000Z',
      '2026-11-02T22:00:00.000Z',
      '2026-11-03T22:00:00.000Z',
    ]);
  });
});

describe('series arithmetic', () => {
  it('knows where a series ends: the last occurrence with COUNT or UNTIL, never without', () => {
    expect(iso(seriesEnd(series('FREQ=DAILY;COUNT=3', '2026-11-01T10:00:00Z')))).toBe(
      '2026-11-03T11:00:00.000Z',
    );
    expect(seriesEnd(series('FREQ=WEEKLY', '2026-11-01T10:00:00Z'))).toBe(Number.POSITIVE_INFINITY);
  });

  it('counts what came before an occurrence and tells occurrences from other times', () => {
    const s = series('FREQ=DAILY;COUNT=10', '2026-11-01T10:00:00Z');
    expect(countBefore(s, t('2026-11-04T10:00:00Z'))).toBe(3);
    expect(isOccurrence(s, t('2026-11-04T10:00:00Z'))).toBe(true);
    expect(isOccurrence(s, t('2026-11-04T11:00:00Z'))).toBe(false);
  });

  it('splits a rule for "this and following": the old part ends before, the new one keeps the rest of COUNT', () => {
    expect(ruleEndingBefore('FREQ=DAILY;COUNT=10', t('2026-11-04T10:00:00Z'))).toBe(
      'FREQ=DAILY;UNTIL=20261104T095959Z',
    );
    expect(ruleContinuing('FREQ=DAILY;COUNT=10', 3)).toBe('FREQ=DAILY;COUNT=7');
    const cut = series(
      ruleEndingBefore('FREQ=DAILY;COUNT=10', t('2026-11-04T10:00:00Z')),
      '2026-11-01T10:00:00Z',
    );
    expect(occurrencesBetween(cut, t('2026-11-01T00:00:00Z'), t('2026-12-01T00:00:00Z'))).toHaveLength(3);
  });

  it('moves a rule by whole days: BYDAY weekdays turn around the week, UNTIL moves, the rest stays', () => {
    const later = (x: number) => x + 2 * 86_400_000;
    expect(ruleShifted('FREQ=WEEKLY;BYDAY=TU;COUNT=4', 2, later)).toBe('FREQ=WEEKLY;BYDAY=TH;COUNT=4');
    expect(ruleShifted('FREQ=WEEKLY;BYDAY=FR,SA', 2, later)).toBe('FREQ=WEEKLY;BYDAY=SU,MO');
    expect(ruleShifted('FREQ=WEEKLY;BYDAY=MO,WE', -1, (x) => x - 86_400_000)).toBe('FREQ=WEEKLY;BYDAY=SU,TU');
    expect(ruleShifted('FREQ=MONTHLY;BYDAY=2TU', 2, later)).toBe('FREQ=MONTHLY;BYDAY=2TH');
    expect(ruleShifted('FREQ=WEEKLY;BYDAY=TU;UNTIL=20310331T235959Z', 2, later)).toBe(
      'FREQ=WEEKLY;BYDAY=TH;UNTIL=20310402T235959Z',
    );
    expect(ruleShifted('FREQ=WEEKLY;BYDAY=MO;UNTIL=20310331', 2, later)).toBe(
      'FREQ=WEEKLY;BYDAY=WE;UNTIL=20310402',
    );
  });

  it('moves a series on the wall clock of its zone: a Paris 09:00 dragged across summer time stays at 09:00', () => {
    const paris = { allDay: false, timeZone: 'Europe/Paris' };
    // Tuesday 1 April 2031 09:00 Paris (summer) dragged to Thursday 3 April 09:00.
    const move = seriesMove(paris, t('2031-04-01T07:00:00Z'), t('2031-04-03T07:00:00Z'));
    expect(move.days).toBe(2);
    // The series' first start, 4 March 09:00 (winter), becomes 6 March 09:00 (winter).
    expect(iso(move.shift(t('2031-03-04T08:00:00Z')))).toBe('2031-03-06T08:00:00.000Z');
    // Late in the evening in Paris is already the next day there: one day, not zero.
    expect(seriesMove(paris, t('2031-04-01T07:00:00Z'), t('2031-04-01T22:30:00Z')).days).toBe(1);
  });

  it('finds the first occurrence of a series whose rule skips its first day', () => {
    expect(iso(firstOccurrence(series('FREQ=WEEKLY;BYDAY=SU', '2031-03-04T10:00:00Z')))).toBe(
      '2031-03-09T10:00:00.000Z',
    );
    expect(iso(firstOccurrence(series('FREQ=WEEKLY;BYDAY=TU', '2031-03-04T10:00:00Z')))).toBe(
      '2031-03-04T10:00:00.000Z',
    );
  });
});
