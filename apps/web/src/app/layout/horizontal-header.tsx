import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import { Brand } from '@/components/brand';
import { SearchTrigger } from '@/features/search/components/search-trigger';
import { ContentBox } from './content-box';
import { stickyHeaderSx, useHeaderLook } from './header-look';
import { HorizontalNav } from './horizontal-nav';
import { NavbarActions } from './navbar-actions';

/** The horizontal layout's header: brand, search and actions, then the menu bar; both stick to the top. */
export function HorizontalHeader() {
  const { t, suggestions, surface } = useHeaderLook();
  return (
    <Box
      component="header"
      sx={(theme) => ({ ...stickyHeaderSx(theme), ...surface(theme, 0.88, 'borderBottom') })}
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
