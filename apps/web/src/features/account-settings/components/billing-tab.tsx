import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/components/retry-alert';
import { useSession } from '@/lib/session/session-store';
import type { AccountSettingsSearch } from '../account-settings-tabs';
import { billingQueryOptions } from '../api/billing';
import { BillingAddressCard } from './billing-address-card';
import { CurrentPlanCard } from './current-plan-card';

/** The billing-plans tab: the plan and its change, and the billing address. */
export function BillingTab({ chosen }: { chosen: AccountSettingsSearch }) {
  const { t } = useTranslation('account-settings');
  const query = useQuery(billingQueryOptions());
  const session = useSession();
  const navigate = useNavigate();
  if (query.isError) {
    return (
      <RetryAlert retryLabel={t('retry')} onRetry={() => void query.refetch()}>
        {t('billing.loadError')}
      </RetryAlert>
    );
  }
  if (!query.data) {
    return (
      <Box sx={{ display: 'grid', gap: 3 }} aria-busy>
        <Skeleton variant="rounded" height={240} />
        <Skeleton variant="rounded" height={420} />
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <CurrentPlanCard
        billing={query.data}
        chosen={chosen}
        onChosenSeen={() =>
          chosen.plan &&
          void navigate({
            to: '/pages/account-settings/$tab',
            params: { tab: 'billing-plans' },
            search: {},
            replace: true,
          })
        }
      />
      <BillingAddressCard billing={query.data} email={session?.userData.email ?? ''} />
    </Box>
  );
}
