import type { EcommerceDashboardAnswer } from '@app/contracts';
import { IconCurrencyDollar, IconPackage, IconShoppingCart, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ChangeChip } from '@/components/date-range/change-chip';
import { StatCard } from '@/components/stat-card/stat-card';
import { StatCardGrid } from '@/components/stat-card/stat-card-grid';
import type { IntlFormat } from '@/lib/intl-format';

type Props = {
  /** Undefined while loading: each card shows a skeleton. */
  totals?: EcommerceDashboardAnswer['totals'];
  previous?: EcommerceDashboardAnswer['previous'];
  format: IntlFormat;
};

/** The period's revenue and orders against the previous period; customers and products as they are now. */
export function ShopStatCards({ totals, previous, format }: Props) {
  const { t } = useTranslation('ecommerce-dashboard');
  const cards = [
    {
      key: 'revenue',
      icon: IconCurrencyDollar,
      tone: 'success' as const,
      value: totals && format.money(totals.revenue),
      hint: t('totals.revenueHint'),
      badge: totals && previous && (
        <ChangeChip
          current={totals.revenue}
          previous={previous.revenue}
          format={format}
          show={format.money}
        />
      ),
    },
    {
      key: 'orders',
      icon: IconShoppingCart,
      tone: 'primary' as const,
      value: totals && format.number(totals.orders),
      hint: totals && t('totals.ordersHint', { value: format.money(totals.averageOrderValue) }),
      badge: totals && previous && (
        <ChangeChip current={totals.orders} previous={previous.orders} format={format} />
      ),
    },
    {
      key: 'customers',
      icon: IconUsers,
      tone: 'info' as const,
      value: totals && format.number(totals.customers),
      hint: t('totals.customersHint'),
    },
    {
      key: 'products',
      icon: IconPackage,
      tone: 'warning' as const,
      value: totals && format.number(totals.products),
      hint: t('totals.productsHint'),
    },
  ];
  return (
    <StatCardGrid
      items={cards.map(({ key, ...c }) => ({
        key,
        card: <StatCard title={t(`totals.${key}`)} {...c} />,
      }))}
    />
  );
}
