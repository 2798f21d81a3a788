import type {
  BulkDeleteAnswer,
  Review,
  ReviewListAnswer,
  ReviewListQuery,
  ReviewStatus,
} from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import { deleteReviews, findReview, reviewList, setReviewStatus } from './review.repository.ts';
import { reviewStats } from './review-stats.repository.ts';

export async function listReviewsPage(db: Db, query: ReviewListQuery): Promise<ReviewListAnswer> {
  const { rows, ...total } = await reviewList.page(db, query);
  return { reviews: rows, ...total };
}

/** Publishes or unpublishes a review. */
export async function changeReviewStatus(db: Db, id: number, status: ReviewStatus): Promise<Review> {
  if (!(await setReviewStatus(db, id, status))) throw notFound('Review not found');
  return (await findReview(db, id)) as Review;
}

/** The spec: 204, or 404 with an empty body when the review is not there. */
export async function deleteReview(db: Db, id: number): Promise<void> {
  if ((await deleteReviews(db, [id])) === 0) throw new HttpError(404, null);
}

export async function bulkDeleteReviews(db: Db, ids: number[]): Promise<BulkDeleteAnswer> {
  return { deleted: await db.transaction((tx) => deleteReviews(tx, [...new Set(ids)])) };
}

/** The figures above the review list. */
export function loadReviewStats(db: Db) {
  return reviewStats(db);
}
