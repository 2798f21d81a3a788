import { createRouter } from '@tanstack/react-router';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { routeTree } from '../routeTree.gen';
import { HASH_SCROLL_OFFSET } from './config';
import { queryClient } from './query-client';

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
  scrollToTopSelectors: ['#main-scroll'],
  defaultHashScrollIntoView: { behavior: 'smooth', block: 'start' },
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

/** A 401 on any call: the session is already cleared; go to login, back here afterwards. */
setUnauthorizedHandler(() => {
  const { pathname, search } = window.location;
  const params = Object.fromEntries(new URLSearchParams(search));
  if (pathname === '/login') return;
  queryClient.clear();
  void router.navigate({ to: '/login', search: pathname === '/' ? params : { ...params, to: pathname } });
});

/** Hash links scroll smoothly with the navbar's offset (spec 000 §2). */
export function scrollToHash(hash: string) {
  const el = document.getElementById(decodeURIComponent(hash.replace(/^#/, '')));
  if (!el) return;
  const top = el.getBoundingClientRect().top + window.scrollY - HASH_SCROLL_OFFSET;
  window.scrollTo({ top, behavior: 'smooth' });
}
