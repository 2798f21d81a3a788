import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useHorizontalItemSx } from './horizontal-nav-button';
import { HorizontalNavSection } from './horizontal-nav-section';
import type { NavLink } from './navigation';
import { isLinkActive, useVisibleNavigation } from './visible-navigation';

/** The menu bar under the navbar in the horizontal layout. */
export function HorizontalNav() {
  const { t } = useTranslation('app');
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const items = useVisibleNavigation();
  return (
    <Box
      component="nav"
      aria-label={t('vnav.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, py: 1.25 }}
    >
      {items.map((item) =>
        item.kind === 'link' ? (
          <HorizontalNavLink key={item.key} link={item} active={isLinkActive(item, pathname)} />
        ) : (
          <HorizontalNavSection key={item.key} section={item} pathname={pathname} />
        ),
      )}
    </Box>
  );
}

function HorizontalNavLink({ link, active }: { link: NavLink; active: boolean }) {
  const { t } = useTranslation('app');
  const sx = useHorizontalItemSx(active);
  const Icon = link.icon;
  return (
    <Button
      component={Link}
      to={link.to}
      aria-current={active ? 'page' : undefined}
      startIcon={<Icon size={22} stroke={1.6} />}
      sx={sx}
    >
      {t(`nav.${link.key}`)}
    </Button>
  );
}
