import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useMemo } from 'react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { createAppTheme } from '@/components/theme/theme';
import { useSettings } from '@/lib/settings/settings-store';

// Keys of their own: the app's caches are `mui` and `muirtl` (components/theme/app-theme-provider.tsx).
const caches = {
  ltr: createCache({ key: 'kit', prepend: true }),
  rtl: createCache({ key: 'kitrtl', stylisPlugins: [prefixer, rtlPlugin], prepend: true }),
};

export type SpecimenLook = { mode: 'light' | 'dark'; direction: 'ltr' | 'rtl' };

/** The app's own theme (the user's skin and primary colour) in the mode and direction a specimen asks for. */
export function SpecimenTheme({ look, children }: { look: SpecimenLook; children: ReactNode }) {
  const { skin, primaryColor } = useSettings();
  const theme = useMemo(
    () => createAppTheme({ mode: look.mode, skin, primary: primaryColor, direction: look.direction }),
    [look.mode, look.direction, skin, primaryColor],
  );
  return (
    <CacheProvider value={caches[look.direction]}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </CacheProvider>
  );
}
