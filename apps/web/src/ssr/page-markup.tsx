import type { AbilityRule, UserData } from '@app/contracts';
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { type DehydratedState, dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { prerenderToNodeStream } from 'react-dom/static';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { createAppRouter } from '@/app/create-router';
import { ThemeFrame } from '@/components/theme/theme-frame';
import { ToastProvider } from '@/components/toast/toast-provider';
import i18n, { directionOf, startI18n } from '@/i18n';
import { connectApiClient } from '@/lib/api-client';
import { DEFAULT_PRIMARY } from '@/lib/config';
import { sessionStore } from '@/lib/session/session-store';
import { type Language, settingsStore, type ThemeMode } from '@/lib/settings/settings-store';

/** `width`: a signed-in page's window width, which the layout's media queries are answered at. */
export type PageView = { language: Language; theme: ThemeMode; mode: 'light' | 'dark'; width?: number };
/** Who a signed-in page is drawn for: the user and rules GET /api/auth/me answers. */
export type PageReader = { userData: UserData; rules: AbilityRule[] };
/**
 * How the render reaches the API: `fetch` answers the app's calls in process (the server's own routes,
 * with their access rules), with `token` as the reader's bearer token; `reader` is who it is drawn for.
 */
export type PageRequest = {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  token?: string;
  reader?: PageReader;
};
/** A rendered page: its markup, the emotion styles it uses and the query cache it was drawn with. */
export type RenderedMarkup = { markup: string; styles: string };
export type RenderedPage = RenderedMarkup & { queries: DehydratedState };

let queue: Promise<unknown> = Promise.resolve();

/**
 * The page at `path` in `view`, rendered by the app's own route tree for the browser to hydrate
 * (docs/decisions/018-landing-page-first-paint.md, 021): the route loaders ask the API through
 * `request.fetch`, the render waits for what they asked, and the query cache travels with the markup.
 * Signed out (a first-time visitor: default skin and primary colour) or, with `request.reader`, signed
 * in as them. One render at a time: i18next's language and the session are process-wide.
 */
export function renderPage(view: PageView, path: string, request: PageRequest): Promise<RenderedPage> {
  const next = queue.then(() => render(view, path, request));
  queue = next.catch(() => undefined);
  return next;
}

async function render(view: PageView, path: string, request: PageRequest): Promise<RenderedPage> {
  const { reader, token, fetch } = request;
  if (reader) sessionStore.set({ userData: reader.userData, rules: reader.rules, accessToken: token ?? '' });
  connectApiClient({ accessToken: () => token, onUnauthorized: () => undefined, fetch });
  try {
    return await renderIn(view, path);
  } finally {
    connectApiClient({ accessToken: () => undefined, onUnauthorized: () => undefined });
    if (reader) sessionStore.clear();
  }
}

/** Resolves once no query of `client` is fetching (the loaders' prefetches the page draws with). */
function fetchesSettled(client: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const cache = client.getQueryCache();
    let unsubscribe = () => {};
    const check = () => {
      if (client.isFetching() > 0) return;
      unsubscribe();
      resolve();
    };
    unsubscribe = cache.subscribe(check);
    check();
  });
}

async function renderIn({ language, theme, mode, width }: PageView, path: string): Promise<RenderedPage> {
  // The header's switchers show the reader's settings (the server's stand-in storage keeps nothing).
  settingsStore.set({ language, theme });
  await startI18n(language);
  await i18n.changeLanguage(language);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  const failed = router.state.matches.find((match) => match.status !== 'success');
  if (failed)
    throw new Error(`${path} did not render: ${failed.routeId} ${failed.status}`, {
      cause: failed.error,
    });
  // A loader that only starts its page's queries (each card shows its own skeleton in the browser) has
  // them answered before the page is drawn.
  await fetchesSettled(queryClient);
  const direction = directionOf(language);
  // The browser's caches' keys (components/theme/app-theme-provider.tsx): the same class names.
  const cache =
    direction === 'rtl'
      ? createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] })
      : createCache({ key: 'mui' });
  const emotion = createEmotionServer(cache);
  // A component that throws leaves a Suspense boundary's fallback in the markup (React would draw it in
  // the browser): such a render is not the page, and the server sends index.html instead.
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <QueryClientProvider client={queryClient}>
      <ThemeFrame
        look={{ mode, skin: 'default', primary: DEFAULT_PRIMARY, direction, renderWidth: width }}
        cache={cache}
      >
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </ThemeFrame>
    </QueryClientProvider>,
    {
      onError: (error) => void errors.push(error),
      // Every boundary in place, none sent apart with a script to move it in (the CSP allows none).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  let markup = '';
  for await (const chunk of prelude) markup += chunk.toString();
  if (errors.length) throw new Error(`${path} did not render`, { cause: errors[0] });
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(markup));
  return { markup, styles, queries: dehydrate(queryClient) };
}
