import { useTranslation } from 'react-i18next';
import { MiscPage } from './misc-page';

export function UnderMaintenancePage() {
  const { t } = useTranslation('misc');
  return (
    <MiscPage
      title={t('maintenance.title')}
      text={t('maintenance.text')}
      action={{ label: t('backHome'), to: '/' }}
      illustration="maintenance"
    />
  );
}
