import { useTranslation } from 'react-i18next';
import { MiscPage } from './misc-page';

/** Where a signed-in user lands when their role may not open a page (spec 000 §6). */
export function NotAuthorizedPage() {
  const { t } = useTranslation('misc');
  return (
    <MiscPage
      code="401"
      title={t('notAuthorized.title')}
      text={t('notAuthorized.text')}
      action={{ label: t('backHome'), to: '/' }}
      illustration="not-authorized"
    />
  );
}
