import { type BillingCycle, type Plan, yearlySavingPercent } from '@app/contracts/pricing';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { IconCircleCheck, IconCrown, IconRocket, IconUser, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIntlFormat } from '@/lib/intl-format';

const ICON = { basic: IconUser, team: IconUsers, company: IconRocket, enterprise: IconCrown };

type Props = {
  plans: Plan[];
  cycle: BillingCycle;
  /** Marks the plan the signed-in user has. */
  currentPlan?: string;
  /** The button (or link) under each plan: choose it, sign up, … */
  action: (plan: Plan) => ReactNode;
};

/**
 * The plans side by side with their price for the chosen cycle and what each includes. Shared by
 * /pages/pricing and the public /front-pages/pricing: it reads nothing but its props.
 */
export function PricingCards({ plans, cycle, currentPlan, action }: Props) {
  const { t } = useTranslation('pricing');
  const { money, number } = useIntlFormat();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, 1fr)',
          lg: `repeat(${Math.max(plans.length, 1)}, 1fr)`,
        },
        alignItems: 'stretch',
      }}
    >
      {plans.map((plan) => {
        const Icon = ICON[plan.key];
        const perMonth = cycle === 'yearly' ? plan.yearlyPrice / 12 : plan.monthlyPrice;
        const saving = yearlySavingPercent(plan);
        const current = plan.key === currentPlan;
        const features = [
          plan.maxUsers === null
            ? t('features.unlimitedUsers')
            : t('features.users', { count: plan.maxUsers, n: number(plan.maxUsers) }),
          t('features.storage', { n: number(plan.storageGb) }),
          t(`features.support.${plan.support}`),
        ];
        return (
          <Card
            key={plan.key}
            component="section"
            aria-labelledby={`plan-${plan.key}`}
            sx={(theme) => ({
              position: 'relative',
              display: 'flex',
              flexDirection: 'column',
              border: 1,
              borderColor: plan.popular ? 'primary.main' : 'divider',
              boxShadow: plan.popular ? `0 4px 18px ${alpha(theme.palette.primary.main, 0.25)}` : undefined,
            })}
          >
            <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, flexGrow: 1, p: 3 }}>
              <Box
                sx={{
                  display: 'flex',
                  justifyContent: 'space-between',
                  alignItems: 'center',
                  gap: 1,
                  minHeight: 28,
                }}
              >
                <Box
                  sx={(theme) => ({
                    display: 'grid',
                    placeItems: 'center',
                    width: 44,
                    height: 44,
                    borderRadius: 1.5,
                    color: 'primary.main',
                    bgcolor: alpha(theme.palette.primary.main, 0.14),
                  })}
                  aria-hidden
                >
                  <Icon size={26} stroke={1.6} />
                </Box>
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
                  {current && <Chip size="small" color="success" label={t('current')} />}
                  {plan.popular && <Chip size="small" color="primary" label={t('popular')} />}
                </Box>
              </Box>
              <div>
                <Typography id={`plan-${plan.key}`} variant="h5" component="h2">
                  {t(`plans.${plan.key}`)}
                </Typography>
                <Typography color="text.secondary" variant="body2">
                  {t(`summary.${plan.key}`)}
                </Typography>
              </div>
              <div>
                <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 0.5, flexWrap: 'wrap' }}>
                  <Typography variant="h4" component="p" color="primary.main" sx={{ fontWeight: 600 }}>
                    {perMonth === 0 ? t('free') : money(Math.round(perMonth * 100) / 100)}
                  </Typography>
                  {perMonth > 0 && <Typography color="text.secondary">{t('perMonth')}</Typography>}
                </Box>
                <Typography variant="body2" color="text.secondary" sx={{ minHeight: 20 }}>
                  {perMonth === 0
                    ? t('freeForever')
                    : cycle === 'yearly'
                      ? t('billedYearly', { amount: money(plan.yearlyPrice), percent: saving })
                      : t('billedMonthly')}
                </Typography>
              </div>
              <Box
                component="ul"
                sx={{
                  m: 0,
                  p: 0,
                  listStyle: 'none',
                  display: 'grid',
                  gap: 1,
                  flexGrow: 1,
                  alignContent: 'start',
                }}
              >
                {features.map((feature) => (
                  <Box component="li" key={feature} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <Box component="span" sx={{ color: 'primary.main', display: 'flex' }} aria-hidden>
                      <IconCircleCheck size={18} />
                    </Box>
                    <Typography variant="body2">{feature}</Typography>
                  </Box>
                ))}
              </Box>
              <div>{action(plan)}</div>
            </CardContent>
          </Card>
        );
      })}
    </Box>
  );
}
