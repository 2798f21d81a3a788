import { useTranslation } from 'react-i18next';
import { MiscPage } from './misc-page';

export function ServerErrorPage() {
  const { t } = useTranslation('misc');
  return (
    <MiscPage
      code="500"
      title={t('serverError.title')}
      text={t('serverError.text')}
      action={{ label: t('backHome'), to: '/' }}
      illustration="server-error"
    />
  );
}
