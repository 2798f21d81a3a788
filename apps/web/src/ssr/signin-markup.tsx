import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { prerenderToNodeStream } from 'react-dom/static';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import type { AccountPath } from '@/features/auth/components/account-link';
import { loadAccountPage, type SigninConfig } from '@/features/auth/components/account-pages';
import { SigninApp } from '@/features/auth/components/signin-app';
import i18n, { directionOf, startI18n } from '@/i18n';
import { DEFAULT_PRIMARY } from '@/lib/config';
import type { PageView, RenderedMarkup } from './page-markup';

/**
 * The signed-out account page `path` (/login, /register, /forgot-password) in `view` (a first-time
 * visitor's skin and primary colour): the very tree the sign-in entry hydrates (`SigninApp`,
 * src/signin.tsx), its markup and the emotion styles it uses. Everything per request — the language's
 * i18next instance, the emotion cache, the look — is made here and passed down, so renders run side by
 * side (docs/decisions/014-login-weight.md).
 */
export async function renderSignin(
  { language, mode }: PageView,
  config: SigninConfig,
  path: AccountPath,
): Promise<RenderedMarkup> {
  const [Page] = await Promise.all([loadAccountPage(path), startI18n(language)]);
  const strings = i18n.cloneInstance({ lng: language });
  await strings.changeLanguage(language);
  // The browser's caches' keys (components/theme/app-theme-provider.tsx): the same class names.
  const cache =
    directionOf(language) === 'rtl'
      ? createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] })
      : createCache({ key: 'mui' });
  const emotion = createEmotionServer(cache);
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <SigninApp
      look={{ language, mode, skin: 'default', primary: DEFAULT_PRIMARY }}
      page={{ path, Page }}
      config={config}
      i18n={strings}
      cache={cache}
    />,
    { onError: (error) => void errors.push(error) },
  );
  let markup = '';
  for await (const chunk of prelude) markup += chunk.toString();
  if (errors.length) throw new Error(`${path} did not render`, { cause: errors[0] });
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(markup));
  return { markup, styles };
}
