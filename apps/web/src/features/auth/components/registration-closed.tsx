import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';

export function RegistrationClosed() {
  const { t } = useTranslation('auth');
  return (
    <Alert severity="info" role="alert">
      <AlertTitle>{t('register.closedTitle')}</AlertTitle>
      {t('register.closed')}
    </Alert>
  );
}
