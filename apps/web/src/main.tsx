// The weights the theme and pages use (400 text, 500 headings and buttons, 600 and 700 emphasis).
import '@fontsource/public-sans/400.css';
import '@fontsource/public-sans/500.css';
import '@fontsource/public-sans/600.css';
import '@fontsource/public-sans/700.css';
import './lib/zod-jitless';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { removeFirstPaint } from './app/first-paint';
import { queryClient } from './app/query-client';
import { takeRenderedQueries } from './app/rendered-queries';
import { router } from './app/router';
import { AppThemeProvider } from './components/theme/app-theme-provider';
import { ToastProvider } from './components/toast/toast-provider';
import { startI18n } from './i18n';
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

takeRenderedQueries(queryClient);

// In the stored language from the start: the first page waits for its strings (root route loader).
void startI18n(settingsStore.get().language);

// The first paint (the server's render of the page) goes once the router has
// drawn the first page underneath.
const unsubscribe = router.subscribe('onRendered', () => {
  unsubscribe();
  removeFirstPaint();
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </AppThemeProvider>
    </QueryClientProvider>
  </StrictMode>,
);
