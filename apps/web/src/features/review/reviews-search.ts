import { type ListParams, type ReviewListQuery, reviewSortKeys, reviewStatuses } from '@app/contracts';
import { z } from 'zod';
import { oneOf, sortAndPaging, text, toListParams } from '@/lib/url-search';

/** The review list's state in the URL; anything unreadable falls back to the default. */
export const reviewListSearch = z.object({
  q: text(200),
  status: oneOf(reviewStatuses),
  ...sortAndPaging(reviewSortKeys),
});
export type ReviewListSearch = z.output<typeof reviewListSearch>;

export function toReviewsQuery(search: ReviewListSearch): ListParams<ReviewListQuery> {
  return { ...toListParams(search), status: search.status ?? 'All' };
}
