import { TrendChart } from '@/components/charts/trend-chart';
import { KitPage } from '../../components/kit-page';
import { Specimen } from '../../components/specimen';
import { ChartFigures } from '../chart-figures';
import { earningsRows, tickStep } from '../charts-data';
import { useCrmFigures, useLogisticsFigures } from '../use-chart-figures';
import { useChartsPage } from '../use-charts-page';

const HEIGHT = 280;

/** Tinted areas over time (TrendChart variant="area"): the CRM's revenue per day, logistics' shipments. */
export function AreaPage() {
  const { k, p, format, phone, day } = useChartsPage('area');
  const crm = useCrmFigures();
  const logistics = useLogisticsFigures();
  // Days or months, as the API bucketed the period.
  const keyLabel = (bucket: 'day' | 'month') => (key: string, where: 'tick' | 'tooltip') =>
    bucket === 'month'
      ? where === 'tick'
        ? format.monthShort(key)
        : format.monthLong(key)
      : where === 'tick'
        ? day.short(key)
        : day.long(key);
  return (
    <KitPage section="charts" name="area">
      <Specimen
        title={k('revenue.title')}
        description={k('revenue.description')}
        importLine="import { TrendChart } from '@/components/charts/trend-chart';"
        props={[
          { name: 'variant', type: "'line' | 'area'", description: p('variant') },
          { name: 'series', type: '{ dataKey; label; tone? }[]', description: p('series') },
          { name: 'value / tick', type: '(v: number) => string', description: p('valueTick') },
          { name: 'yAxisWidth', type: 'number', description: p('yAxisWidth') },
          { name: 'ariaLabel', type: 'string', description: p('ariaLabel') },
        ]}
      >
        <ChartFigures area="crm" figures={crm} height={HEIGHT}>
          {(data) => {
            const rows = earningsRows(data.earnings);
            const step = tickStep(rows.length, phone ? 4 : 8);
            return (
              <TrendChart
                variant="area"
                rows={rows}
                series={[{ dataKey: 'revenue', label: k('revenue.label'), tone: 'primary' }]}
                ariaLabel={k('revenue.aria', {
                  value: format.money(rows.reduce((sum, r) => sum + r.revenue, 0)),
                })}
                keyLabel={keyLabel(data.earnings.bucket)}
                value={format.money}
                tick={format.compactMoney}
                height={HEIGHT}
                yAxisWidth={80}
                showTick={(index) => index % step === 0}
              />
            );
          }}
        </ChartFigures>
      </Specimen>
      <Specimen
        title={k('shipments.title')}
        description={k('shipments.description')}
        importLine="import { TrendChart } from '@/components/charts/trend-chart';"
        props={[
          { name: 'rows', type: 'readonly Row[] (Row has key)', description: p('rowsKey') },
          {
            name: 'keyLabel',
            type: "(key: string, where: 'tick' | 'tooltip') => string",
            description: p('keyLabelWhere'),
          },
          { name: 'yLabel', type: 'string', description: p('yLabel') },
        ]}
      >
        <ChartFigures area="logistics" figures={logistics} height={HEIGHT}>
          {(data) => {
            const { bucket, rows } = data.shipmentStatistics;
            const step = tickStep(rows.length, phone ? 4 : 8);
            const sum = (key: 'shipped' | 'delivered') => format.number(rows.reduce((s, r) => s + r[key], 0));
            return (
              <TrendChart
                variant="area"
                rows={rows}
                series={[
                  { dataKey: 'shipped', label: k('shipments.shipped'), tone: 'primary' },
                  { dataKey: 'delivered', label: k('shipments.delivered'), tone: 'success' },
                ]}
                ariaLabel={k('shipments.aria', { shipped: sum('shipped'), delivered: sum('delivered') })}
                keyLabel={keyLabel(bucket)}
                value={format.number}
                tick={format.number}
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
