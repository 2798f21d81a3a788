// The sign-in entry (docs/decisions/014-login-weight.md): /login, /register and /forgot-password for a
// signed-out reader, with the forms, the theme and the strings, without the router, the query cache,
// the route tree or the access rules. The server renders the same tree (SigninApp) into #root and this
// hydrates it; a sign-in is a full navigation into the app. The fonts come with index.html's stylesheet.
import './lib/zod-jitless';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { emotionCaches } from './components/theme/app-theme-provider';
import { accountPathOf } from './features/auth/components/account-link';
import { loadAccountPage, type SigninConfig } from './features/auth/components/account-pages';
import { SigninApp, type SigninLook } from './features/auth/components/signin-app';
import i18n, { directionOf, startI18n } from './i18n';
import { afterHydration, discardRender, hydratable } from './lib/hydration/hydration';
import { loadSession } from './lib/session/stored-session';
import { settingsStore } from './lib/settings/settings-store';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

/** The reader's look, as index.html's script worked out the mode (`data-theme`) before the first paint. */
function readerLook(): SigninLook {
  const { language, skin, primaryColor } = settingsStore.get();
  const mode = document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
  return { language, mode, skin, primary: primaryColor };
}

/** What the server drew the page with; without it each page asks for what it shows (SigninEntryPage, …). */
function renderedConfig(): SigninConfig | undefined {
  const node = document.getElementById('signin-config');
  try {
    return node?.textContent ? (JSON.parse(node.textContent) as SigninConfig) : undefined;
  } catch {
    return undefined;
  }
}

async function start(container: HTMLElement) {
  const config = renderedConfig();
  const look = readerLook();
  // The server sends the sign-in entry for these pages only; /login if a path were ever another.
  const path = accountPathOf(location.pathname) ?? '/login';
  const [Page] = await Promise.all([loadAccountPage(path), startI18n(look.language)]);
  const page = { path, Page };
  const props = { look, page, config, i18n, cache: emotionCaches[directionOf(look.language)] };
  if (!hydratable(container)) {
    discardRender(container);
    createRoot(container).render(<SigninApp {...props} />);
    return;
  }
  const onReady = afterHydration(container);
  hydrateRoot(container, <SigninApp {...props} onReady={onReady} />);
}

// Signed in since this page was opened (in another tab): the app sends the reader home.
if (loadSession()) location.replace('/');
else void start(root);
