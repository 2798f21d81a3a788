import type { CustomerDetail } from '@app/contracts';
import Box from '@mui/material/Box';
import { IconCalendarEvent, IconChartBar, IconShoppingCart, IconWallet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/stat-card/stat-card';
import { StatCardGrid } from '@/components/stat-card/stat-card-grid';
import { useIntlFormat } from '@/lib/intl-format';
import { averageOrder } from '../lib/customer-format';
import { CustomerOrdersTable } from './customer-orders-table';

type Props = { customer: CustomerDetail; ordersPage: number; onOrdersPageChange: (page: number) => void };

/** What the customer is worth to the shop, then their orders. */
export function CustomerOverviewTab({ customer, ordersPage, onOrdersPageChange }: Props) {
  const { t } = useTranslation('customer');
  const format = useIntlFormat();
  const average = averageOrder(customer.totalSpent, customer.order);
  const cards = [
    {
      key: 'orders',
      icon: IconShoppingCart,
      tone: 'primary' as const,
      value: format.number(customer.order),
      hint: t('overview.ordersHint'),
    },
    {
      key: 'spent',
      icon: IconWallet,
      tone: 'success' as const,
      value: format.money(customer.totalSpent),
      hint: t('overview.spentHint'),
    },
    {
      key: 'average',
      icon: IconChartBar,
      tone: 'info' as const,
      value: average === null ? '—' : format.money(average),
      hint: average === null ? t('overview.noOrders') : t('overview.averageHint'),
    },
    {
      key: 'since',
      icon: IconCalendarEvent,
      tone: 'warning' as const,
      value: format.date(customer.createdAt),
      hint: t('overview.sinceHint'),
    },
  ];
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
      <StatCardGrid
        columns={2}
        items={cards.map(({ key, ...c }) => ({
          key,
          card: <StatCard title={t(`overview.${key}`)} {...c} />,
        }))}
      />
      <CustomerOrdersTable
        customerId={customer.customerId}
        page={ordersPage}
        onPageChange={onOrdersPageChange}
      />
    </Box>
  );
}
