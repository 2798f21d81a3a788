import { useTheme } from '@mui/material/styles';
import { IconChevronLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AccountLink } from './account-link';

/** "‹ Back to login", with the chevron pointing backwards in either direction. */
export function BackToLogin() {
  const { t } = useTranslation('auth');
  const rtl = useTheme().direction === 'rtl';
  return (
    <AccountLink
      to="/login"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'center' }}
    >
      <IconChevronLeft size={20} style={{ transform: rtl ? 'scaleX(-1)' : undefined }} aria-hidden />
      {t('backToLogin')}
    </AccountLink>
  );
}
