import i18n from '@/i18n';
import { connectApiClient } from '@/lib/api-client';
import { STORAGE_PREFIX } from '@/lib/config';
import { startPageViewTracker } from '@/lib/page-view-tracker';
import { sessionStore } from '@/lib/session/session-store';
import { createAppRouter } from './create-router';
import { scrollToHash } from './layout/scroll-to-hash';
import { queryClient } from './query-client';

export const router = createAppRouter({ queryClient, session: sessionStore, i18n });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

declare global {
  interface Window {
    /** The router, in a browser driven by automation only (below). */
    yunkongRouter?: typeof router;
  }
}

/**
 * A browser driven by automation (`navigator.webdriver`: the journeys' Chromium) can reach the router,
 * so that a journey moves between pages as the app's links do instead of loading each one anew
 * (e2e/accessibility.spec.ts, docs/decisions/016). A reader's browser never has it.
 */
if (typeof navigator !== 'undefined' && navigator.webdriver) window.yunkongRouter = router;

/** Calls carry the session's token; a 401 forgets the session and goes to login, back here afterwards. */
connectApiClient({
  accessToken: () => sessionStore.get()?.accessToken,
  onUnauthorized: () => {
    sessionStore.clear();
    const { pathname, search } = router.state.location;
    if (pathname === '/login') return;
    const params = search as Record<string, unknown>;
    queryClient.clear();
    void router.navigate({ to: '/login', search: pathname === '/' ? params : { ...params, to: pathname } });
  },
});

/** Hash links scroll smoothly with the navbar's offset (spec 000 §2). */
router.subscribe('onRendered', (event) => {
  const { hash } = event.toLocation;
  if (hash && (event.hashChanged || event.pathChanged)) requestAnimationFrame(() => scrollToHash(hash));
});

/** Every page the app shows counts as a page view on the analytics dashboard (docs/analytics.md). */
const pageViews = startPageViewTracker({
  accessToken: () => sessionStore.get()?.accessToken,
  visitorKey: `${STORAGE_PREFIX}-visitor`,
});
router.subscribe('onResolved', (event) => pageViews.track(event.toLocation.pathname));
