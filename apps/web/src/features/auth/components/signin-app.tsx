import type { EmotionCache } from '@emotion/cache';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { i18n as I18n } from 'i18next';
import { StrictMode, useCallback, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeFrame } from '@/components/theme/theme-frame';
import { directionOf } from '@/i18n';
import type { Language, Skin } from '@/lib/settings/settings-store';
import { AccountNavigation, type AccountPath, accountPathOf } from './account-link';
import { type AccountPage, loadAccountPage, type SigninConfig } from './account-pages';

/** The reader's look on the account pages: the server renders them for the view of the request. */
export type SigninLook = { language: Language; mode: 'light' | 'dark'; skin: Skin; primary: string };

/** The account page shown, its code loaded (`loadAccountPage`). */
export type ShownPage = { path: AccountPath; Page: AccountPage };

type Props = {
  look: SigninLook;
  /** The page the URL names, loaded before the tree is drawn or hydrated. */
  page: ShownPage;
  /** The demo accounts and whether registration is open, as the server drew the page. */
  config: SigninConfig | undefined;
  /** i18next in `look.language`: a per-request instance on the server, the page's own in the browser. */
  i18n: I18n;
  cache: EmotionCache;
  /** Called once the tree is in the page (hydrated or drawn): the entry gives back what was held meanwhile. */
  onReady?: () => void;
};

/**
 * The signed-out /login, /register and /forgot-password: the one tree the server renders
 * (src/ssr/signin-markup.tsx) and the sign-in entry hydrates (src/signin.tsx,
 * docs/decisions/014-login-weight.md). Everything it draws comes from its props, never from a store,
 * so the server's renders do not share state. A link between the three pages is a move in the
 * browser's history; the page's code is loaded first, the fields are the new page's own.
 */
export function SigninApp({ look, page, config, i18n, cache, onReady }: Props) {
  // Off in the first render, as on the server (it does not know), so that hydration matches.
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [shown, setShown] = useState(page);
  const show = useCallback((path: AccountPath, push: boolean) => {
    loadAccountPage(path).then(
      (Page) => {
        if (push) {
          history.pushState(null, '', path);
          scrollTo(0, 0);
        }
        setShown({ path, Page });
      },
      // Its code did not load (the network, a new build): the browser loads the page instead.
      () => (push ? location.assign(path) : location.reload()),
    );
  }, []);
  const go = useCallback((to: AccountPath) => show(to, true), [show]);
  useEffect(() => {
    // Back and forward between the pages this tree drew; another page of this document is loaded anew.
    const moved = () => {
      const path = accountPathOf(location.pathname);
      if (path) show(path, false);
      else location.reload();
    };
    addEventListener('popstate', moved);
    return () => removeEventListener('popstate', moved);
  }, [show]);
  useEffect(() => onReady?.(), [onReady]);
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <ThemeFrame look={{ ...look, direction: directionOf(look.language), reducedMotion }} cache={cache}>
          <AccountNavigation value={go}>
            <shown.Page key={shown.path} config={config} />
          </AccountNavigation>
        </ThemeFrame>
      </I18nextProvider>
    </StrictMode>
  );
}
