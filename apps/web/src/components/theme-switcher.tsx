import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { settingsStore, type ThemeMode, useSettings } from '@/lib/settings/settings-store';

export const THEME_ICONS = { light: IconSun, dark: IconMoon, system: IconDeviceDesktop } as const;
const MODES: ThemeMode[] = ['light', 'dark', 'system'];

/** Light, dark, or the device's preference. */
export function ThemeSwitcher() {
  const { t } = useTranslation('app');
  const { theme } = useSettings();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const Current = THEME_ICONS[theme];
  return (
    <>
      <Tooltip title={t('navbar.theme')}>
        <IconButton
          onClick={(e) => setAnchor(e.currentTarget)}
          aria-label={`${t('navbar.theme')}: ${t(`theme.${theme}`)}`}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          sx={{ color: 'text.primary' }}
        >
          <Current size={22} stroke={1.6} />
        </IconButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { mt: '2px', minWidth: 160 } } }}
      >
        {MODES.map((mode) => {
          const Icon = THEME_ICONS[mode];
          return (
            <MenuItem
              key={mode}
              selected={mode === theme}
              onClick={() => {
                settingsStore.set({ theme: mode });
                setAnchor(null);
              }}
            >
              <ListItemIcon sx={{ color: 'inherit' }}>
                <Icon size={20} stroke={1.6} />
              </ListItemIcon>
              {t(`theme.${mode}`)}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
