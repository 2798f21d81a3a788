import { ThemeProvider, useTheme } from '@mui/material/styles';
import { type ReactNode, useMemo } from 'react';
import { createAppTheme } from '@/components/theme/theme';
import { useSettings } from '@/lib/settings/settings-store';

/**
 * The semi-dark vertical nav: the menu takes the dark palette while the page stays light. It only
 * applies to the vertical layout in light mode; elsewhere the nav shares the page's theme.
 */
export function NavThemeProvider({ children }: { children: ReactNode }) {
  const outer = useTheme();
  const { semiDarkNav, skin, primaryColor } = useSettings();
  const semiDark = semiDarkNav && outer.palette.mode === 'light';
  const dark = useMemo(
    () =>
      semiDark
        ? createAppTheme({
            mode: 'dark',
            skin,
            primary: primaryColor,
            direction: outer.direction,
            reducedMotion: outer.transitions.duration.standard === 0,
          })
        : null,
    [semiDark, skin, primaryColor, outer.direction, outer.transitions.duration.standard],
  );
  if (!dark) return children;
  return <ThemeProvider theme={dark}>{children}</ThemeProvider>;
}
