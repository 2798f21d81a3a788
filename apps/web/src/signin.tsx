// The sign-in entry (docs/decisions/014-login-weight.md, addendum): /login for a signed-out reader, with
// the form, the theme and the strings, without the router, the query cache, the route tree or the
// access rules. index.html's script imports it instead of main.tsx; a sign-in is a full navigation into
// the app. The fonts come with index.html's stylesheet.
import './lib/zod-jitless';
import type { AuthConfigAnswer } from '@app/contracts';
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { removeFirstPaint } from './app/first-paint';
import { readRenderedQueries } from './app/rendered-queries';
import { loadSession } from './app/session/stored-session';
import { settingsStore } from './app/settings/settings-store';
import { AppThemeProvider } from './app/theme/app-theme-provider';
import { SigninEntryPage } from './features/auth/components/signin-entry-page';
import { startI18n } from './i18n';

/** The demo accounts the server drew the page with (the app's `['auth', 'config']` query). */
const config = readRenderedQueries().find(([key]) => key.join('/') === 'auth/config')?.[1] as
  | AuthConfigAnswer
  | undefined;

function FirstPaintGone() {
  useEffect(removeFirstPaint, []);
  return null;
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// Signed in since this page was opened (in another tab): the app sends the reader home.
if (loadSession()) location.replace('/');
else {
  void startI18n(settingsStore.get().language).then(() =>
    createRoot(root).render(
      <StrictMode>
        <AppThemeProvider>
          <SigninEntryPage config={config} />
          <FirstPaintGone />
        </AppThemeProvider>
      </StrictMode>,
    ),
  );
}
