import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { splitPeriod } from './summary-period.ts';

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const ms = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** Every day a split covers, month parts expanded to their days: must be the period's days, once each. */
function coveredDays(from: string, to: string): string[] {
  const { days, months } = splitPeriod({ from, to });
  const out: string[] = [];
  const push = (a: string, b: string) => {
    for (let t = ms(a); t <= ms(b); t += DAY_MS) out.push(iso(t));
  };
  if (months) {
    // Month parts name first days of months; each stands for its whole month.
    for (let t = ms(months.from); t <= ms(months.to); ) {
      const d = new Date(t);
      const next = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
      push(iso(t), iso(next - DAY_MS));
      t = next;
    }
  }
  for (const d of days) push(d.from, d.to);
  return out.sort();
}

describe('splitPeriod', () => {
  const tz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = tz;
  });

  it('reads a range inside one month from the day rows only', () => {
    expect(splitPeriod({ from: '2026-03-05', to: '2026-03-20' })).toEqual({
      days: [{ from: '2026-03-05', to: '2026-03-20' }],
      months: null,
    });
    expect(splitPeriod({ from: '2026-03-07', to: '2026-03-07' })).toEqual({
      days: [{ from: '2026-03-07', to: '2026-03-07' }],
      months: null,
    });
  });

  it('reads a range of exactly whole months from the month rows only', () => {
    expect(splitPeriod({ from: '2026-03-01', to: '2026-03-31' })).toEqual({
      days: [],
      months: { from: '2026-03-01', to: '2026-03-01' },
    });
    expect(splitPeriod({ from: '2025-01-01', to: '2025-12-31' })).toEqual({
      days: [],
      months: { from: '2025-01-01', to: '2025-12-01' },
    });
  });

  it('knows the ends of February, leap years included', () => {
    expect(splitPeriod({ from: '2024-02-01', to: '2024-02-29' }).months).toEqual({
      from: '2024-02-01',
      to: '2024-02-01',
    });
    // 2024-02-28 is not the end of a leap February: the month is partial.
    expect(splitPeriod({ from: '2024-02-01', to: '2024-02-28' })).toEqual({
      days: [{ from: '2024-02-01', to: '2024-02-28' }],
      months: null,
    });
    expect(splitPeriod({ from: '2026-02-01', to: '2026-02-28' }).days).toEqual([]);
  });

  it('splits a year across a new year into edge days and the whole months between', () => {
    expect(splitPeriod({ from: '2025-11-27', to: '2026-11-26' })).toEqual({
      days: [
        { from: '2025-11-27', to: '2025-11-30' },
        { from: '2026-11-01', to: '2026-11-26' },
      ],
      months: { from: '2025-12-01', to: '2026-10-01' },
    });
  });

  it('keeps partial months at the edges even when no whole month lies between', () => {
    // Two partial months side by side: no whole month, one day range.
    expect(splitPeriod({ from: '2025-12-15', to: '2026-01-10' })).toEqual({
      days: [{ from: '2025-12-15', to: '2026-01-10' }],
      months: null,
    });
    // A whole month with one partial edge on either side.
    expect(splitPeriod({ from: '2026-01-01', to: '2026-02-03' })).toEqual({
      days: [{ from: '2026-02-01', to: '2026-02-03' }],
      months: { from: '2026-01-01', to: '2026-01-01' },
    });
    expect(splitPeriod({ from: '2025-12-31', to: '2026-01-31' })).toEqual({
      days: [{ from: '2025-12-31', to: '2025-12-31' }],
      months: { from: '2026-01-01', to: '2026-01-01' },
    });
  });

  it('refuses a backwards period', () => {
    expect(() => splitPeriod({ from: '2026-03-02', to: '2026-03-01' })).toThrow();
  });

  it('covers every day of any period exactly once, whatever the process time zone', () => {
    const day = fc.integer({ min: ms('1999-06-01') / DAY_MS, max: ms('2031-06-30') / DAY_MS });
    for (const zone of ['UTC', 'Pacific/Kiritimati', 'America/St_Johns', 'Asia/Kathmandu']) {
      process.env.TZ = zone;
      fc.assert(
        fc.property(day, fc.integer({ min: 0, max: 800 }), (start, length) => {
          const from = iso(start * DAY_MS);
          const to = iso((start + length) * DAY_MS);
          const expected = Array.from({ length: length + 1 }, (_, i) => iso((start + i) * DAY_MS));
          expect(coveredDays(from, to)).toEqual(expected);
          const { days, months } = splitPeriod({ from, to });
          expect(days.length).toBeLessThanOrEqual(2);
          // Day parts are only the partial months at the edges: none holds a whole month.
          for (const d of days) expect(splitPeriod(d).months).toBeNull();
          if (months) expect(months.from.endsWith('-01') && months.to.endsWith('-01')).toBe(true);
        }),
        { numRuns: 300 },
      );
    }
  });
});
