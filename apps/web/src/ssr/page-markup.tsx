import { type AbilityRule, resolveMe, type UserData } from '@app/contracts';
import { createMongoAbility } from '@casl/ability';
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { type DehydratedState, dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { createAppRouter } from '@/app/create-router';
import { ThemeFrame } from '@/components/theme/theme-frame';
import { ToastProvider } from '@/components/toast/toast-provider';
import i18n, { directionOf, startI18n } from '@/i18n';
import { connectApiClient } from '@/lib/api-client';
import { DEFAULT_PRIMARY } from '@/lib/config';
import { SessionContext, type SessionSource } from '@/lib/session/session-store';
import {
  DEFAULT_SETTINGS,
  type Language,
  SettingsContext,
  type ThemeMode,
} from '@/lib/settings/settings-store';

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

/**
 * The page at `path` in `view`, rendered by the app's own route tree for the browser to hydrate
 * (docs/decisions/018-landing-page-first-paint.md, 021): the route loaders ask the API through
 * `request.fetch`, the render waits for what they asked, and the query cache travels with the markup.
 * Signed out (a first-time visitor: default skin and primary colour) or, with `request.reader`, signed
 * in as them. Everything the page is drawn for — the reader's session and ability, the settings, the
 * language's i18next instance, the API connection and the query cache — is made here for this render and
 * handed down through React's and the router's context, never through the app's stores: renders run at once.
 */
export async function renderPage(
  { language, theme, mode, width }: PageView,
  path: string,
  { reader, token, fetch }: PageRequest,
): Promise<RenderedPage> {
  await startI18n(language);
  const strings = i18n.cloneInstance({ lng: language });
  await strings.changeLanguage(language);
  const session = readerSession(reader, token);
  // The header's switchers show the reader's settings.
  const settings = { ...DEFAULT_SETTINGS, language, theme };
  const settingsSource = { get: () => settings, subscribe: () => () => undefined };
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  // The query functions' calls (`api(path, { client })`) reach the API in process, as the reader.
  connectApiClient({ accessToken: () => token, onUnauthorized: () => undefined, fetch }, queryClient);
  const router = createAppRouter(
    { queryClient, session, i18n: strings },
    createMemoryHistory({ initialEntries: [path] }),
  );
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
    <SessionContext.Provider value={session}>
      <SettingsContext.Provider value={settingsSource}>
        <I18nextProvider i18n={strings}>
          <QueryClientProvider client={queryClient}>
            <ThemeFrame
              look={{ mode, skin: 'default', primary: DEFAULT_PRIMARY, direction, renderWidth: width }}
              cache={cache}
            >
              <ToastProvider>
                <RouterProvider router={router} />
              </ToastProvider>
            </ThemeFrame>
          </QueryClientProvider>
        </I18nextProvider>
      </SettingsContext.Provider>
    </SessionContext.Provider>,
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

/** The render's own session: the reader (none for a visitor) and the ability their rules give, fixed for the render. */
function readerSession(reader: PageReader | undefined, token: string | undefined): SessionSource {
  const session = reader
    ? { userData: reader.userData, rules: reader.rules, accessToken: token ?? '' }
    : null;
  return {
    get: () => session,
    subscribe: () => () => undefined,
    ability: createMongoAbility(resolveMe(reader?.rules ?? [], reader?.userData.id ?? null) as never),
  };
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
