import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { useToast } from '@/components/toast/use-toast';
import type { ReferralListSearch } from '../referrals-search';
import { ReferralHowTo } from './referral-how-to';
import { ReferralStatCards } from './referral-stat-cards';
import { ReferralsList } from './referrals-list';

type Props = { search: ReferralListSearch; onSearchChange: (patch: Partial<ReferralListSearch>) => void };

export function ReferralsPage({ search, onSearchChange }: Props) {
  const { t } = useTranslation('referral');
  const { notify } = useToast();
  return (
    <Stack>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Stack spacing={3}>
        <ReferralStatCards />
        <ReferralHowTo
          onCopied={(ok) => (ok ? notify(t('howTo.copied')) : notify(t('howTo.copyFailed'), 'error'))}
        />
        <ReferralsList search={search} onSearchChange={onSearchChange} />
      </Stack>
    </Stack>
  );
}
