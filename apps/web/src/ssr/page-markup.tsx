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

export type PageView = { language: Language; theme: ThemeMode; mode: 'light' | 'dark' };
export type RenderedMarkup = { markup: string; styles: string };
/** A query's key and the data the page is drawn with (the app takes the same: app/rendered-queries.ts). */
export type SeededQuery = [key: unknown[], data: unknown];

let queue: Promise<unknown> = Promise.resolve();

/**
 * The page at `path` as a first-time visitor sees it in `view` (default skin and primary colour, signed
 * out), its queries answered with `queries`, rendered with the real components
 * (docs/decisions/018-landing-page-first-paint.md): its markup and the emotion styles it uses. One
 * render at a time: i18next's language is process-wide.
 */
export function renderPage(view: PageView, path: string, queries: SeededQuery[]): Promise<RenderedMarkup> {
  const next = queue.then(() => render(view, path, queries));
  queue = next.catch(() => undefined);
  return next;
}

async function render(
  { language, theme, mode }: PageView,
  path: string,
  queries: SeededQuery[],
): Promise<RenderedMarkup> {
  // The header's switchers show the reader's settings (the server's stand-in storage keeps nothing).
  settingsStore.set({ language, theme });
  await startI18n(language);
  await i18n.changeLanguage(language);
  await loadFrontNamespaces();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } },
  });
  for (const [key, data] of queries) queryClient.setQueryData(key, data);
  const router = createRouter({
    routeTree,
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  const failed = router.state.matches.find((match) => match.status !== 'success');
  if (failed)
    throw new Error(`${path} did not render: ${failed.routeId} ${failed.status}`, {
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
