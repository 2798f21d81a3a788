import type { AbilityRule, UserData } from '@app/contracts';
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
import { createAppTheme } from '@/components/theme/theme';
import { ToastProvider } from '@/components/toast/toast-provider';
import i18n, { directionOf, loadFrontNamespaces, startI18n } from '@/i18n';
import { DEFAULT_PRIMARY } from '@/lib/config';
import { sessionStore } from '@/lib/session/session-store';
import { type Language, settingsStore, type ThemeMode } from '@/lib/settings/settings-store';
import { routeTree } from '@/routeTree.gen';

/** `width`: a signed-in page's window width, which the layout's media queries are answered at. */
export type PageView = { language: Language; theme: ThemeMode; mode: 'light' | 'dark'; width?: number };
/** Who a signed-in page is drawn for: the user and rules GET /api/auth/me answers. */
export type PageReader = { userData: UserData; rules: AbilityRule[] };
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
export function renderPage(
  view: PageView,
  path: string,
  queries: SeededQuery[],
  reader?: PageReader,
): Promise<RenderedMarkup> {
  const next = queue.then(() => render(view, path, queries, reader));
  queue = next.catch(() => undefined);
  return next;
}

/**
 * A media query as a window `width` wide answers it: the `(min-width:…)` and `(max-width:…)` parts
 * the app's layout asks (MUI's breakpoints, the navigation's drawer); anything else is false.
 */
export function matchesAtWidth(query: string, width: number): boolean {
  const parts = query.replace(/^@media\s*/, '').split(/\s+and\s+/);
  return parts.every((part) => {
    const bound = /^\(\s*(min|max)-width\s*:\s*([\d.]+)px\s*\)$/.exec(part.trim());
    if (!bound) return false;
    return bound[1] === 'min' ? width >= Number(bound[2]) : width <= Number(bound[2]);
  });
}

/**
 * The page at `path` in `view`, signed out (a first-time visitor: default skin and primary colour) or,
 * with `reader`, signed in as them (docs/decisions/021); afterwards the server's session is empty again.
 */
async function render(
  view: PageView,
  path: string,
  queries: SeededQuery[],
  reader?: PageReader,
): Promise<RenderedMarkup> {
  if (reader) sessionStore.set({ userData: reader.userData, rules: reader.rules, accessToken: '' });
  try {
    return await renderIn(view, path, queries);
  } finally {
    if (reader) sessionStore.clear();
  }
}

/**
 * The markup with each Suspense boundary that React finished after the page's shell (the header's lazy
 * notification bell) left at its fallback, as the app draws it at its start: React sends the finished
 * part apart (`<div hidden id="S:n">`) with inline scripts that would move it in, which the CSP refuses
 * and which nothing needs, since the app draws its own page in `#root` (decision 018) rather than
 * hydrating this one.
 */
export function withFallbacksOnly(markup: string): string {
  if (!markup.includes('<!--$?-->')) return markup;
  let out = markup.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
  for (let at = out.indexOf('<div hidden id="S:'); at >= 0; at = out.indexOf('<div hidden id="S:')) {
    const tags = /<div\b|<\/div>/g;
    tags.lastIndex = at;
    let depth = 0;
    let end = out.length;
    for (let tag = tags.exec(out); tag; tag = tags.exec(out)) {
      depth += tag[0] === '</div>' ? -1 : 1;
      if (depth === 0) {
        end = tag.index + tag[0].length;
        break;
      }
    }
    out = out.slice(0, at) + out.slice(end);
  }
  return out;
}

async function markupOf(prerender: () => ReturnType<typeof prerenderToNodeStream>): Promise<string> {
  const { prelude } = await prerender();
  let markup = '';
  for await (const chunk of prelude) markup += chunk.toString();
  return markup;
}

async function renderIn(
  { language, theme, mode, width }: PageView,
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
  // The browser's caches' keys (components/theme/app-theme-provider.tsx): the same class names.
  const cache =
    direction === 'rtl'
      ? createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] })
      : createCache({ key: 'mui' });
  const emotion = createEmotionServer(cache);
  const appTheme = createAppTheme({ mode, skin: 'default', primary: DEFAULT_PRIMARY, direction });
  // useMediaQuery answers at the reader's width (a signed-in page's layout); unknown, as before: false.
  const muiTheme =
    width === undefined
      ? appTheme
      : {
          ...appTheme,
          components: {
            ...appTheme.components,
            MuiUseMediaQuery: {
              defaultProps: {
                matchMedia: (query: string) => ({ matches: matchesAtWidth(query, width) }) as MediaQueryList,
              },
            },
          },
        };
  // A component that throws leaves a Suspense boundary's fallback in the markup (React would draw it in
  // the browser): such a render is not the page, and the server sends index.html instead.
  const errors: unknown[] = [];
  const prerender = () =>
    prerenderToNodeStream(
      <CacheProvider value={cache}>
        <ThemeProvider theme={muiTheme}>
          <CssBaseline enableColorScheme />
          <QueryClientProvider client={queryClient}>
            <ToastProvider>
              <RouterProvider router={router} />
            </ToastProvider>
          </QueryClientProvider>
        </ThemeProvider>
      </CacheProvider>,
      { onError: (error) => void errors.push(error) },
    );
  const markup = withFallbacksOnly(await markupOf(prerender));
  if (errors.length) throw new Error(`${path} did not render`, { cause: errors[0] });
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(markup));
  return { markup, styles };
}
