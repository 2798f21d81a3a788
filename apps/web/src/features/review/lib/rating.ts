import type { ReviewStatsAnswer } from '@app/contracts';

export type RatingRow = { rating: number; count: number; share: number };

/** The rating bars, 5 stars first, each with its share of all reviews (0 when there are none). */
export function ratingRows(byRating: ReviewStatsAnswer['byRating']): RatingRow[] {
  const total = byRating.reduce((sum, r) => sum + r.count, 0);
  return [1, 2, 3, 4, 5]
    .map((rating) => {
      const count = byRating.find((r) => r.rating === rating)?.count ?? 0;
      return { rating, count, share: total > 0 ? count / total : 0 };
    })
    .reverse();
}

/** How many of the reviews are published, as a ratio (0 when there are none). */
export const publishedShare = (stats: Pick<ReviewStatsAnswer, 'pending' | 'published'>) => {
  const all = stats.pending + stats.published;
  return all > 0 ? stats.published / all : 0;
};
