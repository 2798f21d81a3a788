// The sign-in entry (docs/decisions/014-login-weight.md): /login for a signed-out reader, with the form,
// the theme and the strings, without the router, the query cache, the route tree or the access rules.
// The server renders the same tree (SigninApp) into #root and this hydrates it; a sign-in is a full
// navigation into the app. The fonts come with index.html's stylesheet.
import './lib/zod-jitless';
import type { AuthConfigAnswer } from '@app/contracts';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { emotionCaches } from './components/theme/app-theme-provider';
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

/** The demo accounts the server drew the page with; without them the page asks for them (SigninEntryPage). */
function renderedConfig(): AuthConfigAnswer | undefined {
  const node = document.getElementById('signin-config');
  try {
    return node?.textContent ? (JSON.parse(node.textContent) as AuthConfigAnswer) : undefined;
  } catch {
    return undefined;
  }
}

async function start(container: HTMLElement) {
  const config = renderedConfig();
  const look = readerLook();
  await startI18n(look.language);
  const props = { look, config, i18n, cache: emotionCaches[directionOf(look.language)] };
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
