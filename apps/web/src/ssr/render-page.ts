// The server's entry (vite build --ssr): the stores read localStorage as their modules load, so the
// stand-in goes first and the app's modules load only after it.
import './server-globals';
import type { AccountPath } from '@/features/auth/components/account-link';
import type { SigninConfig } from '@/features/auth/components/account-pages';
import type { PageReader, PageView, RenderedMarkup, SeededQuery } from './page-markup';

export type { PageReader, PageView, RenderedMarkup, SeededQuery };

export async function renderPage(
  view: PageView,
  path: string,
  queries: SeededQuery[],
  reader?: PageReader,
): Promise<RenderedMarkup> {
  const markup = await import('./page-markup');
  return markup.renderPage(view, path, queries, reader);
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
