import type { Deal } from '@app/contracts/deal';
import { useTranslation } from 'react-i18next';
import { RouterButton } from '@/components/router-links';
import { WizardDone } from '@/components/wizard/wizard-done';
import { useCan } from '@/lib/session/can';

type Props = { deal: Deal; onAnother: () => void };

/** The created deal, with the way to the deal list. */
export function DealDone({ deal, onAnother }: Props) {
  const { t } = useTranslation('deal');
  const canRead = useCan({ action: 'read', subject: 'Deal' });
  return (
    <WizardDone
      title={t('done.title', { title: deal.title })}
      text={t('done.text', { code: deal.code, status: t(`status.${deal.status}`) })}
      open={
        canRead && (
          <RouterButton variant="contained" to="/apps/deals" search={{ q: deal.code }}>
            {t('done.open')}
          </RouterButton>
        )
      }
      anotherLabel={t('done.another')}
      onAnother={onAnother}
    />
  );
}
