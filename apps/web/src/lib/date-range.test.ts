import { dashboardRangeQuery, resolveDashboardRange } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dateRangeSearch, presetOf, presetPeriod, toRangeQuery } from './date-range';

const NOW = Date.parse('2026-11-23T15:00:00Z');
const search = z.object(dateRangeSearch);

describe('the dashboards’ period', () => {
  it('keeps well-formed days from the URL and drops anything else', () => {
    expect(search.parse({ from: '2026-01-01', to: '2026-02-01' })).toEqual({
      from: '2026-01-01',
      to: '2026-02-01',
    });
    expect(search.parse({ from: 'yesterday', to: 20260101 })).toEqual({ from: undefined, to: undefined });
  });

  it('asks the API for a backwards range the right way round, and for nothing when the URL has none', () => {
    expect(toRangeQuery({ from: '2026-03-10', to: '2026-03-01' })).toEqual({
      from: '2026-03-01',
      to: '2026-03-10',
    });
    expect(toRangeQuery({})).toEqual({});
    expect(toRangeQuery({ to: '2026-03-01' })).toEqual({ to: '2026-03-01' });
  });

  it('names the quick choices as periods ending today, and recognises them', () => {
    expect(presetPeriod('7', NOW)).toEqual({ from: '2026-11-17', to: '2026-11-23' });
    expect(presetPeriod('30', NOW)).toEqual({ from: '2026-10-25', to: '2026-11-23' });
    expect(presetPeriod('year', NOW)).toEqual({ from: '2026-01-01', to: '2026-11-23' });
    expect(presetOf({ from: '2026-10-25', to: '2026-11-23' }, NOW)).toBe('30');
    expect(presetOf({ from: '2026-10-26', to: '2026-11-23' }, NOW)).toBeUndefined();
    // The server's default period is the 30-day quick choice.
    expect(resolveDashboardRange({}, NOW).current).toEqual(presetPeriod('30', NOW));
  });

  it('gives the previous period of equal length, and the API refuses inverted or over-long periods', () => {
    expect(resolveDashboardRange({ from: '2026-03-01', to: '2026-03-10' }, NOW).previous).toEqual({
      from: '2026-02-19',
      to: '2026-02-28',
    });
    expect(dashboardRangeQuery.safeParse({ from: '2026-03-10', to: '2026-03-01' }).success).toBe(false);
    expect(dashboardRangeQuery.safeParse({ from: '2024-01-01', to: '2026-01-01' }).success).toBe(false);
    expect(dashboardRangeQuery.safeParse({ from: '2026-02-30' }).success).toBe(false);
    expect(dashboardRangeQuery.safeParse({ from: '2025-01-01', to: '2026-12-31' }).success).toBe(true);
  });
});
