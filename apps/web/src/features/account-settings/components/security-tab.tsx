import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/components/retry-alert';
import { useCan } from '@/lib/session/can';
import { securityQueryOptions } from '../api/security';
import { ChangePasswordCard } from './change-password-card';
import { RecentDevicesCard } from './recent-devices-card';
import { RegistrationSettingsCard } from './registration-settings-card';
import { TwoStepCard } from './two-step-card';

/** The security tab: password, two-step sign-in and the user's sessions. */
export function SecurityTab() {
  const { t } = useTranslation('account-settings');
  const query = useQuery(securityQueryOptions());
  const isAdmin = useCan({ action: 'manage', subject: 'all' });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <ChangePasswordCard />
      {query.isPending && (
        <>
          <Skeleton variant="rounded" height={180} />
          <Skeleton variant="rounded" height={220} />
        </>
      )}
      {query.isError && (
        <RetryAlert retryLabel={t('retry')} onRetry={() => query.refetch()}>
          {t('loadError')}
        </RetryAlert>
      )}
      {query.data && (
        <>
          <TwoStepCard {...query.data.twoFactor} />
          <RecentDevicesCard sessions={query.data.sessions} />
        </>
      )}
      {isAdmin && <RegistrationSettingsCard />}
    </Box>
  );
}
