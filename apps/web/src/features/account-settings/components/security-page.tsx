import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/app/session/can';
import { PageHeader } from '@/components/page-header';
import { RetryAlert } from '@/components/retry-alert';
import { securityQueryOptions } from '../api/security';
import { ChangePasswordCard } from './change-password-card';
import { RecentDevicesCard } from './recent-devices-card';
import { RegistrationSettingsCard } from './registration-settings-card';
import { TwoStepCard } from './two-step-card';

/** /pages/account-settings/security: password, two-step sign-in and the user's sessions. */
export function SecurityPage() {
  const { t } = useTranslation('account-settings');
  const query = useQuery(securityQueryOptions());
  const isAdmin = useCan({ action: 'manage', subject: 'all' });
  return (
    <Box>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Tabs value="security" aria-label={t('tabs')} sx={{ mb: 3 }}>
        <Tab value="security" icon={<IconLock size={20} />} iconPosition="start" label={t('security')} />
      </Tabs>
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
    </Box>
  );
}
