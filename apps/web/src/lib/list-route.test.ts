import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listRoute } from './list-route';
import { sessionStore } from './session/session-store';

const search = z.object({
  q: z.string().optional().catch(undefined),
  page: z.coerce.number().optional().catch(undefined),
});
const route = (fetch: () => Promise<unknown>) =>
  listRoute({
    search,
    toQuery: (s: z.output<typeof search>) => ({ q: s.q, page: s.page ?? 1 }),
    warm: (queryClient, query) => [
      queryClient.ensureQueryData({ queryKey: ['things', query], queryFn: fetch }),
    ],
  });

describe('a list route', () => {
  it('reads the URL into the API query, an unreadable key falling back to unset', () => {
    const { validateSearch, loaderDeps } = route(async () => []);
    const parsed = validateSearch.parse({ q: 'ada', page: 'x' });
    expect(loaderDeps({ search: parsed })).toEqual({ q: 'ada', page: 1 });
  });

  it('waits for the page when the reader enters it, and never fails the route', async () => {
    const queryClient = new QueryClient();
    const { loader } = route(async () => {
      throw new Error('down');
    });
    const settled = await loader({
      context: { queryClient, session: sessionStore },
      deps: { q: undefined, page: 1 },
      cause: 'enter',
    });
    expect(settled).toEqual([expect.objectContaining({ status: 'rejected' })]);
  });

  it('does not hold a change on the page (filter, sort, page): the table shows its rows busy meanwhile', async () => {
    const queryClient = new QueryClient();
    let answered = false;
    const { loader } = route(
      () =>
        new Promise((resolve) =>
          setTimeout(() => {
            answered = true;
            resolve([]);
          }, 50),
        ),
    );
    expect(
      loader({ context: { queryClient, session: sessionStore }, deps: { q: 'a', page: 2 }, cause: 'stay' }),
    ).toBeUndefined();
    expect(answered).toBe(false);
    // The page's request has started: the table's query joins it.
    expect(queryClient.isFetching({ queryKey: ['things', { q: 'a', page: 2 }] })).toBe(1);
  });
});
