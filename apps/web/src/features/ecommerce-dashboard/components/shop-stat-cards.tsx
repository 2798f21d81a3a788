import type { EcommerceDashboardAnswer } from '@app/contracts';
import Grid from '@mui/material/Grid';
import { IconCurrencyDollar, IconPackage, IconShoppingCart, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/stat-card/stat-card';
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
    <Grid container spacing={3}>
      {cards.map((c) => (
        <Grid key={c.key} size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard title={t(`totals.${c.key}`)} value={c.value} hint={c.hint} icon={c.icon} tone={c.tone} />
        </Grid>
      ))}
    </Grid>
  );
}
