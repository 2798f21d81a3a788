import { useTranslation } from 'react-i18next';
import { MiscPage } from './misc-page';

export function NotFoundPage() {
  const { t } = useTranslation('misc');
  return (
    <MiscPage
      code="404"
      title={t('notFound.title')}
      text={t('notFound.text')}
      action={{ label: t('backHome'), to: '/' }}
      illustration="not-found"
    />
  );
}
