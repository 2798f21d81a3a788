import type { LogisticsDashboardAnswer } from '@app/contracts';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { IntlFormat } from '@/lib/intl-format';
import { shareOf } from '../logistics-figures';
import { DashboardCard } from './dashboard-card';

type Props = { reasons?: LogisticsDashboardAnswer['delayReasons']; format: IntlFormat };

const TONES = ['primary', 'warning', 'error', 'info', 'success'] as const;

/**
 * Why the period's late deliveries were late: each reason with its count and share. Bars rather than
 * a ring: MUI X's pie chart would add 80 kB to the dashboard's route (docs/logistics.md).
 */
export function DelayReasonsCard({ reasons, format }: Props) {
  const { t } = useTranslation('logistics');
  const rows = reasons ?? [];
  const total = rows.reduce((s, r) => s + r.deliveries, 0);
  return (
    <DashboardCard
      title={t('reasons.title')}
      subtitle={reasons && t('reasons.subtitle', { count: total, value: format.number(total) })}
      ready={Boolean(reasons)}
      skeletonHeight={220}
    >
      {total === 0 ? (
        <Typography color="text.secondary">{t('reasons.empty')}</Typography>
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {rows.map((r, i) => {
            const label = t(`reason.${r.reason}`);
            const share = shareOf(r.deliveries, total);
            return (
              <Stack key={r.reason} component="li" spacing={0.75}>
                <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1 }}>
                  <Typography sx={{ flex: 1, fontWeight: 500 }} noWrap>
                    {label}
                  </Typography>
                  <Typography sx={{ fontWeight: 600 }}>{format.number(r.deliveries)}</Typography>
                  <Typography color="text.secondary" sx={{ minWidth: 44, textAlign: 'end' }}>
                    {format.wholePercent(share)}
                  </Typography>
                </Stack>
                <LinearProgress
                  variant="determinate"
                  color={TONES[i % TONES.length]}
                  value={share * 100}
                  aria-label={t('reasons.share', { name: label, value: format.percent(share) })}
                  sx={{ height: 8, borderRadius: 4 }}
                />
              </Stack>
            );
          })}
        </Stack>
      )}
    </DashboardCard>
  );
}
