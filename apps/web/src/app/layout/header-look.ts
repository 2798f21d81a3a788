import { alpha, type Theme } from '@mui/material/styles';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { useTranslation } from 'react-i18next';
import { useSettings } from '@/lib/settings/settings-store';
import { useSearchSuggestions } from './search-suggestions';

const SHADOW = '0 2px 8px 0 rgba(47, 43, 61, 0.1)';
const SCROLLED_SHADOW = '0 4px 16px 0 rgba(47, 43, 61, 0.16)';

/**
 * What both layouts' top bars draw with: the shell's texts, the search suggestions, and a `surface`
 * style for the bar that follows the navbar-blur and skin settings and deepens its shadow once the
 * page scrolls under it.
 */
export function useHeaderLook() {
  const { t } = useTranslation('app');
  const suggestions = useSearchSuggestions();
  const { navbarBlur, skin } = useSettings();
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: 0 });
  /** `opacity` of the paper under the blur; `border` drawn by the bordered skin. */
  const surface = (theme: Theme, opacity: number, border: 'border' | 'borderBottom') => ({
    bgcolor: navbarBlur ? alpha(theme.palette.background.paper, opacity) : 'background.paper',
    backdropFilter: navbarBlur ? 'blur(6px)' : 'none',
    ...(skin === 'bordered'
      ? { [border]: 1, borderColor: 'divider' }
      : { boxShadow: scrolled ? SCROLLED_SHADOW : SHADOW }),
  });
  return { t, suggestions, navbarBlur, scrolled, surface };
}

/** The top bar stays at the top of the page, above its content. */
export const stickyHeaderSx = (theme: Theme) =>
  ({ position: 'sticky', top: 0, zIndex: theme.zIndex.appBar }) as const;
