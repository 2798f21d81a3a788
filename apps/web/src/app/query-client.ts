import { type InvalidateOptions, type InvalidateQueryFilters, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

/**
 * A QueryClient whose invalidations are not lost to a read already on its way.
 *
 * A route's loader starts a page's query before any component observes it (the user list after a
 * search is typed, say). If a write invalidates it meanwhile, TanStack Query only marks the query,
 * and the answer that then arrives (read before the write) clears the mark: the page shows a row the
 * user has just deleted, as fresh for `staleTime`. Here such in-flight queries are invalidated again
 * once their answer is in, which refetches them if a page shows them by then.
 */
export class WriteAwareQueryClient extends QueryClient {
  override async invalidateQueries(filters?: InvalidateQueryFilters, options?: InvalidateOptions) {
    const inFlight = this.getQueryCache().findAll({ ...filters, type: 'inactive', fetchStatus: 'fetching' });
    await super.invalidateQueries(filters, options);
    await Promise.all(
      inFlight.map(async (query) => {
        await query.promise?.catch(() => undefined);
        await super.invalidateQueries({ queryKey: query.queryKey, exact: true }, options);
      }),
    );
  }
}

export const queryClient = new WriteAwareQueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A 4xx will not get better by asking again.
      retry: (count, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
    },
  },
});
