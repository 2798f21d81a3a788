import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { settingsStore, type ThemeMode, useSettings } from '@/lib/settings/settings-store';
import { ToolbarMenuButton } from './toolbar-menu-button';

export const THEME_ICONS = { light: IconSun, dark: IconMoon, system: IconDeviceDesktop } as const;
const MODES: ThemeMode[] = ['light', 'dark', 'system'];

/** Light, dark, or the device's preference. */
export function ThemeSwitcher() {
  const { t } = useTranslation('app');
  const { theme } = useSettings();
  const Current = THEME_ICONS[theme];
  return (
    <ToolbarMenuButton
      tooltip={t('navbar.theme')}
      label={`${t('navbar.theme')}: ${t(`theme.${theme}`)}`}
      icon={<Current size={22} stroke={1.6} />}
    >
      {(close) =>
        MODES.map((mode) => {
          const Icon = THEME_ICONS[mode];
          return (
            <MenuItem
              key={mode}
              selected={mode === theme}
              onClick={() => {
                settingsStore.set({ theme: mode });
                close();
              }}
            >
              <ListItemIcon sx={{ color: 'inherit' }}>
                <Icon size={20} stroke={1.6} />
              </ListItemIcon>
              {t(`theme.${mode}`)}
            </MenuItem>
          );
        })
      }
    </ToolbarMenuButton>
  );
}
