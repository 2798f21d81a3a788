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

/**
 * The server's render is hydrated when it was drawn in the reader's view (index.html's script names
 * the reader's in `data-view`, the render its own in `ssr-view`); otherwise it is hidden by CSS and
 * drawn anew, as it is without a render (no `dist-ssr`).
 */
function hydratable(container: HTMLElement): boolean {
  const drawn = document.querySelector<HTMLMetaElement>('meta[name="ssr-view"]')?.content;
  return container.hasAttribute('data-hydrate') && drawn === document.documentElement.dataset.view;
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
    window.yunkongHeld?.take();
    container.removeAttribute('data-hydrate');
    container.replaceChildren();
    createRoot(container).render(<SigninApp {...props} />);
    return;
  }
  // From here React's own listeners answer a press (hydrating first); what came before is given back.
  const held = window.yunkongHeld?.take() ?? [];
  let ready = false;
  const onReady = () => {
    if (ready) return;
    ready = true;
    container.removeAttribute('data-hydrate');
    // The field focused meanwhile keeps the focus; MUI did not see it come, so it is told now, without a
    // blur (a form checks a field as it is left): drawn focused, its label above the text.
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && container.contains(focused))
      focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    for (const element of held) {
      if (element instanceof HTMLFormElement) element.requestSubmit();
      else element.click();
    }
  };
  hydrateRoot(container, <SigninApp {...props} onReady={onReady} />);
}

// Signed in since this page was opened (in another tab): the app sends the reader home.
if (loadSession()) location.replace('/');
else void start(root);
