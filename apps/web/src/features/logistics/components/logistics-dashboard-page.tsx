import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeControl } from '@/components/date-range/date-range-control';
import { PageHeader } from '@/components/page-header';
import { RetryAlert } from '@/components/retry-alert';
import { useIntlFormat } from '@/lib/intl-format';
import { logisticsDashboardQueryOptions } from '@/lib/queries/logistics';
import { type LogisticsDashboardSearch, toDashboardRange } from '../logistics-search';
import { DelayReasonsCard } from './delay-reasons-card';
import { DeliveryPerformanceCard } from './delivery-performance-card';
import { LogisticsStatCards } from './logistics-stat-cards';
import { OrdersByCountryCard } from './orders-by-country-card';
import { ShipmentStatisticsCard } from './shipment-statistics-card';
import { VehicleOverviewCard } from './vehicle-overview-card';

// Below the cards, the table (and the data table's code) loads after them: the route stays under its
// bundle ceiling (scripts/check-bundle-budgets.mjs).
const VehiclesTableCard = lazy(() => import('./vehicles-table-card'));

type Props = {
  search: LogisticsDashboardSearch;
  onSearchChange: (patch: Partial<LogisticsDashboardSearch>) => void;
};

/** The fleet and its deliveries over a period: every figure is a query over vehicles and shipments. */
export function LogisticsDashboardPage({ search, onSearchChange }: Props) {
  const { t } = useTranslation('logistics');
  const format = useIntlFormat();
  const dashboard = useQuery(logisticsDashboardQueryOptions(toDashboardRange(search)));
  const data = dashboard.data;
  return (
    <Stack>
      <PageHeader
        title={t('dashboard.title')}
        subtitle={
          data
            ? t('dashboard.period', {
                from: format.date(`${data.period.from}T00:00:00Z`),
                to: format.date(`${data.period.to}T00:00:00Z`),
                previousFrom: format.date(`${data.previousPeriod.from}T00:00:00Z`),
                previousTo: format.date(`${data.previousPeriod.to}T00:00:00Z`),
              })
            : t('dashboard.subtitle')
        }
        actions={
          <DateRangeControl
            value={data?.period}
            format={format}
            onChange={(range) => onSearchChange({ ...range, page: undefined })}
          />
        }
      />
      <Stack spacing={3}>
        {dashboard.isError && (
          <RetryAlert retryLabel={t('retry')} onRetry={() => void dashboard.refetch()}>
            {t('dashboard.error', { message: dashboard.error.message })}
          </RetryAlert>
        )}
        <LogisticsStatCards data={data} format={format} />
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, lg: 4 }}>
            <VehicleOverviewCard overview={data?.vehicleOverview} format={format} />
          </Grid>
          <Grid size={{ xs: 12, lg: 8 }}>
            <ShipmentStatisticsCard statistics={data?.shipmentStatistics} format={format} />
          </Grid>
          <Grid size={{ xs: 12, md: 6, lg: 4 }}>
            <DeliveryPerformanceCard current={data?.current} previous={data?.previous} format={format} />
          </Grid>
          <Grid size={{ xs: 12, md: 6, lg: 4 }}>
            <DelayReasonsCard reasons={data?.delayReasons} format={format} />
          </Grid>
          <Grid size={{ xs: 12, lg: 4 }}>
            <OrdersByCountryCard countries={data?.ordersByCountry} format={format} />
          </Grid>
        </Grid>
        <Suspense fallback={<Skeleton variant="rounded" height={420} aria-label={t('loading')} />}>
          <VehiclesTableCard search={search} onSearchChange={onSearchChange} />
        </Suspense>
      </Stack>
    </Stack>
  );
}
