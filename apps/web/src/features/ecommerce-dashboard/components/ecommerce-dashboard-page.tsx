import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { useIntlFormat } from '@/lib/intl-format';
import { ecommerceDashboardQueryOptions } from '../api/get-ecommerce-dashboard';
import { OrdersByStatusCard } from './orders-by-status-card';
import { RecentOrdersCard } from './recent-orders-card';
import { RevenueChartCard } from './revenue-chart-card';
import { SalesByCountryCard } from './sales-by-country-card';
import { ShopStatCards } from './shop-stat-cards';
import { TopProductsCard } from './top-products-card';

/** The shop at a glance: every figure is computed by the server from the orders, products and customers. */
export function EcommerceDashboardPage() {
  const { t } = useTranslation('ecommerce-dashboard');
  const { data } = useSuspenseQuery(ecommerceDashboardQueryOptions());
  const format = useIntlFormat();
  return (
    <Stack>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Stack spacing={3}>
        <ShopStatCards totals={data.totals} format={format} />
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, lg: 8 }}>
            <RevenueChartCard months={data.revenueByMonth} format={format} />
          </Grid>
          <Grid size={{ xs: 12, md: 6, lg: 4 }}>
            <OrdersByStatusCard statuses={data.ordersByStatus} format={format} />
          </Grid>
          <Grid size={{ xs: 12, md: 6, lg: 6 }}>
            <TopProductsCard products={data.topProducts} format={format} />
          </Grid>
          <Grid size={{ xs: 12, lg: 6 }}>
            <SalesByCountryCard countries={data.salesByCountry} format={format} />
          </Grid>
        </Grid>
        <RecentOrdersCard orders={data.recentOrders} format={format} />
      </Stack>
    </Stack>
  );
}
