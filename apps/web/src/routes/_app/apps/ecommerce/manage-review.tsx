import { createFileRoute } from '@tanstack/react-router';
import { reviewStatsQueryOptions } from '@/features/review/api/get-review-stats';
import { reviewsQueryOptions } from '@/features/review/api/get-reviews';
import { ReviewsPage } from '@/features/review/components/reviews-page';
import { reviewListSearch, toReviewsQuery } from '@/features/review/reviews-search';
import { listRoute, useListRoute } from '@/lib/list-route';
import { requireAccess } from '@/lib/session/guards';

export const Route = createFileRoute('/_app/apps/ecommerce/manage-review')({
  beforeLoad: requireAccess({ action: 'read', subject: 'Review' }),
  ...listRoute({
    search: reviewListSearch,
    toQuery: toReviewsQuery,
    warm: (queryClient, query) => [
      queryClient.ensureQueryData(reviewsQueryOptions(query)),
      queryClient.ensureQueryData(reviewStatsQueryOptions()),
    ],
  }),
  component: ManageReviewRoute,
});

function ManageReviewRoute() {
  return <ReviewsPage {...useListRoute(Route)} />;
}
