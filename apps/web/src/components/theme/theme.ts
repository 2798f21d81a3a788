import {
  alpha,
  createTheme,
  darken,
  getContrastRatio,
  lighten,
  rgbToHex,
  type Theme,
} from '@mui/material/styles';
import { HASH_SCROLL_OFFSET } from '@/lib/config';
import type { Skin } from '@/lib/settings/settings-store';

export type ThemeInput = {
  mode: 'light' | 'dark';
  skin: Skin;
  primary: string;
  direction: 'ltr' | 'rtl';
  /** The device asks for less motion (`prefers-reduced-motion: reduce`, WCAG 2.3.3). */
  reducedMotion?: boolean;
  /**
   * The window width a server render was drawn at (a signed-in page's width band): `useMediaQuery`
   * answers at it while the page is rendered on the server and while the browser hydrates it, so both
   * draw the same layout; afterwards the browser's own media queries answer. Without it: false.
   */
  renderWidth?: number;
};

/**
 * A media query as a window `width` wide answers it: the `(min-width:…)` and `(max-width:…)` parts
 * the app's layout asks (MUI's breakpoints, the navigation's drawer); anything else is false.
 */
export function matchesAtWidth(query: string, width: number): boolean {
  const parts = query.replace(/^@media\s*/, '').split(/\s+and\s+/);
  return parts.every((part) => {
    const bound = /^\(\s*(min|max)-width\s*:\s*([\d.]+)px\s*\)$/.exec(part.trim());
    if (!bound) return false;
    return bound[1] === 'min' ? width >= Number(bound[2]) : width <= Number(bound[2]);
  });
}

/**
 * Less motion, for readers whose device asks for it: no transitions (menus, dialogs, drawers and
 * collapses appear and go at once), no ripple on press or keyboard focus (the focus ring below stays),
 * no pulsing skeletons. The charts follow the same preference by themselves (MUI X).
 */
const still = {
  transitions: {
    create: () => 'none',
    getAutoHeightDuration: () => 0,
    duration: {
      shortest: 0,
      shorter: 0,
      short: 0,
      standard: 0,
      complex: 0,
      enteringScreen: 0,
      leavingScreen: 0,
    },
  },
  components: {
    MuiButtonBase: { defaultProps: { disableRipple: true } },
    MuiSkeleton: { defaultProps: { animation: false } },
  },
} as const;

const palettes = {
  light: {
    background: { default: '#F8F7FA', paper: '#FFFFFF' },
    text: {
      primary: 'rgba(47, 43, 61, 0.9)',
      secondary: 'rgba(47, 43, 61, 0.7)',
      disabled: 'rgba(47, 43, 61, 0.4)',
    },
    divider: 'rgba(47, 43, 61, 0.12)',
  },
  dark: {
    background: { default: '#25293C', paper: '#2F3349' },
    text: {
      primary: 'rgba(225, 222, 245, 0.9)',
      secondary: 'rgba(225, 222, 245, 0.7)',
      disabled: 'rgba(225, 222, 245, 0.4)',
    },
    divider: 'rgba(225, 222, 245, 0.12)',
  },
};

/** `color` laid at `opacity` over `base` (both #rrggbb): the colour a 16% tint is seen as. */
function over(base: string, color: string, opacity: number): string {
  const rgb = (c: string) => [1, 3, 5].map((i) => Number.parseInt(c.slice(i, i + 2), 16));
  const [b, c] = [rgb(base), rgb(color)];
  return `rgb(${b.map((v, i) => Math.round(v + (c[i] - v) * opacity)).join(', ')})`;
}

/**
 * A palette colour made readable as text (WCAG AA, 4.5:1) on the mode's page and card backgrounds and
 * on its own 16% tint (tinted chips and icons): labels, links, outlined buttons and chips use it.
 * Light mode darkens it just enough, which also lets it carry white text; dark mode lightens it just
 * enough (the chosen colours measured 2.9 to 3.8:1 on a dark card), and `onColour` then picks the text
 * of a filled button.
 */
function readable(color: string, mode: 'light' | 'dark'): string {
  const { paper, default: page } = palettes[mode].background;
  const ok = (c: string) =>
    getContrastRatio(c, page) >= 4.5 &&
    getContrastRatio(c, paper) >= 4.5 &&
    getContrastRatio(c, over(paper, c.startsWith('#') ? c : rgbToHex(c), 0.16)) >= 4.5;
  let shade = color;
  const shift = mode === 'light' ? darken : lighten;
  for (let step = 1; !ok(shade) && step <= 30; step += 1) shade = shift(color, step * 0.02);
  return shade;
}

/** White on a filled colour when it reads at 4.5:1, else the dark page's colour (dark mode's light shades). */
const onColour = (color: string) => (getContrastRatio(color, '#fff') >= 4.5 ? '#fff' : '#25293C');

/** The product's look: Vuexy-like palette, Public Sans, soft shadows (or borders with the bordered skin). */
export function createAppTheme(input: ThemeInput): Theme {
  const theme = createLookTheme(input);
  const width = input.renderWidth;
  if (width === undefined) return theme;
  const ssrMatchMedia = (query: string) => ({ matches: matchesAtWidth(query, width) });
  return {
    ...theme,
    components: { ...theme.components, MuiUseMediaQuery: { defaultProps: { ssrMatchMedia } } },
  };
}

