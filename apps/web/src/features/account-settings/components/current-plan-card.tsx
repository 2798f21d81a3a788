import type { BillingAnswer } from '@app/contracts/account-settings';
import type { BillingCycle, PlanKey } from '@app/contracts/pricing';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { RouterButton } from '@/components/router-links';
import { useIntlFormat } from '@/lib/intl-format';
import { usePlanChangeDialog } from './use-plan-change-dialog';

type Props = {
  billing: BillingAnswer;
  /** A plan chosen on the pricing page: the change dialog opens with it. */
  chosen: { plan?: PlanKey; cycle?: BillingCycle };
  onChosenSeen: () => void;
};

/** The user's plan (from the users table), its cycle and price, and the way to change it. */
export function CurrentPlanCard({ billing, chosen, onChosenSeen }: Props) {
  const { t } = useTranslation('account-settings');
  const { money, date } = useIntlFormat();
  const { pricing, plans, plan, open, dialog } = usePlanChangeDialog({
    billing,
    chosen,
    onClose: onChosenSeen,
  });
  const price = !plan
    ? null
    : plan.monthlyPrice === 0
      ? t('billing.free')
      : billing.cycle === 'yearly'
        ? t('billing.pricePerYear', { amount: money(plan.yearlyPrice) })
        : t('billing.pricePerMonth', { amount: money(plan.monthlyPrice) });
  return (
    <Card>
      <CardHeader title={t('billing.currentTitle')} subheader={t('billing.currentSubtitle')} />
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        {pricing.isError && <Alert severity="error">{t('billing.plansError')}</Alert>}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Typography variant="h5" component="p" color="primary.main" sx={{ fontWeight: 600 }}>
            {t(`plans.${billing.currentPlan}`, { defaultValue: billing.currentPlan })}
          </Typography>
          <Chip size="small" label={t(`billing.${billing.cycle}`)} />
        </Box>
        <Typography color="text.secondary">{pricing.isPending ? <Skeleton width={160} /> : price}</Typography>
        <Typography variant="body2" color="text.secondary">
          {billing.planChangedAt
            ? t('billing.changedAt', { date: date(billing.planChangedAt) })
            : t('billing.neverChanged')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Button variant="contained" disabled={!plans.length} onClick={open}>
            {t('billing.change')}
          </Button>
          <RouterButton to="/pages/pricing" variant="outlined" color="secondary">
            {t('billing.comparePlans')}
          </RouterButton>
        </Box>
      </CardContent>
      {dialog}
    </Card>
  );
}
