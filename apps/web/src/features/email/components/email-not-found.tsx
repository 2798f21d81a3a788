import { IconMailOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NotFoundCard } from '@/components/not-found-card';

/** An unknown folder or label in the address. */
export function EmailNotFound() {
  const { t } = useTranslation('email');
  return (
    <NotFoundCard
      icon={IconMailOff}
      title={t('notFound.title')}
      text={t('notFound.text')}
      backLabel={t('notFound.back')}
      backTo="/apps/email"
    />
  );
}
