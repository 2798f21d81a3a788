import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { IconLanguage } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@/i18n';
import { settingsStore, useSettings } from '@/lib/settings/settings-store';

/** Picks the interface language; Arabic turns the whole page right-to-left (spec 000 §4). */
export function LanguageSwitcher() {
  const { t } = useTranslation('app');
  const { language } = useSettings();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <Tooltip title={t('navbar.language')}>
        <IconButton
          onClick={(e) => setAnchor(e.currentTarget)}
          aria-label={t('navbar.language')}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          sx={{ color: 'text.primary' }}
        >
          <IconLanguage size={22} stroke={1.6} />
        </IconButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { mt: '2px', minWidth: 160 } } }}
      >
        {LANGUAGES.map((lang) => (
          <MenuItem
            key={lang.code}
            lang={lang.code}
            selected={lang.code === language}
            onClick={() => {
              settingsStore.set({ language: lang.code });
              setAnchor(null);
            }}
          >
            {lang.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
