import { type UserDetail, userPlans } from '@app/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { IconCircleFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useIntlFormat } from '@/lib/intl-format';

type Props = { user: UserDetail; canUpdate: boolean; onChangePlan: () => void };

/** The current plan, what it includes and where it sits among the four tiers. */
export function UserPlanCard({ user, canUpdate, onChangePlan }: Props) {
  const { t } = useTranslation('user');
  const plan = user.currentPlan;
  const tier = Math.max(0, userPlans.indexOf(plan as (typeof userPlans)[number])) + 1;
  const features = t(`planCard.features.${plan}`, { returnObjects: true, defaultValue: [] }) as string[];
  const { number } = useIntlFormat();
  return (
    <Card
      sx={(theme) => ({
        border: 2,
        borderColor: 'primary.main',
        boxShadow: `0 4px 18px ${alpha(theme.palette.primary.main, 0.25)}`,
      })}
    >
      <CardContent sx={{ p: { xs: 3, sm: 4 }, display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2 }}>
          <div>
            <Typography variant="body2" color="text.secondary">
              {t('planCard.current')}
            </Typography>
            <Typography variant="h4" component="h2" color="primary.main" sx={{ fontWeight: 600 }}>
              {t(`plans.${plan}`, { defaultValue: plan })}
            </Typography>
          </div>
          <Chip
            size="small"
            label={t(`billing.${user.billing}`, { defaultValue: user.billing })}
            sx={(theme) => ({
              color: 'primary.main',
              bgcolor: alpha(theme.palette.primary.main, 0.16),
              borderRadius: 1,
            })}
          />
        </Box>
        <Typography color="text.secondary">{t(`planCard.summary.${plan}`, { defaultValue: '' })}</Typography>
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.25 }}>
          {features.map((feature) => (
            <Box component="li" key={feature} sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
              <Box component="span" sx={{ color: 'text.disabled', display: 'flex' }} aria-hidden>
                <IconCircleFilled size={8} />
              </Box>
              <Typography>{feature}</Typography>
            </Box>
          ))}
        </Box>
        <div>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 1 }}>
            <Typography sx={{ fontWeight: 500 }}>{t('planCard.tier')}</Typography>
            <Typography sx={{ fontWeight: 500 }}>
              {t('planCard.tierOf', {
                tier: number(tier),
                count: userPlans.length,
                total: number(userPlans.length),
              })}
            </Typography>
          </Box>
          <LinearProgress
            variant="determinate"
            value={(tier / userPlans.length) * 100}
            aria-label={t('planCard.tier')}
            sx={{ height: 8, borderRadius: 4 }}
          />
        </div>
        {canUpdate && (
          <Button variant="contained" fullWidth onClick={onChangePlan}>
            {t('planCard.change')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
