import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { alpha } from '@mui/material/styles';
import { IconMenu2 } from '@tabler/icons-react';
import { SearchTrigger } from '@/features/search/components/search-trigger';
import { ContentBox } from './content-box';
import { stickyHeaderSx, useHeaderLook } from './header-look';
import { NavbarActions } from './navbar-actions';

type Props = { overlay: boolean; onOpenNav: () => void; onOpenCustomizer: () => void };

/** The vertical layout's navbar: a floating card that sticks to the top, blurred over the page. */
export function Navbar({ overlay, onOpenNav, onOpenCustomizer }: Props) {
  const { t, suggestions, navbarBlur, scrolled, surface } = useHeaderLook();
  return (
    <Box
      component="header"
      sx={(theme) => ({
        ...stickyHeaderSx(theme),
        pt: 2,
        px: { xs: 2, sm: 3 },
        // A soft veil behind the floating card once the page scrolls under it.
        '&::before': {
          content: '""',
          position: 'absolute',
          insetInline: 0,
          top: 0,
          height: '100%',
          pointerEvents: 'none',
          opacity: scrolled && navbarBlur ? 1 : 0,
          transition: 'opacity .2s',
          background: `linear-gradient(180deg, ${alpha(theme.palette.background.default, 0.7)} 44%, ${alpha(theme.palette.background.default, 0.43)} 73%, ${alpha(theme.palette.background.default, 0)})`,
          backdropFilter: 'blur(10px)',
          maskImage: 'linear-gradient(black, black 18%, transparent 100%)',
        },
      })}
    >
      <ContentBox
        sx={(theme) => ({
          position: 'relative',
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          minHeight: 56,
          px: { xs: 1, sm: 2 },
          borderRadius: 1.5,
          ...surface(theme, 0.85, 'border'),
          transition: 'box-shadow .2s',
        })}
      >
        {overlay && (
          <IconButton onClick={onOpenNav} aria-label={t('navbar.openNav')} sx={{ color: 'text.primary' }}>
            <IconMenu2 size={22} stroke={1.6} />
          </IconButton>
        )}
        <SearchTrigger suggestions={suggestions} />
        <NavbarActions onOpenCustomizer={onOpenCustomizer} />
      </ContentBox>
    </Box>
  );
}
