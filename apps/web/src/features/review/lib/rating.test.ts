import { describe, expect, it } from 'vitest';
import { publishedShare, ratingRows } from './rating';

describe('ratingRows', () => {
  it('lists the five ratings from 5 stars down with their share of all reviews', () => {
    const rows = ratingRows([
      { rating: 1, count: 1 },
      { rating: 5, count: 3 },
    ]);
    expect(rows.map((r) => r.rating)).toEqual([5, 4, 3, 2, 1]);
    expect(rows[0]).toEqual({ rating: 5, count: 3, share: 0.75 });
    expect(rows[1]).toEqual({ rating: 4, count: 0, share: 0 });
    expect(rows[4].share).toBe(0.25);
  });

  it('shows empty bars when there are no reviews', () => {
    expect(ratingRows([]).every((r) => r.count === 0 && r.share === 0)).toBe(true);
  });
});

describe('publishedShare', () => {
  it('is the published part of all reviews', () => {
    expect(publishedShare({ pending: 1, published: 3 })).toBe(0.75);
    expect(publishedShare({ pending: 0, published: 0 })).toBe(0);
  });
});
