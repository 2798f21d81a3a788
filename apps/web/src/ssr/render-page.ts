// The server's entry (vite build --ssr): the stores read localStorage as their modules load, so the
// stand-in goes first and the app's modules load only after it.
import './server-globals';
import type { AccountPath } from '@/features/auth/components/account-link';
import type { SigninConfig } from '@/features/auth/components/account-pages';
import type { PageReader, PageRequest, PageView, RenderedMarkup, RenderedPage } from './page-markup';

export type { PageReader, PageRequest, PageView, RenderedMarkup, RenderedPage };

/** A page of the app's route tree, for the app's entry to hydrate (./page-markup.tsx). */
export async function renderPage(view: PageView, path: string, request: PageRequest): Promise<RenderedPage> {
  const markup = await import('./page-markup');
  return markup.renderPage(view, path, request);
}

/** A signed-out account page (/login, /register, /forgot-password), the tree the sign-in entry hydrates (./signin-markup.tsx). */
export async function renderSignin(
  view: PageView,
  config: SigninConfig,
  path: AccountPath,
): Promise<RenderedMarkup> {
  const markup = await import('./signin-markup');
  return markup.renderSignin(view, config, path);
}
