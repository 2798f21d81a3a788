import type { EcommerceDashboardAnswer } from '@app/contracts';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { CardSkeleton } from '@/components/card-skeleton';
import { SalesByCountryCard } from '@/components/country-figures/sales-by-country-card';
import { DashboardFrame, staleFiguresSx } from '@/components/date-range/dashboard-frame';
import { type DateRangeSearch, toRangeQuery } from '@/lib/date-range';
import { type IntlFormat, useIntlFormat } from '@/lib/intl-format';
import { ecommerceDashboardQueryOptions } from '@/lib/queries/ecommerce-dashboard';
import { OrdersByStatusCard } from './orders-by-status-card';
import { RecentOrdersCard } from './recent-orders-card';
import { RevenueChartCard } from './revenue-chart-card';
import { ShopStatCards } from './shop-stat-cards';
import { TopProductsCard } from './top-products-card';

type Props = { search: DateRangeSearch; onSearchChange: (patch: DateRangeSearch) => void };

/**
 * The shop at a glance over the period in the URL: every figure is computed by the server from the
 * summary tables; each card shows its own skeleton until its figures arrive.
 */
export function EcommerceDashboardPage({ search, onSearchChange }: Props) {
  const { t } = useTranslation('ecommerce-dashboard');
  const dashboard = useQuery(ecommerceDashboardQueryOptions(toRangeQuery(search)));
  const data = dashboard.data;
  const format = useIntlFormat();
  return (
    <Stack>
      <DashboardFrame
        title={t('title')}
        waiting={t('subtitle')}
        periods={data}
        requested={search}
        ns="ecommerce-dashboard"
        query={{ ...dashboard, hasData: Boolean(data) }}
        onSearchChange={onSearchChange}
        format={format}
      >
        <Stack
          spacing={3}
          aria-busy={dashboard.isFetching}
          data-testid="shop-dashboard"
          data-stale={dashboard.isPlaceholderData || undefined}
          sx={staleFiguresSx}
        >
          <ShopDashboardCards data={data} format={format} />
        </Stack>
      </DashboardFrame>
    </Stack>
  );
}

/**
 * The cards, drawn again only when the figures change: a new period keeps the previous figures on
 * screen (dimmed) until its own arrive, so the press itself redraws the period control alone.
 */
const ShopDashboardCards = memo(function ShopDashboardCards({
  data,
  format,
}: {
  data: EcommerceDashboardAnswer | undefined;
  format: IntlFormat;
}) {
  return (
    <>
      <ShopStatCards totals={data?.totals} previous={data?.previous} format={format} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 8 }}>
          {data ? (
            <RevenueChartCard months={data.revenueByMonth} format={format} />
          ) : (
            <CardSkeleton height={360} />
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          {data ? (
            <OrdersByStatusCard statuses={data.ordersByStatus} format={format} />
          ) : (
            <CardSkeleton height={360} />
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 6 }}>
          {data ? (
            <TopProductsCard products={data.topProducts} format={format} />
          ) : (
            <CardSkeleton height={280} />
          )}
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          {data ? (
            <SalesByCountryCard
              ns="ecommerce-dashboard"
              rows={data.salesByCountry.map((c) => ({
                ...c,
                current: c.revenue,
                previous: c.previousRevenue,
              }))}
              format={format}
              withShare
            />
          ) : (
            <CardSkeleton height={280} />
          )}
        </Grid>
      </Grid>
      {data ? <RecentOrdersCard orders={data.recentOrders} format={format} /> : <CardSkeleton height={240} />}
    </>
  );
});
