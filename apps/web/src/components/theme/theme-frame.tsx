import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useMemo } from 'react';
import { FieldsBeforeHydration } from './fields-before-hydration';
import { createAppTheme, type ThemeInput } from './theme';

/** What a page is drawn in: everything the theme's styles (and so emotion's class names) depend on. */
export type ThemeLook = ThemeInput;

/**
 * MUI's theme and emotion's cache from props alone, no store: the server draws the account pages with
 * it for one request and the browser hydrates the same tree (features/auth/components/signin-app.tsx).
 */
export function ThemeFrame({
  look: { mode, skin, primary, direction, reducedMotion, renderWidth },
  cache,
  children,
}: {
  look: ThemeLook;
  cache: EmotionCache;
  children: ReactNode;
}) {
  const theme = useMemo(
    () => createAppTheme({ mode, skin, primary, direction, reducedMotion, renderWidth }),
    [mode, skin, primary, direction, reducedMotion, renderWidth],
  );
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        <FieldsBeforeHydration />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
