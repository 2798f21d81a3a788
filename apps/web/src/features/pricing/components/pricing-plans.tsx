import type { BillingCycle, Plan } from '@app/contracts/pricing';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/components/retry-alert';
import { PricingCards } from './pricing-cards';

type Props = {
  /** The plans' query (`pricingQueryOptions`), read by the page too for its cycle switch. */
  query: UseQueryResult<{ plans: Plan[] }>;
  cycle: BillingCycle;
  currentPlan?: string;
  action: (plan: Plan) => ReactNode;
};

/** The plans of both pricing pages: card skeletons while loading, a retry on failure, then the cards. */
export function PricingPlans({ query, cycle, currentPlan, action }: Props) {
  const { t } = useTranslation('pricing');
  if (query.isPending) {
    return (
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
        }}
        aria-busy
      >
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={420} />
        ))}
      </Box>
    );
  }
  if (query.isError) {
    return (
      <RetryAlert retryLabel={t('retry')} onRetry={() => void query.refetch()}>
        {t('loadError')}
      </RetryAlert>
    );
  }
  return <PricingCards plans={query.data.plans} cycle={cycle} currentPlan={currentPlan} action={action} />;
}
