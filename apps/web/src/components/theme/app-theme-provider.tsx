import createCache from '@emotion/cache';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useEffect } from 'react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import i18n, { applyDocumentLanguage, directionOf } from '@/i18n';
import { useSettings } from '@/lib/settings/settings-store';
import { ThemeFrame } from './theme-frame';

/** The browser's emotion caches by direction (the server's render uses the same keys: the same class names). */
export const emotionCaches = {
  ltr: createCache({ key: 'mui', prepend: true }),
  rtl: createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin], prepend: true }),
};

/** The resolved light or dark mode: `system` follows the device preference (spec 000 §4). */
export function useResolvedMode(): 'light' | 'dark' {
  const { theme } = useSettings();
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  return theme === 'system' ? (prefersDark ? 'dark' : 'light') : theme;
}

/** `renderWidth`: the width the server's render of this page was drawn at, when the app hydrates it. */
export function AppThemeProvider({ children, renderWidth }: { children: ReactNode; renderWidth?: number }) {
  const settings = useSettings();
  const mode = useResolvedMode();
  const direction = directionOf(settings.language);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });

  useEffect(() => {
    applyDocumentLanguage(settings.language);
    if (i18n.language !== settings.language) void i18n.changeLanguage(settings.language);
  }, [settings.language]);

  useEffect(() => {
    // The skin adds a class to the page body (spec 000 §4).
    document.body.classList.toggle('skin--bordered', settings.skin === 'bordered');
    document.body.classList.toggle('skin--default', settings.skin === 'default');
    document.documentElement.style.colorScheme = mode;
    document.documentElement.dataset.theme = mode;
  }, [settings.skin, mode]);

  return (
    <ThemeFrame
      look={{
        mode,
        skin: settings.skin,
        primary: settings.primaryColor,
        direction,
        reducedMotion,
        renderWidth,
      }}
      cache={emotionCaches[direction]}
    >
      {children}
    </ThemeFrame>
  );
}
