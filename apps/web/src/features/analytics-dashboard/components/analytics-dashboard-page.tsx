import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { IconEye, IconShoppingCart, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ListProps } from '@/components/data-table/list-props';
import { ListError } from '@/components/data-table/list-states';
import { ChangeChip } from '@/components/date-range/change-chip';
import { staleFiguresSx } from '@/components/date-range/dashboard-frame';
import { DateRangeControl } from '@/components/date-range/date-range-control';
import { PageHeader } from '@/components/page-header';
import { StatCard } from '@/components/stat-card/stat-card';
import { useIntlFormat } from '@/lib/intl-format';
import { analyticsDashboardQueryOptions } from '@/lib/queries/analytics-dashboard';
import { type AnalyticsSearch, toRange } from '../analytics-search';
import { DailyCard, KeyedCard } from './analytics-cards';
import { AnalyticsProjectsTable } from './analytics-projects-table';

/** The counted totals' cards, before the conversion rate's. */
const COUNTED = [
  { key: 'visits', icon: IconUsers, tone: 'primary' },
  { key: 'pageViews', icon: IconEye, tone: 'info' },
  { key: 'signUps', icon: IconUserPlus, tone: 'success' },
] as const;

/** Web analytics of the app's own pages over a date range in the URL, against the period before, and the projects. */
export function AnalyticsDashboardPage({ search, onSearchChange }: ListProps<AnalyticsSearch>) {
  const { t } = useTranslation('analytics-dashboard');
  const format = useIntlFormat();
  const dashboard = useQuery(analyticsDashboardQueryOptions(toRange(search)));
  const data = dashboard.data;
  const stat = (key: 'visits' | 'pageViews' | 'signUps' | 'orders') => ({
    value: data ? format.number(data.totals[key]) : undefined,
    badge: data ? (
      <ChangeChip current={data.totals[key]} previous={data.previous[key]} format={format} />
    ) : undefined,
  });
  const cardSkeleton = <Skeleton variant="rounded" height={300} />;
  const keyedCards = [
    { key: 'devices', lg: 4, label: (key: string) => t(`devices.${key}`, { defaultValue: key }) },
    { key: 'topPages', lg: 6, label: (key: string) => key },
    { key: 'sources', lg: 6, label: (key: string) => (key === 'direct' ? t('sources.direct') : key) },
  ] as const;
  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={
          data
            ? t('subtitle', {
                start: format.date(data.period.from),
                end: format.date(data.period.to),
                prevStart: format.date(data.previousPeriod.from),
                prevEnd: format.date(data.previousPeriod.to),
              })
            : t('loading')
        }
        actions={
          <DateRangeControl
            value={data?.period}
            onChange={(range) => onSearchChange(range)}
            format={format}
          />
        }
      />
      {dashboard.isError && !data ? (
        <ListError
          ns="analytics-dashboard"
          message={dashboard.error?.message ?? ''}
          onRetry={() => void dashboard.refetch()}
        />
      ) : (
        <Grid
          container
          spacing={3}
          data-stale={dashboard.isPlaceholderData || undefined}
          sx={{ mb: 3, ...staleFiguresSx }}
          aria-busy={dashboard.isFetching}
        >
          {COUNTED.map(({ key, icon, tone }) => (
            <Grid key={key} size={{ xs: 12, sm: 6, lg: 3 }}>
              <StatCard
                title={t(`cards.${key}`)}
                icon={icon}
                tone={tone}
                hint={t(`cards.${key}Hint`)}
                {...stat(key)}
              />
            </Grid>
          ))}
          <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
            <StatCard
              title={t('cards.conversion')}
              icon={IconShoppingCart}
              tone="warning"
              value={data ? format.percent(data.totals.conversion / 100) : undefined}
              badge={
                data ? (
                  <ChangeChip
                    current={data.totals.conversion}
                    previous={data.previous.conversion}
                    format={format}
                    show={(v) => format.percent(v / 100)}
                  />
                ) : undefined
              }
              hint={
                data
                  ? t('cards.conversionHint', {
                      count: data.totals.orders,
                      value: format.number(data.totals.orders),
                    })
                  : undefined
              }
            />
          </Grid>
          <Grid size={{ xs: 12, lg: 8 }}>
            {data ? <DailyCard daily={data.daily} format={format} /> : cardSkeleton}
          </Grid>
          {keyedCards.map(({ key, lg, label }) => (
            <Grid key={key} size={{ xs: 12, md: 6, lg }}>
              {data ? (
                <KeyedCard
                  title={t(`${key}.title`)}
                  rows={data[key]}
                  label={label}
                  emptyText={t('empty')}
                  format={format}
                />
              ) : (
                cardSkeleton
              )}
            </Grid>
          ))}
        </Grid>
      )}
      <AnalyticsProjectsTable search={search} onSearchChange={onSearchChange} />
    </>
  );
}
