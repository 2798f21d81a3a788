import { createFileRoute } from '@tanstack/react-router';
import { reviewStatsQueryOptions } from '@/features/review/api/get-review-stats';
import { reviewsQueryOptions } from '@/features/review/api/get-reviews';
import { ReviewsPage } from '@/features/review/components/reviews-page';
import { type ReviewListSearch, reviewListSearch, toReviewsQuery } from '@/features/review/reviews-search';
import { requireAccess } from '@/lib/session/guards';

export const Route = createFileRoute('/_app/apps/ecommerce/manage-review')({
  beforeLoad: requireAccess({ action: 'read', subject: 'Review' }),
  validateSearch: reviewListSearch,
  loaderDeps: ({ search }) => toReviewsQuery(search),
  // Warms the cache; a failure is shown by the page itself (error state with retry).
  loader: ({ context: { queryClient }, deps }) =>
    Promise.allSettled([
      queryClient.ensureQueryData(reviewsQueryOptions(deps)),
      queryClient.ensureQueryData(reviewStatsQueryOptions()),
    ]),
  component: ManageReviewRoute,
});

function ManageReviewRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const change = (patch: Partial<ReviewListSearch>) =>
    navigate({ search: (prev) => ({ ...prev, ...patch }), replace: 'q' in patch, resetScroll: false });
  return <ReviewsPage search={search} onSearchChange={change} />;
}
