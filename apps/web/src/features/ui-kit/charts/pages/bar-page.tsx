import { GroupedBarChart } from '@/components/charts/grouped-bar-chart';
import { MonthlyBarChart } from '@/components/charts/monthly-bar-chart';
import { KitPage } from '../../components/kit-page';
import { Specimen } from '../../components/specimen';
import { ChartFigures } from '../chart-figures';
import { earningsRows, monthlyRevenue, tickStep } from '../charts-data';
import { useCrmFigures, useLogisticsFigures, useShopFigures } from '../use-chart-figures';
import { useChartsPage } from '../use-charts-page';

const HEIGHT = 280;

/** The dashboards' bar charts with their real figures: the shop's revenue, the CRM's earnings, logistics' shipments. */
export function BarPage() {
  const { k, p, format, phone, day } = useChartsPage('bar');
  const shop = useShopFigures();
  const crm = useCrmFigures();
  const logistics = useLogisticsFigures();
  return (
    <KitPage section="charts" name="bar">
      <Specimen
        title={k('revenue.title')}
        description={k('revenue.description')}
        importLine="import { MonthlyBarChart } from '@/components/charts/monthly-bar-chart';"
        props={[
          { name: 'rows', type: 'readonly Row[] (Row has month)', description: p('rowsMonth') },
          { name: 'dataKey', type: 'keyof Row', description: p('dataKey') },
          { name: 'label', type: 'string', description: p('label') },
          { name: 'ariaLabel', type: 'string', description: p('ariaLabel') },
          { name: 'value / tick', type: '(v: number) => string', description: p('valueTick') },
          { name: 'showTick', type: '(index: number) => boolean', description: p('showTick') },
        ]}
      >
        <ChartFigures area="shop" figures={shop} height={HEIGHT}>
          {(data) => {
            const rows = monthlyRevenue(data.revenueByMonth);
            const total = rows.reduce((sum, r) => sum + r.revenue, 0);
            return (
              <MonthlyBarChart
                rows={rows}
                dataKey="revenue"
                label={k('revenue.label')}
                ariaLabel={k('revenue.aria', {
                  value: format.money(total),
                  months: format.number(rows.length),
                })}
                format={format}
                value={format.money}
                tick={format.compactMoney}
                height={HEIGHT}
                yAxisWidth={72}
                showTick={phone ? (index) => (rows.length - 1 - index) % 2 === 0 : undefined}
              />
            );
          }}
        </ChartFigures>
      </Specimen>
      <Specimen
        title={k('earnings.title')}
        description={k('earnings.description')}
        importLine="import { MonthlyBarChart } from '@/components/charts/monthly-bar-chart';"
        props={[
          {
            name: 'keyFormat',
            type: "(key: string, where: 'tick' | 'tooltip') => string",
            description: p('keyFormat'),
          },
          { name: 'yAxisWidth', type: 'number', description: p('yAxisWidth') },
          { name: 'height', type: 'number', description: p('height') },
        ]}
      >
        <ChartFigures area="crm" figures={crm} height={HEIGHT}>
          {(data) => {
            const rows = earningsRows(data.earnings);
            const step = tickStep(rows.length, phone ? 4 : 8);
            const byDay = data.earnings.bucket === 'day';
            return (
              <MonthlyBarChart
                rows={rows}
                dataKey="sales"
                label={k('earnings.label')}
                ariaLabel={k('earnings.aria', {
                  value: format.money(rows.reduce((sum, r) => sum + r.sales, 0)),
                })}
                format={format}
                value={format.money}
                tick={format.compactMoney}
                height={HEIGHT}
                yAxisWidth={80}
                showTick={(index) => index % step === 0}
                keyFormat={
                  byDay ? (key, where) => (where === 'tick' ? day.short(key) : day.long(key)) : undefined
                }
              />
            );
          }}
        </ChartFigures>
      </Specimen>
      <Specimen
        title={k('shipments.title')}
        description={k('shipments.description')}
        importLine="import { GroupedBarChart } from '@/components/charts/grouped-bar-chart';"
        props={[
          { name: 'rows', type: 'readonly Row[] (Row has key)', description: p('rowsKey') },
          { name: 'series', type: '{ dataKey; label; tone? }[]', description: p('series') },
          { name: 'keyLabel', type: '(key: string) => string', description: p('keyLabel') },
          { name: 'yLabel', type: 'string', description: p('yLabel') },
          { name: 'ariaLabel', type: 'string', description: p('ariaLabel') },
        ]}
      >
        <ChartFigures area="logistics" figures={logistics} height={HEIGHT}>
          {(data) => {
            const { bucket, rows } = data.shipmentStatistics;
            const step = tickStep(rows.length, phone ? 4 : 8);
            const sum = (key: 'shipped' | 'delivered') => format.number(rows.reduce((s, r) => s + r[key], 0));
            return (
              <GroupedBarChart
                rows={rows}
                series={[
                  { dataKey: 'shipped', label: k('shipments.shipped'), tone: 'primary' },
                  { dataKey: 'delivered', label: k('shipments.delivered'), tone: 'success' },
                ]}
                ariaLabel={k('shipments.aria', { shipped: sum('shipped'), delivered: sum('delivered') })}
                keyLabel={(key) => (bucket === 'month' ? format.monthShort(key) : day.short(key))}
                value={format.number}
                height={HEIGHT}
                showTick={(index) => index % step === 0}
                yLabel={k('shipments.axis')}
              />
            );
          }}
        </ChartFigures>
      </Specimen>
    </KitPage>
  );
}
