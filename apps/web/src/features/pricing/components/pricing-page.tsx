import { type BillingCycle, yearlySavingPercent } from '@app/contracts/pricing';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { RouterButton } from '@/components/router-links';
import { billingQueryOptions } from '@/lib/queries/billing';
import { pricingQueryOptions } from '@/lib/queries/pricing';
import { BillingCycleSwitch } from './billing-cycle-switch';
import { PricingPlans } from './pricing-plans';

type Props = { cycle: BillingCycle; onCycleChange: (cycle: BillingCycle) => void };

/** /pages/pricing: the plans with a monthly/yearly switch; choosing one opens the billing tab. */
export function PricingPage({ cycle, onCycleChange }: Props) {
  const { t } = useTranslation('pricing');
  const query = useQuery(pricingQueryOptions());
  const billing = useQuery(billingQueryOptions());
  const plans = query.data?.plans ?? [];
  const bestSaving = Math.max(0, ...plans.map(yearlySavingPercent));
  return (
    <Box>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Box sx={{ mb: 4 }}>
        <BillingCycleSwitch value={cycle} onChange={onCycleChange} saving={bestSaving} />
      </Box>
      <PricingPlans
        query={query}
        cycle={cycle}
        currentPlan={billing.data?.currentPlan}
        action={(plan) => (
          <RouterButton
            to="/pages/account-settings/$tab"
            params={{ tab: 'billing-plans' }}
            search={plan.key === billing.data?.currentPlan ? {} : { plan: plan.key, cycle }}
            fullWidth
            variant={plan.popular ? 'contained' : 'outlined'}
          >
            {plan.key === billing.data?.currentPlan
              ? t('manage')
              : t('choose', { plan: t(`plans.${plan.key}`) })}
          </RouterButton>
        )}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
        {t('note')}
      </Typography>
    </Box>
  );
}
