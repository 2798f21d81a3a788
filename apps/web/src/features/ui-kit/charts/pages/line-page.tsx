import { TrendChart } from '@/components/charts/trend-chart';
import { KitPage } from '../../components/kit-page';
import { Specimen } from '../../components/specimen';
import { ChartFigures } from '../chart-figures';
import { dailyTraffic, monthlyRevenue, tickStep } from '../charts-data';
import { useAnalyticsFigures, useShopFigures } from '../use-chart-figures';
import { useChartsPage } from '../use-charts-page';

const HEIGHT = 280;

/** Lines over time (TrendChart): the analytics' visits and page views per day, the shop's orders per month. */
export function LinePage() {
  const { k, p, format, phone, day } = useChartsPage('line');
  const analytics = useAnalyticsFigures();
  const shop = useShopFigures();
  return (
    <KitPage section="charts" name="line">
      <Specimen
        title={k('traffic.title')}
        description={k('traffic.description')}
        importLine="import { TrendChart } from '@/components/charts/trend-chart';"
        props={[
          { name: 'rows', type: 'readonly Row[] (Row has key)', description: p('rowsKey') },
          { name: 'series', type: '{ dataKey; label; tone? }[]', description: p('series') },
          { name: 'variant', type: "'line' | 'area'", description: p('variant') },
          {
            name: 'keyLabel',
            type: "(key: string, where: 'tick' | 'tooltip') => string",
            description: p('keyLabelWhere'),
          },
          { name: 'showTick', type: '(index: number) => boolean', description: p('showTick') },
          { name: 'ariaLabel', type: 'string', description: p('ariaLabel') },
        ]}
      >
        <ChartFigures area="analytics" figures={analytics} height={HEIGHT}>
          {(data) => {
            const rows = dailyTraffic(data.daily);
            const step = tickStep(rows.length, phone ? 4 : 8);
            return (
              <TrendChart
                rows={rows}
                series={[
                  { dataKey: 'pageViews', label: k('traffic.pageViews'), tone: 'primary' },
                  { dataKey: 'visits', label: k('traffic.visits'), tone: 'info' },
                ]}
                ariaLabel={k('traffic.aria', {
                  pageViews: format.number(data.totals.pageViews),
                  visits: format.number(data.totals.visits),
                  days: format.number(rows.length),
                })}
                keyLabel={(key, where) => (where === 'tick' ? day.short(key) : day.long(key))}
                value={format.number}
                tick={format.number}
                height={HEIGHT}
                showTick={(index) => index % step === 0}
              />
            );
          }}
        </ChartFigures>
      </Specimen>
      <Specimen
        title={k('orders.title')}
        description={k('orders.description')}
        importLine="import { TrendChart } from '@/components/charts/trend-chart';"
        props={[
          { name: 'value / tick', type: '(v: number) => string', description: p('valueTick') },
          { name: 'yLabel', type: 'string', description: p('yLabel') },
          { name: 'height', type: 'number', description: p('height') },
        ]}
      >
        <ChartFigures area="shop" figures={shop} height={HEIGHT}>
          {(data) => {
            const rows = monthlyRevenue(data.revenueByMonth);
            return (
              <TrendChart
                rows={rows}
                series={[{ dataKey: 'orders', label: k('orders.label'), tone: 'success' }]}
                ariaLabel={k('orders.aria', {
                  orders: format.number(rows.reduce((sum, r) => sum + r.orders, 0)),
                  months: format.number(rows.length),
                })}
                keyLabel={(key, where) => (where === 'tick' ? format.monthShort(key) : format.monthLong(key))}
                value={format.number}
                tick={format.number}
                height={HEIGHT}
                showTick={phone ? (index) => (rows.length - 1 - index) % 2 === 0 : undefined}
                yLabel={k('orders.label')}
              />
            );
          }}
        </ChartFigures>
      </Specimen>
    </KitPage>
  );
}
