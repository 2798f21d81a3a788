import type { LandingAnswer } from '@app/contracts';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { prerenderToNodeStream } from 'react-dom/static';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { DEFAULT_PRIMARY } from '@/app/config';
import { type Language, settingsStore, type ThemeMode } from '@/app/settings/settings-store';
import { createAppTheme } from '@/app/theme/theme';
import i18n, { directionOf, loadFrontNamespaces, startI18n } from '@/i18n';
import { routeTree } from '@/routeTree.gen';

const LANDING_PATH = '/front-pages/landing-page';
/** What the landing page's query is seeded with (features/front/api/get-landing.ts's key). */
const LANDING_QUERY_KEY = ['landing'];

export type LandingView = { language: Language; theme: ThemeMode; mode: 'light' | 'dark' };
export type RenderedLanding = { markup: string; styles: string };

let queue: Promise<unknown> = Promise.resolve();

/**
 * The landing page as a first-time visitor sees it in `view` (default skin and primary colour, signed
 * out), rendered with the real components (docs/decisions/018-landing-page-first-paint.md): its markup
 * and the emotion styles it uses. One render at a time: i18next's language is process-wide.
 */
export function renderLanding(view: LandingView, landing: LandingAnswer): Promise<RenderedLanding> {
  const next = queue.then(() => render(view, landing));
  queue = next.catch(() => undefined);
  return next;
}

async function render(
  { language, theme, mode }: LandingView,
  landing: LandingAnswer,
): Promise<RenderedLanding> {
  // The header's switchers show the reader's settings (the server's stand-in storage keeps nothing).
  settingsStore.set({ language, theme });
  await startI18n(language);
  await i18n.changeLanguage(language);
  await loadFrontNamespaces();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } },
  });
  queryClient.setQueryData(LANDING_QUERY_KEY, landing);
  const router = createRouter({
    routeTree,
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: [LANDING_PATH] }),
  });
  await router.load();
  const failed = router.state.matches.find((match) => match.status !== 'success');
  if (failed)
    throw new Error(`the landing page did not render: ${failed.routeId} ${failed.status}`, {
      cause: failed.error,
    });
  const direction = directionOf(language);
  // The browser's caches' keys (app/theme/app-theme-provider.tsx): the same class names.
  const cache =
    direction === 'rtl'
      ? createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] })
      : createCache({ key: 'mui' });
  const emotion = createEmotionServer(cache);
  const muiTheme = createAppTheme({ mode, skin: 'default', primary: DEFAULT_PRIMARY, direction });
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <ThemeProvider theme={muiTheme}>
        <CssBaseline enableColorScheme />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ThemeProvider>
    </CacheProvider>,
  );
  let markup = '';
  for await (const chunk of prelude) markup += chunk.toString();
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(markup));
  return { markup, styles };
}
