import type { AuthConfigAnswer } from '@app/contracts';
import type { EmotionCache } from '@emotion/cache';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { i18n as I18n } from 'i18next';
import { StrictMode, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeFrame } from '@/components/theme/theme-frame';
import { directionOf } from '@/i18n';
import type { Language, Skin } from '@/lib/settings/settings-store';
import { SigninEntryPage } from './signin-entry-page';

/** The reader's look on the sign-in page: the server renders it for the view of the request. */
export type SigninLook = { language: Language; mode: 'light' | 'dark'; skin: Skin; primary: string };

type Props = {
  look: SigninLook;
  /** The demo accounts (the `['auth', 'config']` answer the server drew the page with). */
  config: AuthConfigAnswer | undefined;
  /** i18next in `look.language`: a per-request instance on the server, the page's own in the browser. */
  i18n: I18n;
  cache: EmotionCache;
  /** Called once the tree is in the page (hydrated or drawn): the entry gives back what was held meanwhile. */
  onReady?: () => void;
};

/**
 * The signed-out /login, the one tree the server renders (src/ssr/signin-markup.tsx) and the sign-in
 * entry hydrates (src/signin.tsx, docs/decisions/014-login-weight.md). Everything it draws comes from
 * its props, never from a store, so the server's renders do not share state.
 */
export function SigninApp({ look, config, i18n, cache, onReady }: Props) {
  // Off in the first render, as on the server (it does not know), so that hydration matches.
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  useEffect(() => onReady?.(), [onReady]);
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <ThemeFrame look={{ ...look, direction: directionOf(look.language), reducedMotion }} cache={cache}>
          <SigninEntryPage config={config} />
        </ThemeFrame>
      </I18nextProvider>
    </StrictMode>
  );
}
