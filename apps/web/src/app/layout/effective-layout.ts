import useMediaQuery from '@mui/material/useMediaQuery';
import { OVERLAY_NAV_BREAKPOINT } from '@/lib/config';
import { type NavLayout, useSettings } from '@/lib/settings/settings-store';

/** The media query under which the navigation is an overlay drawer (below 976px). */
export const OVERLAY_QUERY = `(max-width:${OVERLAY_NAV_BREAKPOINT - 0.02}px)`;

export type EffectiveLayout = { navLayout: NavLayout; overlay: boolean; collapsed: boolean };

/**
 * Below the overlay breakpoint the layout is forced to vertical, and the stored choice comes back
 * when the screen is wide again: the stored setting is never rewritten (spec 000 §4).
 */
export function effectiveLayout(stored: { navLayout: NavLayout; navCollapsed: boolean }, overlay: boolean) {
  const navLayout: NavLayout = overlay ? 'vertical' : stored.navLayout;
  const collapsed = !overlay && navLayout === 'vertical' && stored.navCollapsed;
  return { navLayout, overlay, collapsed } satisfies EffectiveLayout;
}

export function useIsOverlayNav(): boolean {
  return useMediaQuery(OVERLAY_QUERY, { noSsr: true });
}

export function useEffectiveLayout(): EffectiveLayout {
  const settings = useSettings();
  return effectiveLayout(settings, useIsOverlayNav());
}
