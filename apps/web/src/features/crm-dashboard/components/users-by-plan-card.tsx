import type { CrmDashboardAnswer } from '@app/contracts';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { IconCrown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TintedIcon } from '@/components/tinted-icon';
import type { IntlFormat } from '@/lib/intl-format';
import { shareOf } from '../lib/format';
import { planTone } from '../lib/tones';

type Props = { plans: CrmDashboardAnswer['usersByPlan']; total: number; format: IntlFormat };

/** One progress bar per plan: how many users hold it and their share of all users. */
export function UsersByPlanCard({ plans, total, format }: Props) {
  const { t } = useTranslation('crm-dashboard');
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader
        title={t('plans.title')}
        subheader={t('plans.subtitle')}
        slotProps={{ title: { variant: 'h5', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Stack spacing={2.25}>
          {plans.map((p) => {
            const tone = planTone(p.plan);
            const label = t(`plans.names.${p.plan}`, { defaultValue: p.plan });
            const share = shareOf(p.count, total);
            return (
              <Stack key={p.plan} direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
                <TintedIcon icon={IconCrown} tone={tone} size={34} />
                <Stack sx={{ flex: 1, minWidth: 0, gap: 0.75 }}>
                  <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                    <Typography variant="body1" sx={{ fontWeight: 500 }}>
                      {label}
                    </Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {t('plans.count', { count: p.count, value: format.number(p.count) })} ·{' '}
                      {format.percent(share)}
                    </Typography>
                  </Stack>
                  <LinearProgress
                    variant="determinate"
                    value={share * 100}
                    color={tone}
                    aria-label={label}
                    sx={(theme) => ({
                      height: 8,
                      borderRadius: 4,
                      bgcolor: alpha(theme.palette[tone].main, 0.16),
                      '& .MuiLinearProgress-bar': { borderRadius: 4 },
                    })}
                  />
                </Stack>
              </Stack>
            );
          })}
        </Stack>
      </CardContent>
    </Card>
  );
}
