import { useTranslation } from 'react-i18next';
import { MiscPage } from './misc-page';

/**
 * No "notify me" form: nothing would send the e-mail, and a form that pretends to would mislead.
 * The page says what is coming and offers the way back.
 */
export function ComingSoonPage() {
  const { t } = useTranslation('misc');
  return (
    <MiscPage
      title={t('comingSoon.title')}
      text={t('comingSoon.text')}
      action={{ label: t('backHome'), to: '/' }}
      illustration="coming-soon"
    />
  );
}