function createLookTheme({ mode, skin, primary: chosen, direction, reducedMotion }: ThemeInput): Theme {
  const p = palettes[mode];
  const primary = readable(chosen, mode);
  const bordered = skin === 'bordered';
  return createTheme(
    {
      direction,
      breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } },
      palette: {
        mode,
        primary: {
          main: primary,
          light: lighten(primary, 0.2),
          dark: darken(primary, 0.1),
          contrastText: onColour(primary),
        },
        // Each colour is made readable like the primary (darker in light mode, lighter in dark mode), so
        // that its text (outlined and text buttons, tinted chips, links) and the text on it pass 4.5:1
        // (axe-core, docs/ui-kit.md, docs/accessibility.md).
        secondary: { main: readable('#808390', mode), contrastText: onColour(readable('#808390', mode)) },
        success: { main: readable('#28C76F', mode), contrastText: onColour(readable('#28C76F', mode)) },
        info: { main: readable('#00BAD1', mode), contrastText: onColour(readable('#00BAD1', mode)) },
        warning: { main: readable('#FF9F43', mode), contrastText: onColour(readable('#FF9F43', mode)) },
        error: { main: readable('#FF4C51', mode), contrastText: onColour(readable('#FF4C51', mode)) },
        background: p.background,
        text: p.text,
        divider: p.divider,
      },
      shape: { borderRadius: 6 },
      typography: {
        fontFamily: '"Public Sans", "Noto Sans Arabic", "Noto Sans", system-ui, sans-serif',
        fontSize: 14,
        h4: { fontWeight: 500, fontSize: '1.625rem' },
        h5: { fontWeight: 500, fontSize: '1.125rem' },
        h6: { fontWeight: 500, fontSize: '0.9375rem' },
        button: { textTransform: 'none', fontWeight: 500 },
      },
      components: {
        // Native anchors (outside the router) also stop below the sticky navbar.
        MuiCssBaseline: { styleOverrides: { html: { scrollPaddingTop: HASH_SCROLL_OFFSET } } },
        MuiCard: {
          defaultProps: { elevation: bordered ? 0 : 2 },
          styleOverrides: {
            root: ({ theme }) => ({
              borderRadius: 6,
              ...(bordered
                ? { border: `1px solid ${theme.palette.divider}` }
                : {
                    boxShadow:
                      mode === 'light'
                        ? '0 3px 12px 0 rgba(47, 43, 61, 0.14)'
                        : '0 3px 12px 0 rgba(19, 17, 32, 0.2)',
                  }),
            }),
          },
        },
        MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
        // A visible focus ring on every button, link-button, tab, chip and menu item reached by keyboard
        // (WCAG 2.4.7), in the primary colour made readable for the mode; a control may draw its own.
        MuiButtonBase: {
          styleOverrides: {
            root: ({ theme }) => ({
              '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
            }),
          },
        },
        MuiButton: {
          defaultProps: { disableElevation: true },
          styleOverrides: { root: { borderRadius: 6, paddingInline: 18 } },
        },
        // Tonal alerts: a soft tint of the severity with readable text, in light and dark alike.
        MuiAlert: {
          styleOverrides: {
            root: ({ theme, ownerState }) =>
              ownerState.variant === 'standard' && ownerState.severity
                ? {
                    backgroundColor: alpha(
                      theme.palette[ownerState.severity].main,
                      mode === 'light' ? 0.12 : 0.16,
                    ),
                    color: theme.palette.text.primary,
                    '& .MuiAlert-icon': { color: theme.palette[ownerState.severity].main },
                  }
                : {},
          },
        },
        MuiChip: { styleOverrides: { root: { fontWeight: 500 } } },
        // An avatar without picture or tint (the +n of an avatar group): readable text on a soft grey.
        MuiAvatar: {
          styleOverrides: {
            colorDefault: ({ theme }) => ({
              color: theme.palette.text.primary,
              backgroundColor: theme.palette.action.selected,
            }),
          },
        },
        MuiTableCell: {
          styleOverrides: {
            head: ({ theme }) => ({
              textTransform: 'uppercase',
              fontSize: '0.8125rem',
              fontWeight: 500,
              letterSpacing: '0.2px',
              color: theme.palette.text.primary,
            }),
          },
        },
        // The helper text of a disabled field says why it is disabled ("Usernames cannot be changed"):
        // it is read, so it keeps the secondary text colour, not text.disabled (2.3:1 on a card; WCAG
        // 1.4.3 exempts the inactive control itself, not its explanation).
        MuiFormHelperText: {
          styleOverrides: {
            root: ({ theme }) => ({
              '&.Mui-disabled:not(.Mui-error)': { color: theme.palette.text.secondary },
            }),
          },
        },
        // A selected row's second line sits on the primary's tint, where text.secondary reads at 4.3:1 in
        // dark mode: a step closer to the primary text (5:1).
        MuiListItemButton: {
          styleOverrides: {
            root: ({ theme }) => ({
              '&.Mui-selected .MuiListItemText-secondary': { color: alpha(theme.palette.text.primary, 0.8) },
            }),
          },
        },
        MuiTooltip: { defaultProps: { arrow: true } },
        MuiLink: { defaultProps: { underline: 'hover' } },
        MuiOutlinedInput: {
          styleOverrides: {
            root: ({ theme }) => ({
              '&.Mui-focused .MuiOutlinedInput-notchedOutline': { borderWidth: 2 },
              '&:hover:not(.Mui-focused) .MuiOutlinedInput-notchedOutline': {
                borderColor: alpha(theme.palette.text.primary, 0.6),
              },
            }),
          },
        },
      },
    },
    // Merged over the theme (createTheme's further arguments), so the transitions' helpers are replaced.
    reducedMotion ? still : {},
  );
}
