import type { CrmDashboardAnswer } from '@app/contracts';
import { IconCash, IconReceipt, IconShoppingCart, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ChangeChip } from '@/components/date-range/change-chip';
import { StatCard } from '@/components/stat-card/stat-card';
import { StatCardGrid } from '@/components/stat-card/stat-card-grid';
import type { IntlFormat } from '@/lib/intl-format';

type Props = {
  /** Undefined while loading: each card shows a skeleton. */
  current?: CrmDashboardAnswer['current'];
  previous?: CrmDashboardAnswer['previous'];
  format: IntlFormat;
};

/** Orders, sales, revenue and sign-ups of the period, each with its growth against the previous period. */
export function CrmSalesCards({ current, previous, format }: Props) {
  const { t } = useTranslation('crm-dashboard');
  const money = (v: number) => format.money(v);
  const cards = [
    { key: 'sales', icon: IconReceipt, tone: 'primary' as const, show: money },
    { key: 'revenue', icon: IconCash, tone: 'success' as const, show: money },
    { key: 'orders', icon: IconShoppingCart, tone: 'info' as const, show: format.number },
    { key: 'signups', icon: IconUserPlus, tone: 'warning' as const, show: format.number },
  ] as const;
  return (
    <StatCardGrid
      items={cards.map(({ key, show, ...c }) => ({
        key,
        card: (
          <StatCard
            title={t(`sales.${key}`)}
            hint={t(`sales.${key}Hint`)}
            value={current && show(current[key])}
            badge={
              current &&
              previous && (
                <ChangeChip current={current[key]} previous={previous[key]} format={format} show={show} />
              )
            }
            {...c}
          />
        ),
      }))}
    />
  );
}
