import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import { alpha } from '@mui/material/styles';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { useTranslation } from 'react-i18next';
import { Brand } from '@/components/brand';
import { SearchTrigger } from '@/features/search/components/search-trigger';
import { useSettings } from '@/lib/settings/settings-store';
import { ContentBox } from './content-box';
import { HorizontalNav } from './horizontal-nav';
import { NavbarActions } from './navbar-actions';
import { useSearchSuggestions } from './search-suggestions';

/** The horizontal layout's header: brand, search and actions, then the menu bar; both stick to the top. */
export function HorizontalHeader() {
  const { t } = useTranslation('app');
  const suggestions = useSearchSuggestions();
  const { navbarBlur, skin } = useSettings();
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: 0 });
  return (
    <Box
      component="header"
      sx={(theme) => ({
        position: 'sticky',
        top: 0,
        zIndex: theme.zIndex.appBar,
        bgcolor: navbarBlur ? alpha(theme.palette.background.paper, 0.88) : 'background.paper',
        backdropFilter: navbarBlur ? 'blur(6px)' : 'none',
        ...(skin === 'bordered'
          ? { borderBottom: 1, borderColor: 'divider' }
          : {
              boxShadow: scrolled
                ? '0 4px 16px 0 rgba(47, 43, 61, 0.16)'
                : '0 2px 8px 0 rgba(47, 43, 61, 0.1)',
            }),
      })}
    >
      <ContentBox sx={{ display: 'flex', alignItems: 'center', gap: 2, minHeight: 64, px: 3 }}>
        <Brand label={t('brandHome')} />
        <SearchTrigger suggestions={suggestions} />
        <NavbarActions />
      </ContentBox>
      <Divider />
      <ContentBox sx={{ px: 3 }}>
        <HorizontalNav />
      </ContentBox>
    </Box>
  );
}
