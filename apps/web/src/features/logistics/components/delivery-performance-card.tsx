import type { DeliveryFigures } from '@app/contracts';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ChangeChip } from '@/components/date-range/change-chip';
import type { IntlFormat } from '@/lib/intl-format';
import { DashboardCard } from './dashboard-card';

type Props = { current?: DeliveryFigures; previous?: DeliveryFigures; format: IntlFormat };

/** The period's deliveries against the period before: each figure, its value then, and the change. */
export function DeliveryPerformanceCard({ current, previous, format }: Props) {
  const { t } = useTranslation('logistics');
  const hours = (h: number | null) =>
    h === null ? '—' : t('performance.hours', { value: format.number(h) });
  const rows =
    current && previous
      ? [
          { key: 'shipments', now: current.shipments, before: previous.shipments },
          { key: 'delivered', now: current.delivered, before: previous.delivered },
          { key: 'onTime', now: current.onTime, before: previous.onTime },
          { key: 'delayed', now: current.delayed, before: previous.delayed, upIsBad: true },
        ]
      : [];
  return (
    <DashboardCard
      title={t('performance.title')}
      subtitle={t('performance.subtitle')}
      ready={Boolean(current && previous)}
      skeletonHeight={240}
    >
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((r) => (
          <Stack key={r.key} component="li" direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
            <Stack sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 500 }}>{t(`performance.${r.key}`)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('performance.before', { value: format.number(r.before) })}
              </Typography>
            </Stack>
            <Typography variant="h6" component="p">
              {format.number(r.now)}
            </Typography>
            <ChangeChip current={r.now} previous={r.before} format={format} upIsBad={r.upIsBad} />
          </Stack>
        ))}
        {current && previous && (
          <Stack component="li" direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
            <Stack sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 500 }}>{t('performance.averageTime')}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('performance.beforeText', { value: hours(previous.averageDeliveryHours) })}
              </Typography>
            </Stack>
            <Typography variant="h6" component="p">
              {hours(current.averageDeliveryHours)}
            </Typography>
          </Stack>
        )}
      </Stack>
    </DashboardCard>
  );
}
