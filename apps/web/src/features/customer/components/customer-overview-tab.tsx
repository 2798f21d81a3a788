import type { CustomerDetail } from '@app/contracts';
import Grid from '@mui/material/Grid';
import { IconCalendarEvent, IconChartBar, IconShoppingCart, IconWallet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/stat-card/stat-card';
import { useIntlFormat } from '@/lib/intl-format';
import { averageOrder } from '../lib/customer-format';
import { CustomerOrdersTable } from './customer-orders-table';

type Props = { customer: CustomerDetail; ordersPage: number; onOrdersPageChange: (page: number) => void };

/** What the customer is worth to the shop, then their orders. */
export function CustomerOverviewTab({ customer, ordersPage, onOrdersPageChange }: Props) {
  const { t } = useTranslation('customer');
  const format = useIntlFormat();
  const average = averageOrder(customer.totalSpent, customer.order);
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <StatCard
          icon={IconShoppingCart}
          tone="primary"
          title={t('overview.orders')}
          value={format.number(customer.order)}
          hint={t('overview.ordersHint')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <StatCard
          icon={IconWallet}
          tone="success"
          title={t('overview.spent')}
          value={format.money(customer.totalSpent)}
          hint={t('overview.spentHint')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <StatCard
          icon={IconChartBar}
          tone="info"
          title={t('overview.average')}
          value={average === null ? '—' : format.money(average)}
          hint={average === null ? t('overview.noOrders') : t('overview.averageHint')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <StatCard
          icon={IconCalendarEvent}
          tone="warning"
          title={t('overview.since')}
          value={format.date(customer.createdAt)}
          hint={t('overview.sinceHint')}
        />
      </Grid>
      <Grid size={12}>
        <CustomerOrdersTable
          customerId={customer.customerId}
          page={ordersPage}
          onPageChange={onOrdersPageChange}
        />
      </Grid>
    </Grid>
  );
}
