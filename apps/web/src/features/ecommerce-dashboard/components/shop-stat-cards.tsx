import type { EcommerceDashboardAnswer } from '@app/contracts';
import { IconCurrencyDollar, IconPackage, IconShoppingCart, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/stat-card/stat-card';
import { StatCardGrid } from '@/components/stat-card/stat-card-grid';
import type { IntlFormat } from '@/lib/intl-format';

type Props = { totals: EcommerceDashboardAnswer['totals']; format: IntlFormat };

/** Revenue, orders, customers and products, as the database counts them now. */
export function ShopStatCards({ totals, format }: Props) {
  const { t } = useTranslation('ecommerce-dashboard');
  const cards = [
    {
      key: 'revenue',
      icon: IconCurrencyDollar,
      tone: 'success' as const,
      value: format.money(totals.revenue),
      hint: t('totals.revenueHint'),
    },
    {
      key: 'orders',
      icon: IconShoppingCart,
      tone: 'primary' as const,
      value: format.number(totals.orders),
      hint: t('totals.ordersHint', { value: format.money(totals.averageOrderValue) }),
    },
    {
      key: 'customers',
      icon: IconUsers,
      tone: 'info' as const,
      value: format.number(totals.customers),
      hint: t('totals.customersHint'),
    },
    {
      key: 'products',
      icon: IconPackage,
      tone: 'warning' as const,
      value: format.number(totals.products),
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
