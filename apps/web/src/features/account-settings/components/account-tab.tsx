import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/components/retry-alert';
import { accountQueryOptions } from '../api/account';
import { AccountDetailsCard } from './account-details-card';
import { DeactivateCard } from './deactivate-card';
import { EmailCard } from './email-card';

/** The account tab: details and picture, e-mail address, deactivation. */
export function AccountTab() {
  const { t } = useTranslation('account-settings');
  const query = useQuery(accountQueryOptions());
  if (query.isError) {
    return (
      <RetryAlert retryLabel={t('retry')} onRetry={() => void query.refetch()}>
        {t('account.loadError')}
      </RetryAlert>
    );
  }
  if (!query.data) {
    return (
      <Box sx={{ display: 'grid', gap: 3 }} aria-busy>
        <Skeleton variant="rounded" height={480} />
        <Skeleton variant="rounded" height={220} />
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <AccountDetailsCard account={query.data} />
      <EmailCard account={query.data} />
      <DeactivateCard />
    </Box>
  );
}
