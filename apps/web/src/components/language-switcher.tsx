import MenuItem from '@mui/material/MenuItem';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@/i18n';
import { settingsStore, useSettings } from '@/lib/settings/settings-store';
import { ToolbarMenuButton } from './toolbar-menu-button';

/** Picks the interface language; Arabic turns the whole page right-to-left (spec 000 §4). */
export function LanguageSwitcher() {
  const { t } = useTranslation('app');
  const { language } = useSettings();
  return (
    <ToolbarMenuButton
      tooltip={t('navbar.language')}
      label={t('navbar.language')}
      icon={<IconLanguage size={22} stroke={1.6} />}
    >
      {(close) =>
        LANGUAGES.map((lang) => (
          <MenuItem
            key={lang.code}
            lang={lang.code}
            selected={lang.code === language}
            onClick={() => {
              settingsStore.set({ language: lang.code });
              close();
            }}
          >
            {lang.label}
          </MenuItem>
        ))
      }
    </ToolbarMenuButton>
  );
}
