import type { QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ListProps } from '@/components/data-table/list-props';
import type { SessionSource } from '@/lib/session/session-store';

type LoaderArgs<Q> = {
  context: { queryClient: QueryClient; session: SessionSource };
  deps: Q;
  cause: 'preload' | 'enter' | 'stay';
};

/**
 * What a list route needs besides its guard and component, from the list's URL schema, the API query
 * the URL gives, and the list's query options: the search validated (anything unreadable falls back
 * to "not set"), the query as the loader's deps, and a loader that warms the cache. A failure is shown
 * by the page itself (its error state with Retry), not by the route, so the loader never throws.
 */
export function listRoute<S, Q>(options: {
  /** The list's URL schema (zod): its `parse` never throws, an unreadable key falls back to unset. */
  search: { parse: (input: unknown) => S };
  toQuery: (search: S) => Q;
  /** The list's page for the query (`ensureQueryData`), then whatever else the page shows (to `session`). */
  warm: (queryClient: QueryClient, query: Q, session: SessionSource) => unknown[];
}) {
  return {
    validateSearch: options.search,
    loaderDeps: ({ search }: { search: S }) => options.toQuery(search),
    loader: ({ context: { queryClient, session }, deps, cause }: LoaderArgs<Q>) => {
      const warming = Promise.allSettled(options.warm(queryClient, deps, session));
      // On the page (another filter, sort or page) nothing waits: the table keeps its rows, marked
      // busy, until the new page arrives. Entering the page or preloading it waits for the data.
      return cause === 'stay' ? undefined : warming;
    },
  };
}

/** The part of a file route (`Route`) a list reads and writes its URL state through. */
type ListRouteApi<S> = { useSearch: () => S; useNavigate: () => unknown };
/** The route's own navigate (from its path), as this helper calls it. */
type NavigateSearch<S> = (options: {
  search: (prev: S) => S;
  replace: boolean;
  resetScroll: boolean;
}) => Promise<void>;

/** The search box's key. */
const SEARCH_KEY = ['q'];

/**
 * A list route's URL state and its setter (also for any page whose state lives in its URL): a patch
 * merges into the URL's search (an undefined key leaves the URL) and the scroll stays where it is.
 * `replace`: the keys typed into a text field, whose change replaces the history entry instead of
 * adding one (by default the search box's `q`: paging and filtering add an entry), or `true` for
 * every change, `false` for none.
 */
export function useListRoute<S extends object>(
  route: ListRouteApi<S>,
  replace: readonly (keyof S & string)[] | boolean = SEARCH_KEY as (keyof S & string)[],
): ListProps<S> {
  const search = route.useSearch();
  const navigate = route.useNavigate() as NavigateSearch<S>;
  const onSearchChange = useCallback(
    (patch: Partial<S>) =>
      void navigate({
        search: (prev) => ({ ...prev, ...patch }),
        replace: typeof replace === 'boolean' ? replace : replace.some((key) => key in patch),
        resetScroll: false,
      }),
    [navigate, replace],
  );
  return { search, onSearchChange };
}
