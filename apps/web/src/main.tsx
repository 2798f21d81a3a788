// The weights the theme and pages use (400 text, 500 headings and buttons, 600 and 700 emphasis).
import '@fontsource/public-sans/400.css';
import '@fontsource/public-sans/500.css';
import '@fontsource/public-sans/600.css';
import '@fontsource/public-sans/700.css';
import './lib/zod-jitless';
import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { queryClient } from './app/query-client';
import { router } from './app/router';
import { AppThemeProvider } from './components/theme/app-theme-provider';
import { ToastProvider } from './components/toast/toast-provider';
import { startI18n } from './i18n';
import { WIDTH_BANDS } from './lib/config';
import {
  afterHydration,
  discardRender,
  hydratable,
  renderWidth,
  takeRenderedQueries,
} from './lib/hydration/hydration';
import { settingsStore } from './lib/settings/settings-store';

// After a new version is deployed, a page still open asks for code chunks that no longer exist:
// load the new version once instead of showing an error.
window.addEventListener('vite:preloadError', (event) => {
  if (sessionStorage.getItem('reloaded-for-new-version')) return;
  event.preventDefault();
  sessionStorage.setItem('reloaded-for-new-version', '1');
  window.location.reload();
});
window.addEventListener('load', () =>
  setTimeout(() => sessionStorage.removeItem('reloaded-for-new-version'), 10_000),
);

/** Calls `onReady` once React has committed the hydrated page (its effects run after the page's). */
function Hydrated({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return null;
}

function App({ width, onReady }: { width?: number; onReady?: () => void }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AppThemeProvider renderWidth={width}>
          <ToastProvider>
            <RouterProvider router={router} />
            {onReady && <Hydrated onReady={onReady} />}
          </ToastProvider>
        </AppThemeProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}

/**
 * The page the server rendered into `#root` (the landing page, a signed-in page: decisions 018 and
 * 021) is hydrated with the query cache it was drawn with, once the router has resolved the same
 * page (its code and strings loaded); any other page is drawn here.
 */
async function start(container: HTMLElement) {
  const queries = takeRenderedQueries();
  // In the stored language from the start: the first page waits for its strings (root route loader).
  void startI18n(settingsStore.get().language);
  if (!hydratable(container)) {
    discardRender(container);
    createRoot(container).render(<App />);
    return;
  }
  if (queries) hydrate(queryClient, queries);
  await router.load();
  // The router draws a page it has from the server as its server render did (no Suspense boundary of its
  // own around the root route): what TanStack Router's own `hydrate` sets (decision 018).
  router.ssr = { manifest: undefined };
  const onReady = afterHydration(container);
  hydrateRoot(container, <App width={renderWidth(WIDTH_BANDS)} onReady={onReady} />);
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
void start(root);
