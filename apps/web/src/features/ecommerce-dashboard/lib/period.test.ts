import { describe, expect, it } from 'vitest';
import { lastMonths, shareOf, summarize } from './period';

const rows = [
  { month: '2026-09', revenue: 100, orders: 2 },
  { month: '2026-10', revenue: 200, orders: 3 },
  { month: '2026-11', revenue: 250.5, orders: 5 },
];

describe('lastMonths', () => {
  it('keeps the most recent months of the series', () => {
    expect(lastMonths(rows, 3).map((r) => r.month)).toEqual(['2026-09', '2026-10', '2026-11']);
    expect(lastMonths(rows.concat(), 6)).toHaveLength(3);
  });
});

describe('summarize', () => {
  it('adds revenue and orders, and gives the average order value', () => {
    expect(summarize(rows)).toMatchObject({ revenue: 550.5, orders: 10, averageOrderValue: 55.05 });
  });

  it('compares the last month with the month before', () => {
    expect(summarize(rows).growth).toBeCloseTo(0.2525);
  });

  it('has no growth when the month before sold nothing, and no average without orders', () => {
    const empty = [
      { month: '2026-10', revenue: 0, orders: 0 },
      { month: '2026-11', revenue: 0, orders: 0 },
    ];
    expect(summarize(empty)).toEqual({ revenue: 0, orders: 0, averageOrderValue: 0, growth: null });
  });
});

describe('shareOf', () => {
  it('is 0 of nothing', () => {
    expect(shareOf(3, 0)).toBe(0);
    expect(shareOf(1, 4)).toBe(0.25);
  });
});
