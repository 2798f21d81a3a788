import Grid from '@mui/material/Grid';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DonutCard } from '@/components/charts/donut-card';
import { MonthlyBarChart } from '@/components/charts/monthly-bar-chart';
import { orderStatusTint } from '@/components/order-chips';
import { AVATAR_TINTS } from '@/components/user-avatar';
import { useIntlFormat } from '@/lib/intl-format';
import { useCardFigures } from '../hooks/use-card-figures';
import { CardSample } from './card-sample';
import { MeasureMenu } from './measure-menu';
import { TitledCard } from './titled-card';
import { WithFigures } from './with-figures';

const MEASURES = ['revenue', 'orders'] as const;
type Measure = (typeof MEASURES)[number];

// Half a page wide, the chart has room for every other month's name (the latest keeps its own).
const everyOtherMonth = (count: number) => (index: number) => (count - 1 - index) % 2 === 0;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** /pages/cards/widgets: the chart cards (donut, monthly bars) over the dashboards' figures. */
export function WidgetsCardsPage() {
  const { t } = useTranslation('card');
  const theme = useTheme();
  const format = useIntlFormat();
  const { canShop, canCrm, shop, crm } = useCardFigures();
  const [measure, setMeasure] = useState<Measure>('revenue');
  return (
    <Grid container spacing={3}>
      <CardSample name="DonutCard" text={t('widgets.donutOrders')}>
        <WithFigures area="shop" allowed={canShop} query={shop} height={360}>
          {(data) => {
            const total = sum(data.ordersByStatus.map((s) => s.count));
            return (
              <DonutCard
                title={t('widgets.ordersTitle')}
                subheader={t('widgets.ordersSubtitle', { count: total, value: format.number(total) })}
                slices={data.ordersByStatus.map((s) => ({
                  id: s.status,
                  label: t(`statuses.${s.status}`, { defaultValue: s.status }),
                  value: s.count,
                  color: theme.palette[orderStatusTint(s.status)].main,
                }))}
                format={format}
              />
            );
          }}
        </WithFigures>
      </CardSample>
      <CardSample name="DonutCard" text={t('widgets.donutRoles')}>
        <WithFigures area="crm" allowed={canCrm} query={crm} height={360}>
          {(data) => (
            <DonutCard
              title={t('widgets.rolesTitle')}
              subheader={t('widgets.rolesSubtitle', {
                count: data.totals.users,
                value: format.number(data.totals.users),
              })}
              slices={data.usersByRole.map((r, i) => ({
                id: r.role,
                label: t(`roles.${r.role}`, { defaultValue: r.role }),
                value: r.count,
                color: theme.palette[AVATAR_TINTS[i % AVATAR_TINTS.length]].main,
              }))}
              format={format}
            />
          )}
        </WithFigures>
      </CardSample>
      <CardSample name="MonthlyBarChart" text={t('widgets.barsRevenue')}>
        <WithFigures area="shop" allowed={canShop} query={shop} height={300}>
          {(data) => {
            const money = measure === 'revenue';
            const show = money ? format.money : format.number;
            const total = sum(data.revenueByMonth.map((m) => m[measure]));
            return (
              <TitledCard
                title={t(`widgets.byMonth.${measure}`)}
                subheader={t('widgets.monthsTotal', {
                  value: show(total),
                  months: format.number(data.revenueByMonth.length),
                })}
                action={
                  <MeasureMenu
                    label={t('widgets.measure')}
                    value={measure}
                    options={MEASURES.map((m) => ({ value: m, label: t(`figures.${m}`) }))}
                    onChange={setMeasure}
                  />
                }
              >
                <MonthlyBarChart
                  rows={data.revenueByMonth}
                  dataKey={measure}
                  label={t(`figures.${measure}`)}
                  ariaLabel={t(`widgets.byMonthAria.${measure}`, { value: show(total) })}
                  format={format}
                  value={show}
                  tick={money ? format.compactMoney : format.number}
                  height={260}
                  yAxisWidth={88}
                  showTick={everyOtherMonth(data.revenueByMonth.length)}
                />
              </TitledCard>
            );
          }}
        </WithFigures>
      </CardSample>
      <CardSample name="MonthlyBarChart" text={t('widgets.barsSignups')}>
        <WithFigures area="crm" allowed={canCrm} query={crm} height={300}>
          {(data) => {
            const total = sum(data.signupsByMonth.map((m) => m.count));
            return (
              <TitledCard
                title={t('widgets.signupsTitle')}
                subheader={t('widgets.signupsTotal', {
                  count: total,
                  value: format.number(total),
                  months: format.number(data.signupsByMonth.length),
                })}
              >
                <MonthlyBarChart
                  rows={data.signupsByMonth}
                  dataKey="count"
                  label={t('widgets.signupsSeries')}
                  ariaLabel={t('widgets.signupsAria', { value: format.number(total) })}
                  format={format}
                  height={260}
                  yAxisWidth={36}
                  showTick={everyOtherMonth(data.signupsByMonth.length)}
                />
              </TitledCard>
            );
          }}
        </WithFigures>
      </CardSample>
    </Grid>
  );
}
