import { type BillingCycle, yearlySavingPercent } from '@app/contracts/pricing';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RouterButton } from '@/components/router-links';
import { pricingQueryOptions } from '@/lib/queries/pricing';
import { useSession } from '@/lib/session/session-store';
import { BillingCycleSwitch } from './billing-cycle-switch';
import { PricingPlans } from './pricing-plans';

type Props = { cycle: BillingCycle; onCycleChange: (cycle: BillingCycle) => void };

/**
 * /front-pages/pricing: the same plans for visitors. A visitor is sent to sign up; a signed-in person
 * to their billing tab with the plan chosen.
 */
export function FrontPricingPage({ cycle, onCycleChange }: Props) {
  const { t } = useTranslation('pricing');
  const signedIn = useSession() !== null;
  const query = useQuery(pricingQueryOptions());
  const plans = query.data?.plans ?? [];
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      <Box sx={{ textAlign: 'center', mb: 4 }}>
        <Typography
          variant="h3"
          component="h1"
          sx={{ fontWeight: 600, fontSize: { xs: '1.9rem', md: '2.5rem' } }}
        >
          {t('title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1.5, maxWidth: 640, mx: 'auto' }}>
          {t('subtitle')}
        </Typography>
        <Box sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}>
          <BillingCycleSwitch
            value={cycle}
            onChange={onCycleChange}
            saving={Math.max(0, ...plans.map(yearlySavingPercent))}
          />
        </Box>
      </Box>
      <PricingPlans
        query={query}
        cycle={cycle}
        action={(plan) =>
          signedIn ? (
            <RouterButton
              to="/pages/account-settings/$tab"
              params={{ tab: 'billing-plans' }}
              search={{ plan: plan.key, cycle }}
              fullWidth
              variant={plan.popular ? 'contained' : 'outlined'}
            >
              {t('chooseInAccount')}
            </RouterButton>
          ) : (
            <RouterButton
              to="/register"
              fullWidth
              variant={plan.popular ? 'contained' : 'outlined'}
              aria-label={`${t('getStarted')}: ${t(`plans.${plan.key}`)}`}
            >
              {t('getStarted')}
            </RouterButton>
          )
        }
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
        {t('note')}
      </Typography>
    </Container>
  );
}
