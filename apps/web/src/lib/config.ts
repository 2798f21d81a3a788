/** The product's name as the spec gives it (a cloud-product name in Chinese) and its Latin short form. */
export const APP_TITLE = '云控台';
export const APP_BRAND = 'Yunkong';
/** Every stored layout setting is prefixed with the application's title (spec 000 §3). */
export const STORAGE_PREFIX = 'yunkong';

export const DEFAULT_PRIMARY = '#7367F0';
export const DEFAULT_PRIMARY_DARK = '#675DD8';
export const PRIMARY_CHOICES = ['#7367F0', '#0D9394', '#FFAB1D', '#EB3D63', '#2092EC'] as const;

/** Below this width the navigation becomes an overlay and the layout is forced to vertical (960 + 16). */
export const OVERLAY_NAV_BREAKPOINT = 976;
/**
 * The widths where the layout changes in JavaScript (the theme's sm, md, the navigation's drawer, lg,
 * xl): a signed-in page is rendered on the server at the band the reader's window was in (index.html's
 * script writes it into the view cookie; apps/server/src/lib/server-rendered-page.ts keeps the same list).
 */
export const WIDTH_BANDS = [0, 600, 960, OVERLAY_NAV_BREAKPOINT, 1280, 1920] as const;
export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;

export const SCROLL_TOP_THRESHOLD = 200;
export const HASH_SCROLL_OFFSET = 60;
