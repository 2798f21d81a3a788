import type { LogisticsDashboardAnswer } from '@app/contracts';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { IntlFormat } from '@/lib/intl-format';
import { DashboardCard } from './dashboard-card';

type Props = { statistics?: LogisticsDashboardAnswer['shipmentStatistics']; format: IntlFormat };

const HEIGHT = 300;

export type ShipmentBarsProps = {
  rows: LogisticsDashboardAnswer['shipmentStatistics']['rows'];
  height: number;
  /** Every `step`-th bucket has a label on the axis. */
  step: number;
  label: (key: string) => string;
};

// MUI X Charts loads after the dashboard's figures, in its own chunk (see components/charts).
const ShipmentBars = lazy(() => import('./shipment-bars').then((m) => ({ default: m.ShipmentBars })));

/** Bars of shipped and delivered per day (per month over long periods), every bucket of the period on the axis. */
export function ShipmentStatisticsCard({ statistics, format }: Props) {
  const { t } = useTranslation('logistics');
  const rows = statistics?.rows ?? [];
  const shipped = rows.reduce((s, r) => s + r.shipped, 0);
  const delivered = rows.reduce((s, r) => s + r.delivered, 0);
  const dayFormat = new Intl.DateTimeFormat(format.locale, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  // Every bucket has a bar, but only about eight have a label: dates side by side would overlap.
  const step = Math.max(1, Math.ceil(rows.length / 8));
  const label = (key: string) =>
    statistics?.bucket === 'month' ? format.monthShort(key) : dayFormat.format(new Date(`${key}T00:00:00Z`));
  return (
    <DashboardCard
      title={t('statistics.title')}
      subtitle={
        statistics &&
        t('statistics.subtitle', { shipped: format.number(shipped), delivered: format.number(delivered) })
      }
      ready={Boolean(statistics)}
      skeletonHeight={HEIGHT}
    >
      <Box
        sx={{ height: HEIGHT }}
        role="img"
        aria-label={t('statistics.aria', {
          shipped: format.number(shipped),
          delivered: format.number(delivered),
        })}
      >
        <Suspense fallback={<Skeleton variant="rounded" height={HEIGHT} />}>
          <ShipmentBars rows={rows} height={HEIGHT} step={step} label={label} />
        </Suspense>
      </Box>
    </DashboardCard>
  );
}
