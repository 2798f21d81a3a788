import { type Icon, IconCalendarStats, IconChecks, IconCircleX, IconWallet } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { StatCard, type StatTone } from '@/components/stat-card/stat-card';
import { StatCardGrid } from '@/components/stat-card/stat-card-grid';
import { useIntlFormat } from '@/lib/intl-format';
import { orderStatsQueryOptions } from '../api/get-order-stats';

type Key = 'pendingPayment' | 'completed' | 'cancelled' | 'failed';
const STATS: { key: Key; icon: Icon; tone: StatTone }[] = [
  { key: 'pendingPayment', icon: IconCalendarStats, tone: 'warning' },
  { key: 'completed', icon: IconChecks, tone: 'success' },
  { key: 'cancelled', icon: IconWallet, tone: 'secondary' },
  { key: 'failed', icon: IconCircleX, tone: 'error' },
];

/** Orders waiting for payment, delivered, cancelled and failed, each with its share of all orders. */
export function OrderStatCards() {
  const { t } = useTranslation('order');
  const format = useIntlFormat();
  const stats = useQuery(orderStatsQueryOptions());
  const data = stats.data;
  return (
    <StatCardGrid
      label={t('stats.label')}
      items={STATS.map(({ key, icon, tone }) => {
        const value = data?.[key];
        const shown = value === undefined ? undefined : format.number(value);
        const hint = stats.isError
          ? t('stats.unavailable')
          : !data
            ? t(`stats.${key}Hint`)
            : t('stats.share', {
                share: format.wholePercent(data.total > 0 ? (value ?? 0) / data.total : 0),
              });
        return {
          key,
          card: (
            <StatCard
              title={t(`stats.${key}`)}
              value={stats.isError ? '—' : shown}
              hint={hint}
              icon={icon}
              tone={tone}
            />
          ),
        };
      })}
    />
  );
}
