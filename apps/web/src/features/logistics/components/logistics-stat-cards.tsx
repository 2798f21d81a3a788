import type { LogisticsDashboardAnswer } from '@app/contracts';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconClockExclamation,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ChangeChip } from '@/components/date-range/change-chip';
import { StatCard } from '@/components/stat-card/stat-card';
import { StatCardGrid } from '@/components/stat-card/stat-card-grid';
import type { IntlFormat } from '@/lib/intl-format';
import { onTimeRate } from '../logistics-figures';

type Props = { data?: LogisticsDashboardAnswer; format: IntlFormat };

/** The period's shipments, on-time rate and delays against the period before, and the fleet's warnings now. */
export function LogisticsStatCards({ data, format }: Props) {
  const { t } = useTranslation('logistics');
  const cur = data?.current;
  const prev = data?.previous;
  const rate = cur && onTimeRate(cur);
  const prevRate = prev && onTimeRate(prev);
  const cards = [
    {
      key: 'shipments',
      icon: IconTruckDelivery,
      tone: 'primary' as const,
      value: cur && format.number(cur.shipments),
      badge: cur && prev && <ChangeChip current={cur.shipments} previous={prev.shipments} format={format} />,
    },
    {
      key: 'onTime',
      icon: IconCircleCheck,
      tone: 'success' as const,
      value: cur && (rate === null || rate === undefined ? '—' : format.percent(rate)),
      hint:
        cur && prevRate != null ? t('stats.onTimeBefore', { value: format.percent(prevRate) }) : undefined,
    },
    {
      key: 'delayed',
      icon: IconClockExclamation,
      tone: 'warning' as const,
      value: cur && format.number(cur.delayed),
      badge: cur && prev && (
        <ChangeChip current={cur.delayed} previous={prev.delayed} format={format} upIsBad />
      ),
    },
    {
      key: 'warnings',
      icon: IconAlertTriangle,
      tone: 'error' as const,
      value: data && format.number(data.vehicleOverview.withWarnings),
      hint: data && t('stats.warningsOf', { value: format.number(data.vehicleOverview.total) }),
    },
  ];
  return (
    <StatCardGrid
      label={t('stats.label')}
      items={cards.map(({ key, hint, ...c }) => ({
        key,
        card: <StatCard title={t(`stats.${key}`)} hint={hint ?? t(`stats.${key}Hint`)} {...c} />,
      }))}
    />
  );
}
