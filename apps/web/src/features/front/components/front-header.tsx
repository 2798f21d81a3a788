import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import { IconLogin2, IconMenu2, IconX } from '@tabler/icons-react';
import { useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Brand } from '@/components/brand';
import { LanguageSwitcher } from '@/components/language-switcher';
import { RouterButton } from '@/components/router-links';
import { RouterListItemButton } from '@/components/router-list-item-button';
import { ThemeSwitcher } from '@/components/theme-switcher';
import { useSession } from '@/lib/session/session-store';
import { routeOf, useFrontLinks } from './use-front-links';

/** Sticky, blurred header: logo, the front pages, theme, language and sign in (or the app). */
export function FrontHeader() {
  const { t } = useTranslation('front');
  const links = useFrontLinks();
  const session = useSession();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // The menu belongs to the page it was opened on: it is closed on the next one.
  const [menuPage, setMenuPage] = useState<string | null>(null);
  const menuOpen = menuPage === pathname;
  const setMenuOpen = (open: boolean) => setMenuPage(open ? pathname : null);
  const isCurrent = (to: string) => pathname === to || pathname.startsWith(`${to}/`);
  const account = session ? (
    <RouterButton to="/" variant="contained" size="small">
      {t('header.openApp')}
    </RouterButton>
  ) : (
    <RouterButton
      to="/login"
      search={{ to: pathname }}
      variant="contained"
      size="small"
      startIcon={<IconLogin2 size={18} />}
    >
      {t('header.signIn')}
    </RouterButton>
  );

  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={(theme) => ({
        borderBottom: 1,
        borderColor: 'divider',
        backdropFilter: 'blur(8px)',
        bgcolor: theme.palette.mode === 'dark' ? 'rgba(37, 41, 60, 0.85)' : 'rgba(255, 255, 255, 0.85)',
      })}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 1, minHeight: { xs: 64 } }}>
          <IconButton
            onClick={() => setMenuOpen(true)}
            aria-label={t('header.openMenu')}
            aria-expanded={menuOpen}
            sx={{ display: { md: 'none' }, color: 'text.primary' }}
          >
            <IconMenu2 size={22} />
          </IconButton>
          <Brand label={t('header.home')} to="/front-pages/landing-page" />
          <Box
            component="nav"
            aria-label={t('header.nav')}
            sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, mx: 3 }}
          >
            {links.map((link) => (
              <RouterButton
                key={link.key}
                to={routeOf(link)}
                aria-current={isCurrent(link.to) ? 'page' : undefined}
                color={isCurrent(link.to) ? 'primary' : 'inherit'}
                sx={{ fontWeight: 500 }}
              >
                {t(`links.${link.key}`)}
              </RouterButton>
            ))}
          </Box>
          <Box sx={{ flex: 1 }} />
          <LanguageSwitcher />
          <ThemeSwitcher />
          <Box sx={{ display: { xs: 'none', sm: 'block' }, ms: 1 }}>{account}</Box>
        </Toolbar>
      </Container>
      <Drawer anchor="left" open={menuOpen} onClose={() => setMenuOpen(false)}>
        <Box sx={{ width: 280, p: 2 }} role="navigation" aria-label={t('header.nav')}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
            <Brand label={t('header.home')} to="/front-pages/landing-page" />
            <IconButton onClick={() => setMenuOpen(false)} aria-label={t('header.closeMenu')}>
              <IconX size={20} />
            </IconButton>
          </Box>
          <List>
            {links.map((link) => (
              <ListItem key={link.key} disablePadding>
                <RouterListItemButton
                  to={routeOf(link)}
                  selected={isCurrent(link.to)}
                  aria-current={isCurrent(link.to) ? 'page' : undefined}
                  sx={{ borderRadius: 1 }}
                >
                  <ListItemText primary={t(`links.${link.key}`)} />
                </RouterListItemButton>
              </ListItem>
            ))}
          </List>
          <Box sx={{ mt: 2 }}>{account}</Box>
        </Box>
      </Drawer>
    </AppBar>
  );
}
