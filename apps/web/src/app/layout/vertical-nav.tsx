import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import type { Theme } from '@mui/material/styles';
import { type FocusEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { settingsStore, useSettings } from '@/lib/settings/settings-store';
import { NavThemeProvider } from './nav-theme';
import { VerticalNavHeader } from './vertical-nav-header';
import { VerticalNavMenu } from './vertical-nav-menu';

export const NAV_WIDTH = 260;
export const NAV_COLLAPSED_WIDTH = 72;

type Props = { overlay: boolean; collapsed: boolean; open: boolean; onClose: () => void };

/** The vertical menu: docked (260px, or a 72px rail that widens on hover) or, on small screens, a drawer. */
export function VerticalNav(props: Props) {
  return (
    <NavThemeProvider>
      <VerticalNavBody {...props} />
    </NavThemeProvider>
  );
}

function VerticalNavBody({ overlay, collapsed, open, onClose }: Props) {
  const { t } = useTranslation('app');
  const { skin } = useSettings();
  const [hovered, setHovered] = useState(false);
  const compact = collapsed && !hovered && !overlay;
  const toggle = () => settingsStore.set({ navCollapsed: !collapsed });
  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget)) setHovered(false);
  };
  const paperSx = {
    width: compact ? NAV_COLLAPSED_WIDTH : NAV_WIDTH,
    bgcolor: 'background.paper',
    color: 'text.primary',
    display: 'flex',
    flexDirection: 'column',
    overflow: 'hidden',
    transition: 'width .25s ease-in-out, box-shadow .25s',
    ...(skin === 'bordered' && !overlay
      ? { borderInlineEnd: (theme: Theme) => `1px solid ${theme.palette.divider}` }
      : { boxShadow: '0 2px 8px 0 rgba(47, 43, 61, 0.12)' }),
  } as const;
  const content = (
    <>
      <VerticalNavHeader
        compact={compact}
        overlay={overlay}
        collapsed={collapsed}
        onToggle={toggle}
        onClose={onClose}
      />
      <Box sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden' }}>
        <VerticalNavMenu compact={compact} onNavigate={overlay ? onClose : undefined} />
      </Box>
    </>
  );

  if (overlay) {
    return (
      <Drawer
        variant="temporary"
        anchor="left"
        open={open}
        onClose={onClose}
        ModalProps={{ keepMounted: true }}
        slotProps={{ paper: { component: 'nav', 'aria-label': t('vnav.label'), sx: paperSx } }}
      >
        {content}
      </Drawer>
    );
  }

  return (
    <Box
      sx={{
        width: collapsed ? NAV_COLLAPSED_WIDTH : NAV_WIDTH,
        flexShrink: 0,
        transition: 'width .25s ease-in-out',
      }}
    >
      <Box
        component="nav"
        aria-label={t('vnav.label')}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setHovered(true)}
        onBlur={onBlur}
        sx={{
          ...paperSx,
          position: 'fixed',
          top: 0,
          bottom: 0,
          insetInlineStart: 0,
          zIndex: (theme) => theme.zIndex.appBar + 1,
          ...(collapsed && hovered && { boxShadow: '0 4px 18px 0 rgba(47, 43, 61, 0.2)' }),
        }}
      >
        {content}
      </Box>
    </Box>
  );
}
