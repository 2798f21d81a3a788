import type { LogisticsDashboardAnswer } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { GroupedBarChart } from '@/components/charts/grouped-bar-chart';
import type { IntlFormat } from '@/lib/intl-format';
import { DashboardCard } from './dashboard-card';

type Props = { statistics?: LogisticsDashboardAnswer['shipmentStatistics']; format: IntlFormat };

const HEIGHT = 300;

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
      <GroupedBarChart
        rows={rows}
        series={[
          { dataKey: 'shipped', label: t('statistics.shipped'), tone: 'primary' },
          { dataKey: 'delivered', label: t('statistics.delivered'), tone: 'success' },
        ]}
        ariaLabel={t('statistics.aria', {
          shipped: format.number(shipped),
          delivered: format.number(delivered),
        })}
        keyLabel={label}
        height={HEIGHT}
        showTick={(index) => index % step === 0}
      />
    </DashboardCard>
  );
}
